import type { Model, UpdateQuery } from 'mongoose';
import type { Outbox, OutboxEntry } from '../outbox';

/**
 * Sagas as named steps, each with its action and its compensation (the shape of a Medusa workflow), kept in a
 * document rather than in memory: the saga's state is a field of its document (an order's `status`), every step
 * is one write of that document conditional on the state before it, with the events the step announces (the
 * outbox), so a redelivered answer or a second instance finds the step taken, and a process killed anywhere
 * resumes from the stored state. The helper decides what runs next and, when a step fails, which compensations
 * run, in reverse order, before the one write that ends the saga.
 *
 * A step's action is either this process's work (`invoke`: a payment's capture) or an answer from elsewhere
 * (another service's event, a request handler), given to `Saga.answer`. Calls outside the store (a payment
 * provider) must be idempotent: a crash before the step's write makes them again.
 */

/** What a step's write stores beside the state: fields, fields removed, array entries and the outbox events. */
export interface SagaWrite {
  set?: Record<string, unknown>;
  unset?: readonly string[];
  push?: Record<string, unknown>;
  events?: readonly OutboxEntry[];
}

/** How a step went: done (with what its write stores), or failed with the reason the saga ends with. */
export type StepOutcome = { ok: true; write?: SagaWrite } | { ok: false; reason: string };
export const stepDone = (write?: SagaWrite): StepOutcome => ({ ok: true, ...(write ? { write } : {}) });
export const stepFailed = (reason: string): StepOutcome => ({ ok: false, reason });

/** The step that failed and why, as compensations and the failure's write see it. */
export interface SagaFailure {
  step: string;
  reason: string;
}

/** How a step is undone once a later step (or, for a parallel step, one of its own branches) failed. */
export interface SagaCompensation<D> {
  /** A call outside the store (a payment's void), made before the failure's write; idempotent, as a crash repeats it. */
  call?: (doc: D, failure: SagaFailure) => Promise<void>;
  /**
   * What the failure's write carries to undo the step (an event asking another service to put things back).
   * `awaits`: that service answers, so the saga waits in its `compensating` state before it ends.
   */
  write?: (doc: D, failure: SagaFailure) => (SagaWrite & { awaits?: boolean }) | null;
}

export interface SagaStep<D, S extends string> {
  name: string;
  /** The state the saga waits in for this step. */
  from: S;
  /**
   * The state the step's write moves the saga to. Without it the step is not stored on its own: its answer runs
   * the next step at once (same `from`), and a crash in between is resumed by the answer's redelivery.
   */
  to?: S;
  /** This process's work for the step; without it the step is answered from elsewhere (`Saga.answer`). */
  invoke?: (doc: D) => Promise<StepOutcome>;
  compensate?: SagaCompensation<D>;
  /**
   * Branches that run side by side (one per deal): the step fails when one branch fails, and its own
   * compensation then undoes the branches that were done, before the earlier steps' compensations.
   */
  parallel?: boolean;
}

export interface SagaDefinition<D, S extends string> {
  name: string;
  /** The document's field that holds the saga's state ('status' unless named). */
  state?: string;
  steps: readonly SagaStep<D, S>[];
  /**
   * How a failed saga ends: its end state and what that write stores beside the compensations' writes.
   * `awaiting`: a compensation waits for answers, so the saga moves to `compensating.state` instead of `to`.
   */
  failed: (doc: D, failure: SagaFailure, awaiting: boolean) => SagaWrite & { to: S };
  /** Compensations that wait for answers: the state the saga waits in for them, and the one it ends in. */
  compensating?: { state: S; ended: S };
  /** What every move writes beside the state (an order's history entry). */
  moved?: (to: S, doc: D) => SagaWrite;
}

/** One move of a saga: the write to make, conditional on `from`, and the calls to make before it, in order. */
export interface SagaMove {
  step: string;
  from: string;
  to: string;
  write: SagaWrite;
  calls: Array<() => Promise<void>>;
  failure: SagaFailure | null;
}

/** Checks a definition once: unique names, and a step not stored on its own followed by one of its state that runs here. */
export function defineSaga<D, S extends string>(definition: SagaDefinition<D, S>): SagaDefinition<D, S> {
  const names = new Set<string>();
  definition.steps.forEach((step, index) => {
    if (names.has(step.name)) throw new Error(`saga ${definition.name}: two steps named ${step.name}`);
    names.add(step.name);
    if (step.to !== undefined) return;
    const next = definition.steps[index + 1];
    if (!next || next.from !== step.from || !next.invoke)
      throw new Error(`saga ${definition.name}: step ${step.name} has no state of its own, so the next step must run here from ${step.from}`);
  });
  return definition;
}

const stateOf = (definition: { state?: string }, doc: unknown): string => (doc as Record<string, string>)[definition.state ?? 'status']!;

/** The index of the step the saga waits on in `state` (-1: it has ended, or waits on nothing). */
export function waitingStep(definition: { steps: readonly { from: string }[] }, state: string): number {
  return definition.steps.findIndex((step) => step.from === state);
}

/** Writes combined in order: later fields win, removals, entries and events add up. */
export function mergeWrites(...writes: Array<SagaWrite | null | undefined>): SagaWrite {
  const merged: Required<{ [K in keyof SagaWrite]: NonNullable<SagaWrite[K]> }> = { set: {}, unset: [], push: {}, events: [] };
  for (const write of writes) {
    if (!write) continue;
    Object.assign(merged.set, write.set);
    Object.assign(merged.push, write.push);
    merged.unset = [...merged.unset, ...(write.unset ?? [])];
    merged.events = [...merged.events, ...(write.events ?? [])];
  }
  return merged;
}

/**
 * The move that step `name`'s outcome makes, or null when the saga does not wait on that step (taken before, or
 * not reached). A failure gathers the compensations of the steps done before it, last first (a parallel step's
 * own first), and the failure's write. Nothing is written or called here: `Saga` (or a caller with its own
 * conditional write) carries the move out.
 */
export function planMove<D, S extends string>(definition: SagaDefinition<D, S>, doc: D, name: string, outcome: StepOutcome): SagaMove | null {
  const index = definition.steps.findIndex((step) => step.name === name);
  if (index < 0) throw new Error(`saga ${definition.name}: no step named ${name}`);
  const step = definition.steps[index]!;
  const state = stateOf(definition, doc);
  if (state !== step.from) return null;
  if (outcome.ok) {
    if (step.to === undefined) throw new Error(`saga ${definition.name}: step ${name} has no state of its own; run the next step with its answer`);
    return { step: name, from: step.from, to: step.to, write: mergeWrites(outcome.write, definition.moved?.(step.to, doc)), calls: [], failure: null };
  }
  const failure: SagaFailure = { step: name, reason: outcome.reason };
  const undone = definition.steps.slice(0, step.parallel ? index + 1 : index).reverse();
  let awaiting = false;
  const undoWrites: SagaWrite[] = [];
  for (const done of undone) {
    const write = done.compensate?.write?.(doc, failure);
    if (!write) continue;
    awaiting ||= Boolean(write.awaits);
    undoWrites.push(write);
  }
  const ending = definition.failed(doc, failure, awaiting);
  const to = awaiting && definition.compensating ? definition.compensating.state : ending.to;
  return {
    step: name,
    from: step.from,
    to,
    write: mergeWrites(...undoWrites, ending, definition.moved?.(to, doc)),
    calls: undone.filter((done) => done.compensate?.call).map((done) => () => done.compensate!.call!(doc, failure)),
    failure,
  };
}

/** The move that ends a compensation that waited for answers: `compensating.state` -> `compensating.ended`. */
export function planCompensated<D, S extends string>(definition: SagaDefinition<D, S>, doc: D, write?: SagaWrite): SagaMove | null {
  const phase = definition.compensating;
  if (!phase) throw new Error(`saga ${definition.name}: its compensations wait for no answers`);
  if (stateOf(definition, doc) !== phase.state) return null;
  return { step: 'compensated', from: phase.state, to: phase.ended, write: mergeWrites(write, definition.moved?.(phase.ended, doc)), calls: [], failure: null };
}

/** The update a move makes: the state, the write's fields, and its events in the outbox. */
export function moveUpdate(definition: { state?: string }, move: SagaMove, outbox: Outbox): UpdateQuery<unknown> {
  const update: Record<string, unknown> = { $set: { ...move.write.set, [definition.state ?? 'status']: move.to } };
  if (move.write.unset?.length) update.$unset = Object.fromEntries(move.write.unset.map((field) => [field, '']));
  if (move.write.push && Object.keys(move.write.push).length) update.$push = move.write.push;
  return move.write.events?.length ? outbox.withEvents(update, ...move.write.events) : update;
}

/**
 * A saga run over the documents of one model: `answer` takes a step's outcome from elsewhere, `resume` runs the
 * steps this process invokes from the stored state. Each move is one conditional write; the steps this process
 * invokes after it run at once, until the saga waits for an answer or ends.
 */
export class Saga<D extends object, S extends string> {
  constructor(
    readonly definition: SagaDefinition<D, S>,
    private readonly model: Model<D>,
    private readonly outbox: Outbox,
  ) {}

  /**
   * Step `name` went `outcome` for the saga of the document `filter` names. Answers the document as the last
   * write this call made left it, or null when the saga was not waiting on that step (a redelivery, a second
   * instance): then it resumes whatever the stored state leaves to this process, as a crash may have stopped it.
   */
  async answer(filter: Record<string, unknown>, name: string, outcome: StepOutcome): Promise<D | null> {
    const doc = await this.read(filter);
    if (!doc) return null;
    const index = this.definition.steps.findIndex((step) => step.name === name);
    const step = this.definition.steps[index];
    if (!step) throw new Error(`saga ${this.definition.name}: no step named ${name}`);
    if (waitingStep(this.definition, stateOf(this.definition, doc)) === index) {
      // A step without a state of its own hands its answer straight to the next step.
      if (outcome.ok && step.to === undefined) return this.run(filter, doc, index + 1, await this.definition.steps[index + 1]!.invoke!(doc));
      return this.run(filter, doc, index, outcome);
    }
    await this.resume(filter);
    return null;
  }

  /** Runs the step the stored state waits on when this process invokes it, and the ones after it. Answers the document as it ends up. */
  async resume(filter: Record<string, unknown>): Promise<D | null> {
    const doc = await this.read(filter);
    if (!doc) return null;
    const index = waitingStep(this.definition, stateOf(this.definition, doc));
    const step = this.definition.steps[index];
    if (!step?.invoke) return doc;
    return (await this.run(filter, doc, index, await step.invoke(doc))) ?? this.read(filter);
  }

  private async run(filter: Record<string, unknown>, doc: D, index: number, outcome: StepOutcome): Promise<D | null> {
    for (;;) {
      const move = planMove(this.definition, doc, this.definition.steps[index]!.name, outcome);
      if (!move) return null;
      for (const call of move.calls) await call();
      const written = await this.model
        .findOneAndUpdate({ ...filter, [this.definition.state ?? 'status']: move.from }, moveUpdate(this.definition, move, this.outbox), {
          returnDocument: 'after',
        })
        .lean<D>();
      // Another instance, or a redelivery, took the step first.
      if (!written || move.failure) return written;
      index = waitingStep(this.definition, move.to);
      const next = this.definition.steps[index];
      if (!next?.invoke) return written;
      doc = written;
      outcome = await next.invoke(doc);
      if (outcome.ok && next.to === undefined) {
        outcome = await this.definition.steps[index + 1]!.invoke!(doc);
        index++;
      }
    }
  }

  private read(filter: Record<string, unknown>): Promise<D | null> {
    return this.model.findOne(filter).lean<D>() as Promise<D | null>;
  }
}
