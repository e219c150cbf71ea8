export { OrderDetails } from './OrderDetails';
export { OrderLookupForm } from './OrderLookupForm';
export { OrderStatusPage } from './OrderStatusPage';
export { OrderTracker } from './OrderTracker';
export { PurchaseHistoryPage } from './PurchaseHistoryPage';
export { SoldItemsPage } from './SoldItemsPage';
