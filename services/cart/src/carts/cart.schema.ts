import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

@Schema({ _id: false, versionKey: false })
export class CartLineRecord {
  @Prop({ required: true }) item_uuid!: string;
  @Prop({ required: true }) qty!: number;
  @Prop({ type: Date, required: true }) added_at!: Date;
}
const CartLineRecordSchema = SchemaFactory.createForClass(CartLineRecord);

/**
 * One cart per owner (a user id or a guest uuid). Only item and quantity are stored: price, stock and limits
 * come from the read model each time the cart is read. Every write is conditional on `revision`.
 */
@Schema({ collection: 'carts', versionKey: false })
export class Cart {
  @Prop({ required: true, unique: true }) owner_id!: string;
  @Prop({ type: [CartLineRecordSchema], default: [] }) lines!: CartLineRecord[];
  /** The guests whose carts were summed into this one, so a second merge of the same guest does nothing. */
  @Prop({ type: [String], default: [] }) merged_guests!: string[];
  /** Orders whose lines already left this cart, so a redelivered confirmation takes nothing more out. */
  @Prop({ type: [String], default: [] }) cleared_orders!: string[];
  @Prop({ required: true }) revision!: number;
}
export const CartSchema = SchemaFactory.createForClass(Cart);
