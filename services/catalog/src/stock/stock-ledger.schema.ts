import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { outboxPlugin, type OutboxEntry } from '@solar/platform';
import type { OrderStockLine } from '@solar/contracts';

export const STOCK_OUTCOMES = ['reserving', 'reserved', 'rejected', 'committed', 'released'] as const;
export type StockOutcome = (typeof STOCK_OUTCOMES)[number];

/**
 * What catalog decided for one order's stock, with the event announcing it written in the same document
 * (outbox). The items hold the units themselves (Item.reservations); this record makes the decision once,
 * so a redelivered or concurrently handled order event can only bring the items in line with it.
 */
@Schema({ collection: 'stock_ledger', versionKey: false, timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' } })
export class StockLedgerEntry {
  @Prop({ required: true, unique: true }) order_number!: string;
  @Prop({ type: String, enum: STOCK_OUTCOMES, required: true }) status!: StockOutcome;
  @Prop({ type: [{ _id: false, item_uuid: String, qty: Number }], default: [] }) lines!: OrderStockLine[];
  @Prop({ type: String, default: null }) reason!: string | null;
  _outbox?: OutboxEntry[];
}
export const StockLedgerSchema = SchemaFactory.createForClass(StockLedgerEntry);
StockLedgerSchema.plugin(outboxPlugin);
