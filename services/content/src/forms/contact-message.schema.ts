import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A message sent through the contact form; mailed to support, kept for the record. */
@Schema({ collection: 'content_contact_messages', versionKey: false })
export class ContactMessage {
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: String, required: true }) name!: string;
  @Prop({ type: String, required: true }) email!: string;
  @Prop({ type: String, required: true }) phone!: string;
  @Prop({ type: String, required: true }) subject!: string;
  @Prop({ type: String, required: true }) message!: string;
  /** The signed-in sender's account, from the verified token; null for visitors. */
  @Prop({ type: String, default: null }) account_id!: string | null;
  @Prop({ type: Date, required: true }) created_at!: Date;
}
export const ContactMessageSchema = SchemaFactory.createForClass(ContactMessage);
