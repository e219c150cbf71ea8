import { Injectable, Module } from '@nestjs/common';
import { InjectModel, Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Test } from '@nestjs/testing';
import type { INestApplication } from '@nestjs/common';
import type { IntegrationEvent } from '@solar/contracts';
import type { Model } from 'mongoose';
import { DocumentStoreModule } from '../document-store';
import { EmbeddedBroker, EventBusModule, EventPublisher } from '../event-bus';
import { Outbox, outboxPlugin, type OutboxEntry } from '../outbox';
import { OutboxModule } from '../outbox/outbox.module';
import { defineSaga, planCompensated, planMove, Saga, stepDone, stepFailed, type SagaDefinition } from './saga';

/** A shipment's saga: paid here (the step before), packed by a warehouse (its answer), charged and labelled here. */
type ShipmentState = 'paying' | 'packing' | 'charging' | 'labelling' | 'shipped' | 'cancelled';

@Schema({ collection: 'saga_shipments', versionKey: false })
class Shipment {
  @Prop({ required: true, unique: true }) ref!: string;
  @Prop({ type: String, required: true }) status!: ShipmentState;
  @Prop({ type: String, default: null }) label!: string | null;
  @Prop({ type: String, default: null }) reason!: string | null;
  @Prop({ type: [String], default: [] }) history!: string[];
  _outbox?: OutboxEntry[];
}
const ShipmentSchema = SchemaFactory.createForClass(Shipment);
ShipmentSchema.plugin(outboxPlugin);

@Injectable()
class Shipments {
  constructor(
    @InjectModel(Shipment.name) readonly model: Model<Shipment>,
    readonly outbox: Outbox,
  ) {}
}

/** What the steps did outside the store, in order: the calls a test expects, and those a crash repeats. */
let calls: string[] = [];
/** The outcome each invoked step gives next (done unless a test says otherwise), and a crash to simulate. */
let charge: () => Promise<void> = async () => undefined;
let label: () => Promise<void> = async () => undefined;
let refundCall: () => Promise<void> = async () => undefined;

function shipmentSaga(outbox: Outbox): SagaDefinition<Shipment, ShipmentState> {
  const event = (type: string, doc: Shipment) => outbox.event(type, doc.ref, { ref: doc.ref });
  return defineSaga<Shipment, ShipmentState>({
    name: 'shipment',
    steps: [
      {
        name: 'pay',
        from: 'paying',
        to: 'packing',
        compensate: {
          call: async (doc) => {
            calls.push(`refund ${doc.ref}`);
            await refundCall();
          },
        },
      },
      { name: 'pack', from: 'packing', to: 'charging', compensate: { write: (doc) => ({ events: [event('test.shipment.unpack', doc)] }) } },
      {
        name: 'charge',
        from: 'charging',
        to: 'labelling',
        invoke: async (doc) => {
          calls.push(`charge ${doc.ref}`);
          await charge();
          return stepDone({ events: [event('test.shipment.charged', doc)] });
        },
        compensate: { call: async (doc) => void calls.push(`uncharge ${doc.ref}`), write: (doc) => ({ events: [event('test.shipment.uncharged', doc)] }) },
      },
      {
        name: 'label',
        from: 'labelling',
        to: 'shipped',
        invoke: async (doc) => {
          calls.push(`label ${doc.ref}`);
          try {
            await label();
          } catch (error) {
            // The process dying is no answer of the carrier's: nothing after it runs.
            if ((error as { crash?: boolean }).crash) throw error;
            return stepFailed((error as Error).message);
          }
          return stepDone({ set: { label: `L-${doc.ref}` }, events: [event('test.shipment.shipped', doc)] });
        },
      },
    ],
    failed: (doc, failure) => ({ to: 'cancelled', set: { reason: `${failure.step}: ${failure.reason}` }, events: [event('test.shipment.cancelled', doc)] }),
    moved: (to) => ({ push: { history: to } }),
  });
}

let app: INestApplication;
let shipments: Shipments;
let saga: Saga<Shipment, ShipmentState>;
const published: IntegrationEvent[] = [];

beforeAll(async () => {
  const broker = new EmbeddedBroker();
  @Module({
    imports: [
      DocumentStoreModule.forRoot({ service: 'saga-test' }),
      DocumentStoreModule.forFeature([{ name: Shipment.name, schema: ShipmentSchema }]),
      EventBusModule.forRoot({ service: 'saga-test', broker }),
      OutboxModule,
    ],
    providers: [Shipments],
  })
  class TestModule {}
  const module = await Test.createTestingModule({ imports: [TestModule] })
    .overrideProvider(EventPublisher)
    .useValue({ publishEnvelope: async (envelope: IntegrationEvent) => void published.push(envelope) })
    .compile();
  app = module.createNestApplication();
  await app.init();
  shipments = app.get(Shipments);
  saga = new Saga(shipmentSaga(shipments.outbox), shipments.model, shipments.outbox);
});

afterAll(async () => {
  await app?.close();
});

beforeEach(() => {
  calls = [];
  charge = async () => undefined;
  label = async () => undefined;
  refundCall = async () => undefined;
});

/** A new saga waiting for the warehouse's answer. */
async function packing(ref: string): Promise<void> {
  await shipments.model.create({ ref, status: 'packing' });
}

async function eventsOf(ref: string): Promise<string[]> {
  await shipments.outbox.flush();
  return published.filter((e) => e.key === ref).map((e) => e.type.replace('test.shipment.', ''));
}
const stored = async (ref: string) => (await shipments.model.findOne({ ref }).lean<Shipment>())!;

it('runs the steps in their order: the answer, then each step this process invokes, each write with its event', async () => {
  await packing('s1');
  const ended = await saga.answer({ ref: 's1' }, 'pack', stepDone());
  expect(calls).toEqual(['charge s1', 'label s1']);
  expect(ended).toMatchObject({ status: 'shipped', label: 'L-s1', history: ['charging', 'labelling', 'shipped'] });
  expect(await eventsOf('s1')).toEqual(['charged', 'shipped']);
});

it('runs the compensations of the steps done before a failure in reverse order, then ends the saga in one write', async () => {
  await packing('s2');
  label = async () => {
    throw new Error('no carrier');
  };
  const ended = await saga.answer({ ref: 's2' }, 'pack', stepDone());
  // charge's call before pay's: last done, first undone; the failed step itself is not undone.
  expect(calls).toEqual(['charge s2', 'label s2', 'uncharge s2', 'refund s2']);
  expect(ended).toMatchObject({ status: 'cancelled', label: null, reason: 'label: no carrier', history: ['charging', 'labelling', 'cancelled'] });
  // The compensations' events last step first, then the failure's own.
  expect(await eventsOf('s2')).toEqual(['charged', 'uncharged', 'unpack', 'cancelled']);
});

it('undoes only what was done when the step waiting for an answer fails', async () => {
  await packing('s3');
  await saga.answer({ ref: 's3' }, 'pack', stepFailed('out of boxes'));
  expect(calls).toEqual(['refund s3']);
  expect(await stored('s3')).toMatchObject({ status: 'cancelled', reason: 'pack: out of boxes' });
  expect(await eventsOf('s3')).toEqual(['cancelled']);
});

it('resumes from the stored state after a crash in the middle of a step: the step runs again, its write is made once', async () => {
  await packing('s4');
  // Killed while the carrier was printing the label: the step's write was never made.
  label = async () => {
    throw Object.assign(new Error('killed'), { crash: true });
  };
  await expect(saga.answer({ ref: 's4' }, 'pack', stepDone())).rejects.toThrow('killed');
  expect(await stored('s4')).toMatchObject({ status: 'labelling', label: null });

  label = async () => undefined;
  calls = [];
  const resumed = await saga.resume({ ref: 's4' });
  expect(calls).toEqual(['label s4']);
  expect(resumed).toMatchObject({ status: 'shipped', label: 'L-s4', history: ['charging', 'labelling', 'shipped'] });
  expect(await eventsOf('s4')).toEqual(['charged', 'shipped']);
});

it('resumes a compensation a crash stopped: the calls are made again, the saga ends once', async () => {
  await packing('s5');
  refundCall = async () => {
    throw new Error('killed during the refund');
  };
  await expect(saga.answer({ ref: 's5' }, 'pack', stepFailed('damaged'))).rejects.toThrow('killed during the refund');
  expect(await stored('s5')).toMatchObject({ status: 'packing' });

  // The answer is delivered again after the restart.
  refundCall = async () => undefined;
  await saga.answer({ ref: 's5' }, 'pack', stepFailed('damaged'));
  expect(calls).toEqual(['refund s5', 'refund s5']);
  expect(await stored('s5')).toMatchObject({ status: 'cancelled', reason: 'pack: damaged', history: ['cancelled'] });
  expect(await eventsOf('s5')).toEqual(['cancelled']);
});

it('takes a redelivered answer, or one answered twice at once, as nothing new: no second write, event or call', async () => {
  await packing('s6');
  const [first, second] = await Promise.all([saga.answer({ ref: 's6' }, 'pack', stepDone()), saga.answer({ ref: 's6' }, 'pack', stepDone())]);
  expect([first, second].filter(Boolean)).toHaveLength(1);
  expect(await saga.answer({ ref: 's6' }, 'pack', stepDone())).toBeNull();
  expect(await saga.answer({ ref: 's6' }, 'pack', stepFailed('late refusal'))).toBeNull();
  expect(await stored('s6')).toMatchObject({ status: 'shipped', reason: null, history: ['charging', 'labelling', 'shipped'] });
  expect(await eventsOf('s6')).toEqual(['charged', 'shipped']);
  // A concurrent answer may resume the invoked steps, whose calls are idempotent; the writes are not repeated.
  expect(calls.filter((c) => c.startsWith('label')).length).toBeGreaterThanOrEqual(1);
});

it('does not run a step that waits for an answer, nor one before the stored state', async () => {
  await packing('s7');
  expect(await saga.resume({ ref: 's7' })).toMatchObject({ status: 'packing' });
  expect(await saga.answer({ ref: 's7' }, 'pay', stepDone())).toBeNull();
  expect(calls).toEqual([]);
  expect(await eventsOf('s7')).toEqual([]);
});

describe('definitions and plans', () => {
  type S = 'authorized' | 'captured' | 'failed' | 'voided' | 'sent' | 'completed' | 'compensating' | 'compensated';
  interface Doc {
    status: S;
  }

  it('refuses a step without a state of its own unless the next step runs here from the same state', () => {
    expect(() => defineSaga<Doc, S>({ name: 'bad', steps: [{ name: 'confirm', from: 'authorized' }], failed: () => ({ to: 'failed' }) })).toThrow(
      'step confirm has no state of its own',
    );
    expect(() =>
      defineSaga<Doc, S>({
        name: 'bad-names',
        steps: [
          { name: 'a', from: 'authorized', to: 'captured' },
          { name: 'a', from: 'captured', to: 'failed' },
        ],
        failed: () => ({ to: 'failed' }),
      }),
    ).toThrow('two steps named a');
  });

  it("ends as the failed step says, and a failed step's own compensation runs only for a parallel step", () => {
    const definition = defineSaga<Doc, S>({
      name: 'transfer',
      steps: [{ name: 'move', from: 'sent', to: 'completed', parallel: true, compensate: { write: () => ({ set: { undo: true }, awaits: true }) } }],
      failed: (_doc, failure, awaiting) => ({ to: 'compensated', set: { message: `${failure.reason}${awaiting ? ' (undoing)' : ''}` } }),
      compensating: { state: 'compensating', ended: 'compensated' },
    });
    const move = planMove(definition, { status: 'sent' }, 'move', stepFailed('refused'))!;
    expect([move.from, move.to, move.write.set]).toEqual(['sent', 'compensating', { undo: true, message: 'refused (undoing)' }]);
    expect(planMove(definition, { status: 'compensating' }, 'move', stepFailed('refused'))).toBeNull();
    const ended = planCompensated(definition, { status: 'compensating' }, { set: { back: true } })!;
    expect([ended.from, ended.to, ended.write.set]).toEqual(['compensating', 'compensated', { back: true }]);
    expect(planCompensated(definition, { status: 'compensated' })).toBeNull();
  });
});

describe('a step without a state of its own', () => {
  /** Approval is answered from elsewhere and not stored: the answer ships at once, or undoes the approval too. */
  let approving: Saga<Shipment, ShipmentState>;
  beforeAll(() => {
    const event = (type: string, doc: Shipment) => shipments.outbox.event(type, doc.ref, { ref: doc.ref });
    approving = new Saga(
      defineSaga<Shipment, ShipmentState>({
        name: 'approved-shipment',
        steps: [
          { name: 'reserve', from: 'paying', to: 'packing', compensate: { call: async (doc) => void calls.push(`release ${doc.ref}`) } },
          { name: 'approve', from: 'packing', compensate: { write: (doc) => ({ events: [event('test.shipment.unapproved', doc)] }) } },
          {
            name: 'ship',
            from: 'packing',
            to: 'shipped',
            invoke: async (doc) => {
              calls.push(`ship ${doc.ref}`);
              return doc.ref.endsWith('-lost') ? stepFailed('lost') : stepDone({ events: [event('test.shipment.shipped', doc)] });
            },
          },
        ],
        failed: (doc, failure) => ({ to: 'cancelled', set: { reason: failure.reason }, events: [event('test.shipment.cancelled', doc)] }),
      }),
      shipments.model,
      shipments.outbox,
    );
  });

  it('hands its answer to the next step, which a resume alone never runs', async () => {
    await packing('a1');
    expect(await approving.resume({ ref: 'a1' })).toMatchObject({ status: 'packing' });
    expect(calls).toEqual([]);
    expect(await approving.answer({ ref: 'a1' }, 'approve', stepDone())).toMatchObject({ status: 'shipped' });
    expect(calls).toEqual(['ship a1']);
    expect(await eventsOf('a1')).toEqual(['shipped']);
  });

  it('is undone with the steps before it when the next step fails, or alone with those before it when it is refused', async () => {
    await packing('a2-lost');
    await approving.answer({ ref: 'a2-lost' }, 'approve', stepDone());
    expect(await stored('a2-lost')).toMatchObject({ status: 'cancelled', reason: 'lost' });
    expect(await eventsOf('a2-lost')).toEqual(['unapproved', 'cancelled']);

    await packing('a3');
    await approving.answer({ ref: 'a3' }, 'approve', stepFailed('not approved'));
    expect(await stored('a3')).toMatchObject({ status: 'cancelled', reason: 'not approved' });
    expect(await eventsOf('a3')).toEqual(['cancelled']);
    expect(calls).toEqual(['ship a2-lost', 'release a2-lost', 'release a3']);
  });
});
