import { Injectable } from '@nestjs/common';
import { InjectModel, Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { IntegrationEvent } from '@solar/contracts';
import type { Model } from 'mongoose';

@Schema({ collection: 'processed_events', versionKey: false })
export class ProcessedEvent {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ required: true })
  type!: string;

  @Prop({ required: true })
  handledAt!: Date;
}
export const ProcessedEventSchema = SchemaFactory.createForClass(ProcessedEvent);

/**
 * Idempotent consumers: the bus delivers at least once, so each service remembers the event ids it has
 * handled and skips a redelivery. The id is recorded after the effect, not with it: a process that dies in
 * between, or two instances racing through a rebalance, run the effect again. So this is the cheap first
 * line only; every effect must itself be safe to apply twice (a conditional single-document write that
 * records the event or the order it came from, as the saga, the stock ledger and the cart do). The one effect
 * that cannot be, a mail, may then go out twice.
 */
@Injectable()
export class Inbox {
  constructor(@InjectModel(ProcessedEvent.name) private readonly processed: Model<ProcessedEvent>) {}

  /** Runs `handle` unless this event was already handled; returns whether it ran. */
  async handleOnce(event: IntegrationEvent, handle: () => Promise<unknown>): Promise<boolean> {
    if (await this.processed.exists({ _id: event.id })) return false;
    await handle();
    try {
      await this.processed.create({ _id: event.id, type: event.type, handledAt: new Date() });
    } catch (error) {
      // Another instance of this service handled it at the same time; the handler must tolerate that anyway.
      if ((error as { code?: number }).code !== 11000) throw error;
    }
    return true;
  }
}
