import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import {
  ACTION_OUTCOMES,
  ADMIN_ACTIONS,
  ADMIN_ACTION_STATES,
  MODERATION_KINDS,
  type ActionOutcome,
  type AdminAction,
  type AdminActionState,
  type ModerationKind,
} from '@solar/contracts';
import { outboxPlugin, type OutboxEntry } from '@solar/platform';
import { Schema as MongooseSchema } from 'mongoose';

/**
 * Which part of an action a step belongs to: what the admin asked (`forward`), or the undoing of it that a
 * transfer sends when one of its deals refused (`compensation`: the deals already moved go back).
 */
export type StepPhase = 'forward' | 'compensation';

/** One deal or item an action was sent to, and how its owner answered. */
@Schema({ _id: false })
export class ActionStep {
  @Prop({ type: String, enum: ['forward', 'compensation'], default: 'forward' }) phase!: StepPhase;
  @Prop({ type: String, enum: MODERATION_KINDS, required: true }) kind!: ModerationKind;
  @Prop({ type: String, required: true }) uuid!: string;
  @Prop({ type: String, default: null }) title!: string | null;
  /** What was asked of this one (a bulk edit's changes, a transfer's target, a decision). */
  @Prop({ type: MongooseSchema.Types.Mixed, default: {} }) request!: Record<string, unknown>;
  @Prop({ type: String, enum: ACTION_OUTCOMES, default: 'pending' }) outcome!: ActionOutcome;
  @Prop({ type: String, default: null }) reason!: string | null;
  /**
   * A transfer's step: the deal's seller before the move (the owner's `previous_seller_id`); a compensation's
   * step: the seller it is taken back from (the transfer's target).
   */
  @Prop({ type: String, default: null }) from_seller_id!: string | null;
  @Prop({ type: Date, default: null }) settled_at!: Date | null;
}
export const ActionStepSchema = SchemaFactory.createForClass(ActionStep);

/**
 * An admin action: the audit log's entry and, for what the owners apply, where it stands. The events that
 * announce it travel in the same document (`_outbox`), written with it in one write: the action is the aggregate
 * its events belong to. Every later step (an owner's answer, a transfer's compensation) is one write
 * conditional on the `revision` and `state` it was decided from, with the events it sends.
 */
@Schema({ collection: 'admin_actions', versionKey: false })
export class AdminActionRecord {
  @Prop({ type: String, required: true }) _id!: string;
  @Prop({ type: String, enum: ADMIN_ACTIONS, required: true, index: true }) action!: AdminAction;
  @Prop({ type: Date, required: true, index: true }) at!: Date;
  @Prop({ type: String, required: true }) admin_id!: string;
  @Prop({ type: String, default: '' }) admin_name!: string;
  @Prop({ type: String, required: true }) target_kind!: string;
  @Prop({ type: String, required: true, index: true }) target_id!: string;
  @Prop({ type: String, default: '' }) target_label!: string;
  @Prop({ type: MongooseSchema.Types.Mixed, default: null }) before!: Record<string, unknown> | null;
  @Prop({ type: MongooseSchema.Types.Mixed, default: null }) after!: Record<string, unknown> | null;
  @Prop({ type: String, enum: ADMIN_ACTION_STATES, required: true, index: true }) state!: AdminActionState;
  @Prop({ type: [ActionStepSchema], default: [] }) steps!: ActionStep[];
  @Prop({ type: String, default: '' }) message!: string;
  /**
   * `<action>:<admin id>:<request id>` of a request the page may send twice (a transfer, a bulk edit): unique, so
   * the second insert fails and is answered with the first action.
   */
  @Prop({ type: String, unique: true, sparse: true }) request_key?: string;
  /** A transfer's new seller. */
  @Prop({ type: String, default: null }) to_seller_id!: string | null;
  /** The action id a transfer's compensation requests carry (set when it starts compensating). */
  @Prop({ type: String, default: null, index: true }) compensation_id!: string | null;
  /** Bumped by every change: each change is conditional on the revision (and state) it was decided from. */
  @Prop({ type: Number, default: 1 }) revision!: number;
  @Prop({ type: Date, required: true }) updated_at!: Date;
  _outbox?: OutboxEntry[];
}
export const AdminActionSchema = SchemaFactory.createForClass(AdminActionRecord);
AdminActionSchema.plugin(outboxPlugin);
AdminActionSchema.index({ action: 1, target_id: 1, at: -1 });
