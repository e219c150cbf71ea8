export { isBuyable, toCartItem, toKnownItem, type KnownItem } from './cart-item';
export { CatalogEventsController } from './catalog-events.controller';
export { CatalogItemRecord, CatalogItemRecordSchema } from './catalog-item.schema';
export { CatalogItems } from './catalog-items';
