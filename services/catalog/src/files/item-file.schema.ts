import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

@Schema({ _id: false })
export class StoredRendition {
  /** The size name ('300x300', ...), or 'original' for a document. */
  @Prop({ required: true }) type!: string;
  @Prop({ required: true }) path!: string;
}

/**
 * A seller's upload (picture or document), stored before the item form is sent; the form then names it by
 * uuid. `item_uuid` is set once an item uses it.
 */
@Schema({ collection: 'item_files', versionKey: false })
export class ItemFile {
  @Prop({ required: true, unique: true }) uuid!: string;
  @Prop({ required: true, index: true }) owner_id!: string;
  @Prop({ type: String, enum: ['image', 'document'], required: true }) type!: 'image' | 'document';
  /** The name it was uploaded under, for documents' links. */
  @Prop({ required: true }) name!: string;
  @Prop({ required: true }) size!: number;
  @Prop({ type: [StoredRendition], default: [] }) renditions!: StoredRendition[];
  @Prop({ type: String, default: null, index: true }) item_uuid!: string | null;
  @Prop({ type: Date, default: () => new Date() }) created_at!: Date;
}
export const ItemFileSchema = SchemaFactory.createForClass(ItemFile);
