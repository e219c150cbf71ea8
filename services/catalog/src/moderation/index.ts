export { ItemModeratedConsumer, ItemModeration } from './item-moderation';
export { ModerationController } from './moderation.controller';
export { ModerationQueue } from './moderation-queue.service';
export { CATALOG_MAIL_OPTIONS, catalogMailOptionsFromEnv, DEFAULT_CATALOG_MAIL_OPTIONS, type CatalogMailOptions } from './rejection-mail';
