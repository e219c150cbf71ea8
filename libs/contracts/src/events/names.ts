/**
 * Integration-event names, which are also the topic names: `<service>.<aggregate>.<event>`.
 * Catalog's payloads are defined in ./catalog, the trader's deals' in ./trader; the others get theirs with the
 * work that publishes them.
 */
export const EVENTS = {
  catalog: {
    itemCreated: 'catalog.item.created',
    itemUpdated: 'catalog.item.updated',
    itemDeleted: 'catalog.item.deleted',
    itemStatusChanged: 'catalog.item.status-changed',
    itemStockChanged: 'catalog.item.stock-changed',
    categoryUpserted: 'catalog.category.upserted',
    brandUpserted: 'catalog.brand.upserted',
    stockReserved: 'catalog.stock.reserved',
    stockRejected: 'catalog.stock.rejected',
    stockReleased: 'catalog.stock.released',
    itemQuestionAsked: 'catalog.item.question-asked',
    itemAdminActionSettled: 'catalog.item.admin-action-settled',
  },
  identity: {
    userRegistered: 'identity.user.registered',
    userRoleChanged: 'identity.user.role-changed',
    userSignedIn: 'identity.user.signed-in',
    sessionRevoked: 'identity.session.revoked',
    userSessionsRevoked: 'identity.user.sessions-revoked',
  },
  orders: {
    orderPlaced: 'orders.order.placed',
    orderConfirmed: 'orders.order.confirmed',
    orderCancelled: 'orders.order.cancelled',
    contractPaymentAuthorized: 'orders.contract-payment.authorized',
    contractPaymentCaptured: 'orders.contract-payment.captured',
    contractPaymentFailed: 'orders.contract-payment.failed',
  },
  trader: {
    dealCreated: 'trader.deal.created',
    dealUpdated: 'trader.deal.updated',
    dealStatusChanged: 'trader.deal.status-changed',
    dealDeleted: 'trader.deal.deleted',
    offerMade: 'trader.offer.made',
    offerCountered: 'trader.offer.countered',
    offerAccepted: 'trader.offer.accepted',
    offerRejected: 'trader.offer.rejected',
    offerWithdrawn: 'trader.offer.withdrawn',
    offerExpired: 'trader.offer.expired',
    quoteSent: 'trader.quote.sent',
    contractSigned: 'trader.contract.signed',
    contractConfirmed: 'trader.contract.confirmed',
    contractRefused: 'trader.contract.refused',
    contractCancelled: 'trader.contract.cancelled',
    dealAdminActionSettled: 'trader.deal.admin-action-settled',
    dealOwnerChanged: 'trader.deal.owner-changed',
  },
  chat: {
    /** The chat instances' socket.io cluster messages (rooms shared across instances), heard by every instance. */
    clusterMessage: 'chat.cluster.message',
    conversationClosed: 'chat.conversation.closed',
  },
  storefront: {
    storeUpserted: 'storefront.store.upserted',
    storeDeleted: 'storefront.store.deleted',
  },
  admin: {
    dealModerated: 'admin.deal.moderated',
    itemModerated: 'admin.item.moderated',
    dealEditRequested: 'admin.deal.edit-requested',
    dealPrivateGrantsChanged: 'admin.deal.private-grants-changed',
    dealOwnershipTransferRequested: 'admin.deal.ownership-transfer-requested',
    dealOwnershipTransferred: 'admin.deal.ownership-transferred',
  },
} as const;

type ValuesOf<T> = T[keyof T];

/** Every event name. */
export type EventName = ValuesOf<{ [Service in keyof typeof EVENTS]: ValuesOf<(typeof EVENTS)[Service]> }>;

export const EVENT_NAMES: readonly EventName[] = Object.values(EVENTS).flatMap((group) => Object.values(group) as EventName[]);

export const isEventName = (value: string): value is EventName => (EVENT_NAMES as readonly string[]).includes(value);
