import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

@Schema({ collection: 'content_video_categories', versionKey: false })
export class VideoCategory {
  @Prop({ type: Number, required: true }) _id!: number;
  @Prop({ type: String, required: true }) name!: string;
}
export const VideoCategorySchema = SchemaFactory.createForClass(VideoCategory);
