export {
  purchaseEvent,
  pushToDataLayer,
  trackAddToCart,
  trackLogin,
  trackLogout,
  trackPurchase,
  trackRemoveFromCart,
  type DataLayerEvent,
  type PurchasedLine,
  type PurchasedOrder,
  type TrackedItem,
} from './dataLayer';
