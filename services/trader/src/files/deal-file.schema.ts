import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

@Schema({ _id: false })
export class DealFileRendition {
  /** The size name ('300x300', ...), or 'original' for a document. */
  @Prop({ required: true }) type!: string;
  /**
   * Where the file storage keeps it. Named by the upload's uuid only ('trader/uploads/<uuid>/300x300.webp',
   * '.../document.pdf'), never by the name it was uploaded under: the URL is public, and the seller is not.
   */
  @Prop({ required: true }) path!: string;
}

/**
 * A seller's upload (a picture or a PDF) for their deals, stored before the deal form is sent; the form then
 * names it by uuid. Written by the broker's `attachment` call (and the demo seed); the deal form only reads these.
 */
@Schema({ collection: 'deal_files', versionKey: false })
export class DealFile {
  @Prop({ required: true, unique: true }) uuid!: string;
  @Prop({ required: true, index: true }) owner_id!: string;
  @Prop({ type: String, enum: ['image', 'document'], required: true }) type!: 'image' | 'document';
  /** The name it was uploaded under: shown to its seller only. */
  @Prop({ required: true }) name!: string;
  @Prop({ type: [DealFileRendition], default: [] }) renditions!: DealFileRendition[];
  @Prop({ type: Date, default: () => new Date() }) created_at!: Date;
}
export const DealFileSchema = SchemaFactory.createForClass(DealFile);
