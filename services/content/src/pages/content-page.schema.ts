import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** An editable page: the markdown an admin writes and its sanitized rendering, which is what visitors get. */
@Schema({ collection: 'content_pages', versionKey: false })
export class ContentPage {
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: String, required: true }) title!: string;
  @Prop({ type: String, default: '' }) summary!: string;
  @Prop({ type: String, required: true }) markdown!: string;
  @Prop({ type: String, required: true }) body_html!: string;
  /** Who saved it last: null for the seeded text. Never shown publicly. */
  @Prop({ type: String, default: null }) updated_by!: string | null;
  @Prop({ type: Date, required: true }) updated_at!: Date;
}
export const ContentPageSchema = SchemaFactory.createForClass(ContentPage);
