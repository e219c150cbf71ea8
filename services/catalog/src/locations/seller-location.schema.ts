import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { storedUsStateForms, type NormalisedSearchObject, type StoredUsState } from '@solar/contracts';
import { Schema as MongooseSchema, type HydratedDocument } from 'mongoose';

/** A seller's warehouse: where items ship from. Items copy the address when the form lists the location. */
@Schema({ collection: 'seller_locations', timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' }, versionKey: false })
export class SellerLocationDoc {
  @Prop({ required: true, unique: true }) id!: string;
  @Prop({ required: true, index: true }) owner_id!: string;
  @Prop({ required: true }) name!: string;
  @Prop({ required: true }) address!: string;
  @Prop({ required: true }) unit!: string;
  @Prop({ required: true }) city!: string;
  /**
   * The state's code; a location saved before the code was the stored form holds its id (StoredUsState).
   * Mixed, so that neither form is cast into the other: a query by state finds both (byStoredState).
   */
  @Prop({ type: MongooseSchema.Types.Mixed, required: true }) state!: StoredUsState;
  @Prop({ required: true }) zip!: string;
  created_at!: Date;
  updated_at?: Date;
}
export type SellerLocationDocument = HydratedDocument<SellerLocationDoc>;
export const SellerLocationSchema = SchemaFactory.createForClass(SellerLocationDoc);

/**
 * A locations search names the state by its id (`where.state`), while locations store its code, or its id
 * when saved before. This splits that test off the search object into a store filter matching either form.
 */
export function byStoredState(search: NormalisedSearchObject): { search: NormalisedSearchObject; filter: { state?: { $in: StoredUsState[] } } } {
  const state = search.where?.state;
  // Absent or null: no filter on the state.
  if (state === undefined || state === null) return { search, filter: {} };
  const where = { ...search.where };
  delete where.state;
  return { search: { ...search, where }, filter: { state: { $in: storedUsStateForms(Number(state)) } } };
}
