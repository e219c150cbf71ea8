import { Injectable, Module } from '@nestjs/common';
import { InjectModel, Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Test } from '@nestjs/testing';
import type { IntegrationEvent } from '@solar/contracts';
import type { Model } from 'mongoose';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DocumentStoreModule } from '../document-store';
import { EmbeddedBroker, EventBusModule, EventPublisher } from '../event-bus';
import { Inbox } from './inbox';
import { Outbox, OUTBOX_RETRY_MS, outboxPlugin, type OutboxEntry } from './outbox';
import { OutboxModule } from './outbox.module';

@Schema({ collection: 'panels', timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' } })
class Panel {
  @Prop({ required: true, unique: true }) uuid!: string;
  @Prop({ required: true }) stock!: number;
  updated_at?: Date;
  _outbox?: OutboxEntry[];
}
const PanelSchema = SchemaFactory.createForClass(Panel);
PanelSchema.plugin(outboxPlugin);

/** An effect that is one document per event: its `_id` is the event id. */
@Schema({ collection: 'panel_deliveries', versionKey: false })
class PanelDelivery {
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ required: true, unique: true }) delivery_note!: string;
}
const PanelDeliverySchema = SchemaFactory.createForClass(PanelDelivery);
/** Set by a test: the next insert fails after it was written, as a process that dies right after it would. */
let crashAfterNextDelivery = false;
PanelDeliverySchema.post('save', () => {
  if (!crashAfterNextDelivery) return;
  crashAfterNextDelivery = false;
  throw new Error('process died after the write');
});

/** Writes with events, and nothing else: no call tells the outbox about the model or the write. */
@Injectable()
class Panels {
  constructor(
    @InjectModel(Panel.name) readonly model: Model<Panel>,
    @InjectModel(PanelDelivery.name) readonly deliveries: Model<PanelDelivery>,
    readonly outbox: Outbox,
  ) {}

  /** The change and the event announcing it, in one write. */
  async adjust(uuid: string, stock: number): Promise<void> {
    const event = this.outbox.event('test.panel.adjusted', uuid, { uuid, stock });
    await this.model.updateOne({ uuid }, { $set: { stock }, ...this.outbox.pushEvents(event) }, { upsert: true });
  }
}

async function boot(broker: EmbeddedBroker, publisher?: Partial<EventPublisher>, dataDir?: string) {
  @Module({
    imports: [
      DocumentStoreModule.forRoot({ service: 'outbox-test', dataDir }),
      DocumentStoreModule.forFeature([
        { name: Panel.name, schema: PanelSchema },
        { name: PanelDelivery.name, schema: PanelDeliverySchema },
      ]),
      EventBusModule.forRoot({ service: 'outbox-test', broker }),
      OutboxModule,
    ],
    providers: [Panels],
  })
  class TestModule {}
  let builder = Test.createTestingModule({ imports: [TestModule] });
  if (publisher) builder = builder.overrideProvider(EventPublisher).useValue(publisher);
  const app = (await builder.compile()).createNestApplication();
  await app.init();
  return app;
}

const published = (broker: EmbeddedBroker) =>
  broker.readTopic('test.panel.adjusted').map((m) => JSON.parse(m.value) as IntegrationEvent<{ uuid: string; stock: number }>);

/** Waits until `count` events are on the topic (the relay runs on its own after the write), or fails. */
async function publishedEventually(broker: EmbeddedBroker, count: number, withinMs = OUTBOX_RETRY_MS) {
  const deadline = Date.now() + withinMs;
  while (published(broker).length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  return published(broker);
}

describe('Outbox', () => {
  it('publishes the events written with a change, in order, and removes them from the document', async () => {
    const broker = new EmbeddedBroker();
    const app = await boot(broker);
    const panels = app.get(Panels);
    await panels.adjust('p1', 10);
    await panels.adjust('p1', 7);
    await panels.outbox.flush();

    expect(published(broker).map((e) => e.data.stock)).toEqual([10, 7]);
    const stored = await panels.model.findOne({ uuid: 'p1' }).select('+_outbox').lean();
    expect(stored?._outbox).toEqual([]);
    expect(stored?.stock).toBe(7);
    await app.close();
    await broker.close();
  });

  it("leaves the aggregate's updated_at as its change set it: publishing is bookkeeping, not a change", async () => {
    const broker = new EmbeddedBroker();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The bus answers late, as Kafka does under load: the relay pulls the event well after the change.
    const app = await boot(broker, {
      publishEnvelope: async (envelope: IntegrationEvent) => {
        await held;
        await broker.publish(envelope.type, { key: envelope.key, value: JSON.stringify(envelope) });
      },
    });
    const panels = app.get(Panels);
    await panels.adjust('p-time', 3);
    const changed = (await panels.model.findOne({ uuid: 'p-time' }).lean())!.updated_at!.getTime();
    await new Promise((resolve) => setTimeout(resolve, 30));
    release();
    await panels.outbox.flush();
    const stored = await panels.model.findOne({ uuid: 'p-time' }).select('+_outbox').lean();
    expect(stored?._outbox).toEqual([]);
    expect(stored?.updated_at?.getTime()).toBe(changed);
    await app.close();
    await broker.close();
  });

  it('keeps an event the bus refused, holds later events of that aggregate behind it, and retries', async () => {
    const broker = new EmbeddedBroker();
    const attempts: string[] = [];
    let refuse = true;
    const real = {
      publishEnvelope: async (envelope: IntegrationEvent) => void broker.publish(envelope.type, { key: envelope.key, value: JSON.stringify(envelope) }),
    };
    const app = await boot(broker, {
      publishEnvelope: async (envelope: IntegrationEvent) => {
        attempts.push(envelope.id);
        if (refuse) throw new Error('bus unavailable');
        await real.publishEnvelope(envelope);
      },
    });
    const panels = app.get(Panels);
    await panels.adjust('p2', 5);
    await panels.adjust('p2', 4);
    await panels.outbox.flush();

    expect(published(broker)).toEqual([]);
    expect(new Set(attempts).size).toBe(1); // the second event waited behind the first
    const pending = await panels.model.findOne({ uuid: 'p2' }).select('+_outbox').lean();
    expect(pending?._outbox?.map((e) => (e.envelope.data as { stock: number }).stock)).toEqual([5, 4]);

    refuse = false;
    await panels.outbox.flush();
    const events = published(broker);
    expect(events.map((e) => e.data.stock)).toEqual([5, 4]);
    expect(events[0].id).toBe(pending?._outbox?.[0].id); // the stored id travels, so consumers can dedupe
    await app.close();
    await broker.close();
  });

  it('publishes the events of every kind of write without the writer calling the outbox', async () => {
    const broker = new EmbeddedBroker();
    const app = await boot(broker);
    const { model, outbox } = app.get(Panels);
    const event = (stock: number) => outbox.event('test.panel.adjusted', 'p4', { uuid: 'p4', stock });

    const writes = [
      () => model.create({ uuid: 'p4', stock: 1, _outbox: [event(1)] }),
      () => model.updateOne({ uuid: 'p4' }, { $set: { stock: 2 }, ...outbox.pushEvents(event(2)) }),
      () => model.findOneAndUpdate({ uuid: 'p4' }, { $set: { stock: 3 }, ...outbox.pushEvents(event(3)) }),
      () => model.updateOne({ uuid: 'p5' }, { $setOnInsert: { stock: 4, _outbox: [event(4)] } }, { upsert: true }),
      () => model.insertMany([{ uuid: 'p6', stock: 5, _outbox: [event(5)] }]),
      () => model.insertMany([{ uuid: 'p7', stock: 6, _outbox: [event(6)] }], { lean: true }),
      () => model.bulkWrite([{ updateOne: { filter: { uuid: 'p6' }, update: { $set: { stock: 7 }, ...outbox.pushEvents(event(7)) } } }]),
    ];
    for (const [index, write] of writes.entries()) {
      await write();
      // Each kind of write wakes the relay by itself: the next write is made only once this one's event is out.
      expect((await publishedEventually(broker, index + 1)).map((e) => e.data.stock)).toEqual([1, 2, 3, 4, 5, 6, 7].slice(0, index + 1));
    }
    const left = await model.find({ '_outbox.id': { $exists: true } }).lean();
    expect(left).toEqual([]);
    await app.close();
    await broker.close();
  });

  it('publishes events left in documents by an earlier run when the service starts again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'outbox-'));
    const broker = new EmbeddedBroker();
    const first = await boot(broker, { publishEnvelope: async () => Promise.reject(new Error('bus down')) }, dataDir);
    await first.get(Panels).adjust('p3', 1);
    await first.close();
    expect(published(broker)).toEqual([]);

    const second = await boot(broker, undefined, dataDir);
    expect(published(broker).map((e) => e.data.stock)).toEqual([1]);
    await second.close();
    await broker.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('Inbox', () => {
  const eventWithId = (id: string): IntegrationEvent => ({
    id,
    type: 'test.panel.delivered',
    version: 1,
    occurredAt: new Date().toISOString(),
    key: 'p1',
    data: {},
  });

  it('applies an effect keyed by the event id once, however often the event is delivered', async () => {
    const broker = new EmbeddedBroker();
    const app = await boot(broker);
    const inbox = app.get(Inbox);
    const { deliveries } = app.get(Panels);
    const event = eventWithId('evt-1');

    expect(await inbox.applyOnce(event, { insertInto: deliveries, document: { delivery_note: 'note-1' } })).toBe(true);
    expect(await inbox.applyOnce(event, { insertInto: deliveries, document: { delivery_note: 'note-1' } })).toBe(false);
    expect(await inbox.applyOnce(eventWithId('evt-2'), { insertInto: deliveries, document: { delivery_note: 'note-2' } })).toBe(true);
    expect(await deliveries.countDocuments()).toBe(2);
    await app.close();
    await broker.close();
  });

  it('records nothing when the effect fails, so the redelivery applies it', async () => {
    const broker = new EmbeddedBroker();
    const app = await boot(broker);
    const inbox = app.get(Inbox);
    const { deliveries } = app.get(Panels);
    const event = eventWithId('evt-3');

    await expect(inbox.applyOnce(event, { insertInto: deliveries, document: {} })).rejects.toThrow(/delivery_note/);
    expect(await inbox.applyOnce(event, { insertInto: deliveries, document: { delivery_note: 'note-3' } })).toBe(true);
    expect(await deliveries.countDocuments({ _id: 'evt-3' })).toBe(1);
    await app.close();
    await broker.close();
  });

  it('cannot apply an effect twice when the handler dies between the effect and acknowledging the event', async () => {
    const broker = new EmbeddedBroker();
    const app = await boot(broker);
    const inbox = app.get(Inbox);
    const { deliveries } = app.get(Panels);
    const event = eventWithId('evt-4');

    // With the id recorded after the effect, this crash left the effect unrecorded and the redelivery applied it again.
    crashAfterNextDelivery = true;
    await expect(inbox.applyOnce(event, { insertInto: deliveries, document: { delivery_note: 'note-4' } })).rejects.toThrow('process died');
    expect(await inbox.applyOnce(event, { insertInto: deliveries, document: { delivery_note: 'note-4' } })).toBe(false);
    expect(await deliveries.countDocuments()).toBe(1);
    await app.close();
    await broker.close();
  });

  it("reports another unique index's refusal as a failure, not as an event applied before", async () => {
    const broker = new EmbeddedBroker();
    const app = await boot(broker);
    const inbox = app.get(Inbox);
    const { deliveries } = app.get(Panels);
    await deliveries.init(); // the unique index on delivery_note is in place

    await inbox.applyOnce(eventWithId('evt-5'), { insertInto: deliveries, document: { delivery_note: 'same note' } });
    await expect(inbox.applyOnce(eventWithId('evt-6'), { insertInto: deliveries, document: { delivery_note: 'same note' } })).rejects.toMatchObject({
      code: 11000,
    });
    await app.close();
    await broker.close();
  });

  it('runs an effect that is idempotent by its own writes, answering what it answers', async () => {
    const broker = new EmbeddedBroker();
    const app = await boot(broker);
    const inbox = app.get(Inbox);
    const { model } = app.get(Panels);
    const event = eventWithId('evt-7');
    await model.create({ uuid: 'p7', stock: 1 });
    // Conditional on the state it sets: a second run matches nothing.
    const setStock = () =>
      inbox.applyOnce(event, {
        idempotentBy: 'the stock it sets',
        apply: async () => (await model.updateOne({ uuid: 'p7', stock: { $ne: 9 } }, { $set: { stock: 9 } })).modifiedCount,
      });

    expect(await setStock()).toBe(1);
    expect(await setStock()).toBe(0);
    await app.close();
    await broker.close();
  });
});
