import type { PayloadOf } from './define';
import type { IntegrationEvent } from './envelope';
import type { EventDeclarations, EventName } from './names';

/** Event name -> payload type, derived from the declarations (each domain's events file). */
export type EventPayloads = { [D in EventDeclarations as D['name']]: PayloadOf<D> };

/** The envelope of one named event, its payload typed: `EventOf<'catalog.item.updated'>`. */
export type EventOf<N extends EventName> = IntegrationEvent<EventPayloads[N], N>;

/** What a topic named `N` carries: a declared event's payload, or anything for a topic no domain declares (tests' own). */
export type PayloadOfTopic<N extends string> = N extends EventName ? EventPayloads[N] : unknown;

// A declaration whose payload is left `unknown` (or `any`) fails to compile here: every event names its payload.
type AssertTrue<T extends true> = T;
type UntypedPayloads = { [N in EventName]: unknown extends EventPayloads[N] ? N : never }[EventName];
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the check is that it compiles
type EveryEventHasAPayload = AssertTrue<[UntypedPayloads] extends [never] ? true : false>;
