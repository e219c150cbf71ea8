import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** The `_id` of the demo deals' run. */
export const DEMO_DEALS_RUN = 'demo-deals';

/**
 * The demo seed's plan, written before its first deal: a start that finds it unfinished (the service stopped
 * mid-seed) completes the same deals under the same ids instead of leaving half a demo, and one that finds it
 * done seeds nothing.
 */
@Schema({ collection: 'seed_runs', versionKey: false })
export class SeedRun {
  @Prop({ type: String, required: true })
  _id!: string;

  /** How many demo deals the run seeds. */
  @Prop({ required: true })
  deals!: number;

  /** The day the demo deals' dates count from, so a completed run's deals are the ones it began with. */
  @Prop({ required: true })
  today!: Date;

  /** The id of the first demo deal (0 until reserved): the run's deals take the ids from it on, in the demo deals' order. */
  @Prop({ required: true, default: 0 })
  first_id!: number;

  @Prop({ type: Date, default: null })
  done_at!: Date | null;
}
export const SeedRunSchema = SchemaFactory.createForClass(SeedRun);
