import { DynamicModule, Module } from '@nestjs/common';
import { DocumentStoreModule, PlatformModule, type PlatformConfig } from '@solar/platform';
import { CatalogEventsController, CatalogItemRecord, CatalogItemRecordSchema, CatalogItems } from './catalog-items';
import { Cart, CartSchema } from './carts/cart.schema';
import { CartsController, InternalCartsController } from './carts/carts.controller';
import { CartsService } from './carts/carts.service';
import { GuestMerge } from './guest-merge.service';
import { IdentityEventsController } from './identity-events.controller';
import { OrdersEventsController } from './orders-events.controller';
import { WishlistController } from './wishlist/wishlist.controller';
import { WishlistEntryRecord, WishlistEntryRecordSchema } from './wishlist/wishlist-entry.schema';
import { WishlistService } from './wishlist/wishlist.service';

export const CART_SERVICE = 'cart' as const;

/** Carts and wishlists of users and guests, priced from a read model of the catalog's item events. */
@Module({})
export class CartModule {
  static forRoot(config: PlatformConfig): DynamicModule {
    return {
      module: CartModule,
      imports: [
        PlatformModule.forService({ service: CART_SERVICE, config }),
        DocumentStoreModule.forFeature([
          { name: CatalogItemRecord.name, schema: CatalogItemRecordSchema },
          { name: Cart.name, schema: CartSchema },
          { name: WishlistEntryRecord.name, schema: WishlistEntryRecordSchema },
        ]),
      ],
      controllers: [CartsController, WishlistController, InternalCartsController, CatalogEventsController, IdentityEventsController, OrdersEventsController],
      providers: [CatalogItems, CartsService, WishlistService, GuestMerge],
    };
  }
}
