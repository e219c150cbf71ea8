export { ItemModeratedConsumer } from './item-moderated.consumer';
export { ItemModeration } from './item-moderation.service';
export { ModerationController } from './moderation.controller';
export { ModerationQueue } from './moderation-queue.service';
export { CATALOG_MAIL_OPTIONS, catalogMailOptionsFromEnv, DEFAULT_CATALOG_MAIL_OPTIONS, type CatalogMailOptions } from '../catalog.options';
