import { ADMIN_EVENTS } from '../admin/events';
import { CATALOG_EVENTS } from '../catalog/events';
import { CHAT_EVENTS } from '../chat/events';
import { eventNamesOf, type EventDeclaration, type EventNamesOf } from './define';
import { IDENTITY_EVENTS } from '../identity/events';
import { ORDERS_EVENTS } from '../orders/events';
import { STOREFRONT_EVENTS } from '../storefront/events';
import { TRADER_EVENTS } from '../trader/events';

/**
 * Every domain's events, by the domain that publishes them. An event is declared once, in its domain's events
 * file, with its payload type (`defineEvent(name).carrying<Payload>()`) and listed in that domain's group;
 * everything below is derived from these groups. A new publishing domain adds its group here.
 */
export const EVENT_GROUPS = {
  catalog: CATALOG_EVENTS,
  identity: IDENTITY_EVENTS,
  orders: ORDERS_EVENTS,
  trader: TRADER_EVENTS,
  chat: CHAT_EVENTS,
  storefront: STOREFRONT_EVENTS,
  admin: ADMIN_EVENTS,
} as const;

type ValuesOf<T> = T[keyof T];

/** Every event's declaration. */
export type EventDeclarations = ValuesOf<{ [Domain in keyof typeof EVENT_GROUPS]: ValuesOf<(typeof EVENT_GROUPS)[Domain]> }>;

/** Integration-event names, which are also the topic names (`<service>.<aggregate>.<event>`): `EVENTS.trader.dealCreated`. */
export const EVENTS = Object.fromEntries(Object.entries(EVENT_GROUPS).map(([domain, group]) => [domain, eventNamesOf(group)])) as {
  readonly [Domain in keyof typeof EVENT_GROUPS]: EventNamesOf<(typeof EVENT_GROUPS)[Domain]>;
};

/** Every event name. */
export type EventName = EventDeclarations['name'];

/** Every declaration, in the groups' order. */
export const EVENT_DECLARATIONS: readonly EventDeclaration<EventName>[] = Object.values(EVENT_GROUPS).flatMap(
  (group) => Object.values(group) as EventDeclaration<EventName>[],
);

export const EVENT_NAMES: readonly EventName[] = EVENT_DECLARATIONS.map((declaration) => declaration.name);

export const isEventName = (value: string): value is EventName => (EVENT_NAMES as readonly string[]).includes(value);
