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
import { Outbox, outboxPlugin, type OutboxEntry } from './outbox';
import { OutboxModule } from './outbox.module';

@Schema({ collection: 'panels' })
class Panel {
  @Prop({ required: true, unique: true }) uuid!: string;
  @Prop({ required: true }) stock!: number;
  _outbox?: OutboxEntry[];
}
const PanelSchema = SchemaFactory.createForClass(Panel);
PanelSchema.plugin(outboxPlugin);

@Injectable()
class Panels {
  constructor(
    @InjectModel(Panel.name) readonly model: Model<Panel>,
    readonly outbox: Outbox,
  ) {
    outbox.register(model);
  }

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
      DocumentStoreModule.forFeature([{ name: Panel.name, schema: PanelSchema }]),
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

  it('keeps an event the bus refused, holds later events of that aggregate behind it, and retries', async () => {
    const broker = new EmbeddedBroker();
    const attempts: string[] = [];
    let refuse = true;
    const real = { publishEnvelope: async (envelope: IntegrationEvent) => void broker.publish(envelope.type, { key: envelope.key, value: JSON.stringify(envelope) }) };
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
  it('runs a handler once per event id, however often the event is delivered', async () => {
    const broker = new EmbeddedBroker();
    const app = await boot(broker);
    const inbox = app.get(Inbox);
    const event: IntegrationEvent = { id: 'evt-1', type: 'test.panel.adjusted', version: 1, occurredAt: new Date().toISOString(), key: 'p1', data: {} };
    let runs = 0;
    const handle = async () => {
      runs++;
    };
    expect(await inbox.handleOnce(event, handle)).toBe(true);
    expect(await inbox.handleOnce(event, handle)).toBe(false);
    expect(await inbox.handleOnce({ ...event, id: 'evt-2' }, handle)).toBe(true);
    expect(runs).toBe(2);
    await app.close();
    await broker.close();
  });

  it('does not mark an event handled when its handler fails, so the redelivery runs it again', async () => {
    const broker = new EmbeddedBroker();
    const app = await boot(broker);
    const inbox = app.get(Inbox);
    const event: IntegrationEvent = { id: 'evt-3', type: 't', version: 1, occurredAt: new Date().toISOString(), key: 'k', data: {} };
    await expect(inbox.handleOnce(event, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    let ran = false;
    expect(await inbox.handleOnce(event, async () => void (ran = true))).toBe(true);
    expect(ran).toBe(true);
    await app.close();
    await broker.close();
  });
});
