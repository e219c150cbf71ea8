import type { ModelDefinition } from '@nestjs/mongoose';
import { AdminActionAnswer, AdminActionAnswerSchema } from './admin-answer.schema';
import { AdminAnswers } from './admin-answers';
import { AdminDealActions } from './admin-deal-actions.service';
import { AdminDealsConsumer } from './admin-deals.consumer';
import { AdminReadsController } from './admin-reads.controller';
import { AdminReadsService } from './admin-reads.service';
import { InternalModerationController } from './moderation.controller';
import { ModerationService } from './moderation.service';
import { OwnershipTransfers } from './ownership-transfers.service';

/**
 * The trader's part of the admin area: the admin pages' reads of deals and offers, its side of the moderation
 * queue and dashboard, and the admin's decisions applied by the trader's rules: the part TraderModule adds.
 */
export const ADMIN_MODELS: ModelDefinition[] = [{ name: AdminActionAnswer.name, schema: AdminActionAnswerSchema }];
export const ADMIN_CONTROLLERS = [AdminReadsController, InternalModerationController, AdminDealsConsumer];
export const ADMIN_PROVIDERS = [AdminAnswers, AdminDealActions, OwnershipTransfers, AdminReadsService, ModerationService];
