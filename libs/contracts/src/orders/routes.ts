import { apiRoute } from '../http/api-route';

/**
 * The orders service's API (all under /v1/client): checkout, shipping quotes, the public order-status lookup,
 * the buyer's purchases, the seller's sold items, receipts and payouts.
 */
const V1 = '/v1/client';

export const ORDERS_API = {
  /** POST CheckoutRequest with an `Idempotency-Key` header: the caller's cart becomes an order (CheckoutAnswer). */
  checkout: `${V1}/checkout`,
  /** POST ShippingPriceRequest: a quote for every line of the caller's cart (ShippingQuote). */
  shippingPrice: `${V1}/shipping/price`,
  /** POST FedexRateRequest: the carrier rate for one item and quantity (ShippingRate). */
  fedexRate: `${V1}/fedex/rate`,
  /** POST {item_uuid}: the item's location holding the most units, where it ships from (CartItemLocation). */
  highestQtyLocation: `${V1}/highest/qty/location`,
  /** POST {order_number, email}: public; the order's state, lines and totals (OrderView). */
  orderStatus: `${V1}/orders/status`,
  /** POST TrackingUpdateRequest (seller): marks the seller's lines of an order shipped. */
  trackingUpdate: `${V1}/orders/tracking/update`,
  /** GET ?page=&limit= (signed in): the caller's orders, newest first (PageOf<OrderView>). */
  purchaseHistory: `${V1}/my-profile/purchase-history`,
  /** POST {page?, limit?, where?: {status?}} (seller): the seller's sold lines, newest first (PageOf<SoldItem>). */
  soldItems: `${V1}/seller/sold-items`,
  /** GET ?days= (seller): the seller's own sold lines added up per day and per item (SalesSnapshot). */
  salesSnapshot: `${V1}/seller/sales-snapshot`,
  /** POST {order_number} (seller): the seller's receipt for their part of an order (SellerReceipt). */
  soldItemsReceipt: `${V1}/sold-items/receipt`,
  /** GET (seller): the seller's payout accounts (PayoutAccount[]). */
  payoutAccounts: `${V1}/payout/accounts`,
  /** GET (seller): balances (PayoutSnapshot). */
  payoutSnapshot: `${V1}/payout/my-account/snapshot`,
  /** GET ?return_url= (seller): where to send the seller to set up payouts ({url}). */
  payoutOnboardingLink: `${V1}/payout/my-account/get-onboarding-link`,
  /**
   * POST ContractCheckoutRequest (the contract's buyer): pays a signed trader contract (202, ContractPaymentView).
   * The card is authorized for the contract's total; the trader confirms the contract (the lot is sold) and the
   * payment is captured, or it refuses (the contract was called off) and the hold is voided. 402 for a declined
   * card, 403 for anyone but the buyer, 409 when it is paid or a payment is under way, 422 when it was called off.
   */
  contractCheckout: `${V1}/contract-checkout`,
  /** GET (the contract's buyer): the newest payment of the offer's contract (ContractPaymentView). */
  contractPayment: apiRoute(`${V1}/contract-checkout/:offer_id`),
} as const;
