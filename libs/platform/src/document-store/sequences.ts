import { Injectable } from '@nestjs/common';
import { InjectModel, Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Model } from 'mongoose';

/** One counter of the service's `sequences` collection, named by its `_id` ('item', 'deal', ...). */
@Schema({ collection: 'sequences', versionKey: false })
export class Sequence {
  @Prop({ type: String, required: true })
  _id!: string;

  @Prop({ required: true, default: 0 })
  value!: number;
}
export const SequenceSchema = SchemaFactory.createForClass(Sequence);

/**
 * Numeric ids, as the specs' categories, brands, items and deals carry beside their uuids, from an atomic
 * counter per name in the service's own store. A service registers the model
 * (`DocumentStoreModule.forFeature([{ name: Sequence.name, schema: SequenceSchema }])`) and provides this.
 */
@Injectable()
export class Sequences {
  constructor(@InjectModel(Sequence.name) private readonly sequences: Model<Sequence>) {}

  async next(name: string): Promise<number> {
    const doc = await this.sequences.findOneAndUpdate({ _id: name }, { $inc: { value: 1 } }, { upsert: true, returnDocument: 'after' }).lean();
    return doc!.value;
  }
}
