import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { VideoChapter, VideoSource } from '@solar/contracts';

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
