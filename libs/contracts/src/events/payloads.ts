import type {
  CatalogBrandPayload,
  CatalogCategoryPayload,
  CatalogItemDeletedPayload,
  CatalogItemPayload,
  CatalogItemStatusChangedPayload,
  CatalogItemStockChangedPayload,
} from './catalog';
import type { IntegrationEvent } from './envelope';
import type {
  IdentitySessionRevokedPayload,
  IdentityUserSessionsRevokedPayload,
  IdentityUserRegisteredPayload,
  IdentityUserRoleChangedPayload,
  IdentityUserSignedInPayload,
} from './identity';
import type { CatalogItemQuestionAskedPayload } from './item-questions';
import type {
  CatalogStockRejectedPayload,
  CatalogStockReleasedPayload,
  CatalogStockReservedPayload,
  OrdersOrderCancelledPayload,
  OrdersOrderConfirmedPayload,
  OrdersContractPaymentPayload,
  OrdersOrderPlacedPayload,
} from './orders';
import type { ChatClusterPayload } from './chat';
import type {
  AdminActionSettledPayload,
  AdminDealEditRequestedPayload,
  AdminDealModeratedPayload,
  AdminDealOwnershipTransferRequestedPayload,
  AdminDealOwnershipTransferredPayload,
  AdminDealPrivateGrantsPayload,
  AdminItemModeratedPayload,
  ChatConversationClosedPayload,
  TraderDealOwnerChangedPayload,
} from './admin';
import type { EventName } from './names';
import type { StorefrontStoreDeletedPayload, StorefrontStorePayload } from './storefront';
import type {
  TraderContractPayload,
  TraderDealDeletedPayload,
  TraderDealPayload,
  TraderDealStatusChangedPayload,
  TraderOfferPayload,
  TraderQuotePayload,
} from './trader';

/**
 * Event name -> payload type. Events whose payload is not designed yet are `unknown`: whoever first
 * publishes one replaces `unknown` with its payload interface here.
 */
export interface EventPayloads {
  'catalog.item.created': CatalogItemPayload;
  'catalog.item.updated': CatalogItemPayload;
  'catalog.item.deleted': CatalogItemDeletedPayload;
  'catalog.item.status-changed': CatalogItemStatusChangedPayload;
  'catalog.item.stock-changed': CatalogItemStockChangedPayload;
  'catalog.category.upserted': CatalogCategoryPayload;
  'catalog.brand.upserted': CatalogBrandPayload;
  'catalog.stock.reserved': CatalogStockReservedPayload;
  'catalog.stock.rejected': CatalogStockRejectedPayload;
  'catalog.stock.released': CatalogStockReleasedPayload;
  'catalog.item.question-asked': CatalogItemQuestionAskedPayload;
  'identity.user.registered': IdentityUserRegisteredPayload;
  'identity.user.role-changed': IdentityUserRoleChangedPayload;
  'identity.user.signed-in': IdentityUserSignedInPayload;
  'identity.session.revoked': IdentitySessionRevokedPayload;
  'identity.user.sessions-revoked': IdentityUserSessionsRevokedPayload;
  'orders.order.placed': OrdersOrderPlacedPayload;
  'orders.order.confirmed': OrdersOrderConfirmedPayload;
  'orders.order.cancelled': OrdersOrderCancelledPayload;
  'orders.contract-payment.authorized': OrdersContractPaymentPayload;
  'orders.contract-payment.captured': OrdersContractPaymentPayload;
  'orders.contract-payment.failed': OrdersContractPaymentPayload;
  'storefront.store.upserted': StorefrontStorePayload;
  'storefront.store.deleted': StorefrontStoreDeletedPayload;
  'trader.deal.created': TraderDealPayload;
  'trader.deal.updated': TraderDealPayload;
  'trader.deal.status-changed': TraderDealStatusChangedPayload;
  'trader.deal.deleted': TraderDealDeletedPayload;
  'trader.offer.made': TraderOfferPayload;
  'trader.offer.countered': TraderOfferPayload;
  'trader.offer.accepted': TraderOfferPayload;
  'trader.offer.rejected': TraderOfferPayload;
  'trader.offer.withdrawn': TraderOfferPayload;
  'trader.offer.expired': TraderOfferPayload;
  'trader.quote.sent': TraderQuotePayload;
  'trader.contract.signed': TraderContractPayload;
  'trader.contract.confirmed': TraderContractPayload;
  'trader.contract.refused': TraderContractPayload;
  'trader.contract.cancelled': TraderContractPayload;
  'chat.cluster.message': ChatClusterPayload;
  'trader.deal.admin-action-settled': AdminActionSettledPayload;
  'trader.deal.owner-changed': TraderDealOwnerChangedPayload;
  'catalog.item.admin-action-settled': AdminActionSettledPayload;
  'chat.conversation.closed': ChatConversationClosedPayload;
  'admin.deal.moderated': AdminDealModeratedPayload;
  'admin.item.moderated': AdminItemModeratedPayload;
  'admin.deal.edit-requested': AdminDealEditRequestedPayload;
  'admin.deal.private-grants-changed': AdminDealPrivateGrantsPayload;
  'admin.deal.ownership-transfer-requested': AdminDealOwnershipTransferRequestedPayload;
  'admin.deal.ownership-transferred': AdminDealOwnershipTransferredPayload;
}

/** The envelope of one named event, its payload typed: `EventOf<'catalog.item.updated'>`. */
export type EventOf<N extends EventName> = IntegrationEvent<EventPayloads[N], N>;

// Compile-time check that EventPayloads covers exactly the names in EVENTS: this alias fails to compile
// when a name is added to one and not the other.
type AssertTrue<T extends true> = T;
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the check is that it compiles
type PayloadsCoverEveryEvent = AssertTrue<
  [Exclude<EventName, keyof EventPayloads>, Exclude<keyof EventPayloads, EventName>] extends [never, never] ? true : false
>;
