import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { VideoChapter, VideoSource } from '@solar/contracts';

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

@Schema({ collection: 'content_faq_categories', versionKey: false })
export class FaqCategory {
  @Prop({ type: Number, required: true }) _id!: number;
  @Prop({ type: String, required: true }) name!: string;
  @Prop({ type: Number, required: true }) order!: number;
}
export const FaqCategorySchema = SchemaFactory.createForClass(FaqCategory);

@Schema({ collection: 'content_faqs', versionKey: false })
export class Faq {
  @Prop({ type: Number, required: true }) _id!: number;
  @Prop({ type: Number, required: true, index: true }) category_id!: number;
  @Prop({ type: Number, required: true }) order!: number;
  @Prop({ type: String, required: true }) question!: string;
  @Prop({ type: String, required: true }) answer_html!: string;
  /** The answer without markup, for the text search. */
  @Prop({ type: String, required: true }) answer_text!: string;
  /** The markdown the answer is written in, which admins edit. */
  @Prop({ type: String, default: null }) answer_markdown!: string | null;
}
export const FaqSchema = SchemaFactory.createForClass(Faq);

@Schema({ collection: 'content_events', versionKey: false })
export class ContentEvent {
  @Prop({ type: Number, required: true }) _id!: number;
  @Prop({ type: String, required: true }) title!: string;
  @Prop({ type: String, required: true }) summary!: string;
  @Prop({ type: String, required: true }) location!: string;
  @Prop({ type: Boolean, required: true }) is_online!: boolean;
  @Prop({ type: Date, required: true, index: true }) starts_at!: Date;
  @Prop({ type: Date, required: true }) ends_at!: Date;
  @Prop({ type: String, required: true }) register_url!: string;
}
export const ContentEventSchema = SchemaFactory.createForClass(ContentEvent);

@Schema({ collection: 'content_video_categories', versionKey: false })
export class VideoCategory {
  @Prop({ type: Number, required: true }) _id!: number;
  @Prop({ type: String, required: true }) name!: string;
}
export const VideoCategorySchema = SchemaFactory.createForClass(VideoCategory);

@Schema({ collection: 'content_videos', versionKey: false })
export class Video {
  @Prop({ type: Number, required: true }) _id!: number;
  @Prop({ type: String, required: true }) title!: string;
  @Prop({ type: String, required: true }) summary!: string;
  @Prop({ type: Number, required: true, index: true }) category_id!: number;
  /** Where it plays from; videos stored before there were sources have none (read as 'none'). */
  @Prop({ type: String, default: 'none' }) source!: VideoSource;
  /** A video file of the site's own storage (`/files/...`), when the source is 'file'. */
  @Prop({ type: String, default: null }) file_url!: string | null;
  /** The YouTube or Vimeo video's id, when the source is one of them. */
  @Prop({ type: String, default: null }) provider_id!: string | null;
  @Prop({ type: String, default: null }) poster_url!: string | null;
  @Prop({ type: String, default: null }) captions_url!: string | null;
  @Prop({ type: [Object], default: [] }) chapters!: VideoChapter[];
  @Prop({ type: Number, default: null }) duration_seconds!: number | null;
  /** The length of videos stored before it was kept in seconds. */
  @Prop({ type: Number, default: null }) duration_minutes!: number | null;
  /** The walkthrough's markdown, which admins edit, and its sanitized rendering, which visitors get. */
  @Prop({ type: String, default: null }) body_markdown!: string | null;
  /** Empty for a video without a written walkthrough. */
  @Prop({ type: String, default: '' }) body_html!: string;
  @Prop({ type: Date, required: true }) published_at!: Date;
}
export const VideoSchema = SchemaFactory.createForClass(Video);

@Schema({ collection: 'content_ad_offers', versionKey: false })
export class AdOffer {
  @Prop({ type: Number, required: true }) _id!: number;
  @Prop({ type: String, required: true }) name!: string;
  @Prop({ type: String, required: true }) placement!: string;
  @Prop({ type: String, required: true }) description!: string;
  @Prop({ type: Number, required: true }) price_per_month!: number;
  @Prop({ type: [String], default: [] }) features!: string[];
  @Prop({ type: Number, required: true }) order!: number;
}
export const AdOfferSchema = SchemaFactory.createForClass(AdOffer);

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

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

/**
 * A newsletter address. Only `confirmed` ones get the newsletter. The tokens of the mailed links are kept as
 * SHA-256 digests (256 random bits each, so no key is needed), never as they were mailed.
 */
@Schema({ collection: 'content_newsletter_subscribers', versionKey: false })
export class Subscriber {
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: String, required: true, unique: true }) email!: string;
  @Prop({ type: String, required: true }) status!: SubscriberStatus;
  @Prop({ type: String, default: null, index: true }) confirm_digest!: string | null;
  @Prop({ type: Date, default: null }) confirm_expires_at!: Date | null;
  @Prop({ type: String, required: true, index: true }) unsubscribe_digest!: string;
  @Prop({ type: Date, default: null }) confirmed_at!: Date | null;
  @Prop({ type: Date, required: true }) created_at!: Date;
  @Prop({ type: Date, required: true }) updated_at!: Date;
}
export const SubscriberSchema = SchemaFactory.createForClass(Subscriber);

@Schema({ collection: 'content_rv_surveys', versionKey: false })
export class RvSurvey {
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: String, required: true }) name!: string;
  @Prop({ type: String, required: true }) email!: string;
  @Prop({ type: String, required: true }) phone!: string;
  @Prop({ type: String, required: true }) rv_type!: string;
  @Prop({ type: Number, required: true }) roof_length_ft!: number;
  @Prop({ type: Number, default: null }) daily_kwh!: number | null;
  @Prop({ type: Number, default: null }) budget_usd!: number | null;
  @Prop({ type: String, default: 'not-sure' }) battery!: string;
  @Prop({ type: String, default: '' }) zip!: string;
  @Prop({ type: String, default: '' }) appliances!: string;
  @Prop({ type: String, default: '' }) notes!: string;
  @Prop({ type: String, default: null }) account_id!: string | null;
  @Prop({ type: Date, required: true }) created_at!: Date;
}
export const RvSurveySchema = SchemaFactory.createForClass(RvSurvey);

/** Visits counted per marketing source: one document per distinct set of UTM values and day. */
@Schema({ collection: 'content_tracking_sources', versionKey: false })
export class TrackingSource {
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: String, required: true }) day!: string;
  @Prop({ type: Object, required: true }) utm!: Record<string, string>;
  @Prop({ type: String, default: '' }) landing_page!: string;
  @Prop({ type: Number, default: 0 }) visits!: number;
}
export const TrackingSourceSchema = SchemaFactory.createForClass(TrackingSource);
