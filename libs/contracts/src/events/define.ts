/**
 * One integration event: its name (also the topic, `<service>.<aggregate>.<event>`) and its payload type, declared
 * together in the publishing domain's `events.ts`. `EVENTS`, `EventName` and `EventPayloads` are derived from
 * these declarations (./names), so a new event is one declaration and one entry in its domain's group.
 */
export interface EventDeclaration<N extends string = string, P = unknown> {
  readonly name: N;
  /** Type only: the payload this event carries (never set at run time). */
  readonly payload?: P;
}

/** A name without its payload yet: `.carrying<Payload>()` completes the declaration. */
export interface EventNameDraft<N extends string> {
  carrying<P>(): EventDeclaration<N, P>;
}

/**
 * `defineEvent('trader.deal.created').carrying<TraderDealPayload>()`. Two steps because TypeScript cannot infer
 * the name's literal type while the payload's type is given explicitly.
 */
export function defineEvent<const N extends string>(name: N): EventNameDraft<N> {
  return { carrying: <P>() => Object.freeze({ name }) as EventDeclaration<N, P> };
}

/** A domain's events by the key `EVENTS.<domain>.<key>` names them. */
export type EventGroup = Readonly<Record<string, EventDeclaration>>;

/** `{ dealCreated: 'trader.deal.created', ... }` from a domain's group, the names' literal types kept. */
export type EventNamesOf<G extends EventGroup> = { readonly [K in keyof G]: G[K]['name'] };

export function eventNamesOf<const G extends EventGroup>(group: G): EventNamesOf<G> {
  return Object.fromEntries(Object.entries(group).map(([key, declaration]) => [key, declaration.name])) as EventNamesOf<G>;
}

/** The payload type of a declaration. */
export type PayloadOf<D> = D extends EventDeclaration<string, infer P> ? P : never;
