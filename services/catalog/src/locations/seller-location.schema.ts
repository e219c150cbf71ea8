import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';

/** A seller's warehouse: where items ship from. Items copy the address when the form lists the location. */
@Schema({ collection: 'seller_locations', timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' }, versionKey: false })
export class SellerLocationDoc {
  @Prop({ required: true, unique: true }) id!: string;
  @Prop({ required: true, index: true }) owner_id!: string;
  @Prop({ required: true }) name!: string;
  @Prop({ required: true }) address!: string;
  @Prop({ required: true }) unit!: string;
  @Prop({ required: true }) city!: string;
  /** A US_STATES id. */
  @Prop({ required: true }) state!: number;
  @Prop({ required: true }) zip!: string;
  created_at!: Date;
  updated_at?: Date;
}
export type SellerLocationDocument = HydratedDocument<SellerLocationDoc>;
export const SellerLocationSchema = SchemaFactory.createForClass(SellerLocationDoc);
