import { DynamicModule, Module } from '@nestjs/common';
import {
  ACCOUNT_CONTACT_MODEL,
  AccountContacts,
  AccountContactsConsumer,
  DocumentStoreModule,
  FileStorageModule,
  MailModule,
  MailOutboxModule,
  PlatformModule,
  UploadedFiles,
  type PlatformConfig,
} from '@solar/platform';
import { SellerContact, SellerContactController, SellerContactLimits } from './contact/seller-contact';
import { Favourites, FavouritesController } from './favourites/favourites';
import {
  Favourite,
  FavouriteSchema,
  SellerItem,
  SellerItemSchema,
  Storefront,
  StorefrontSchema,
  StorefrontUpload,
  StorefrontUploadSchema,
  WorkEntry,
  WorkEntrySchema,
} from './schemas';
import { StorefrontSeeder } from './seed/storefront-seeder';
import { SellerDetails, SellerDetailsController } from './sellers/seller-details';
import { SellerItems, SellerItemsConsumer } from './sellers/seller-items';
import { STOREFRONT_OPTIONS, type StorefrontOptions } from './storefront.options';
import { OwnStorefrontController, PublicStorefrontController, StorefrontUploads } from './stores/storefronts.controller';
import { Storefronts } from './stores/storefronts';
import { WorkHistory, WorkHistoryController, WorkHistoryListController } from './work-history/work-history';

export const STOREFRONT_SERVICE = 'storefront' as const;

/**
 * Sellers' storefronts: the store and its pages, favourites, seller details (from its read model of catalog
 * events) and work history, the contact form. Publishes `storefront.store.*` through the outbox.
 */
@Module({})
export class StorefrontModule {
  static forRoot(config: PlatformConfig, options: StorefrontOptions): DynamicModule {
    return {
      module: StorefrontModule,
      imports: [
        PlatformModule.forService({ service: STOREFRONT_SERVICE, config }),
        FileStorageModule.forRoot(config),
        MailModule.forRoot(config),
        MailOutboxModule,
        DocumentStoreModule.forFeature([
          { name: Storefront.name, schema: StorefrontSchema },
          { name: StorefrontUpload.name, schema: StorefrontUploadSchema },
          { name: Favourite.name, schema: FavouriteSchema },
          { name: WorkEntry.name, schema: WorkEntrySchema },
          { name: SellerItem.name, schema: SellerItemSchema },
          ACCOUNT_CONTACT_MODEL,
        ]),
      ],
      controllers: [
        OwnStorefrontController,
        PublicStorefrontController,
        FavouritesController,
        SellerDetailsController,
        WorkHistoryController,
        WorkHistoryListController,
        SellerContactController,
        SellerItemsConsumer,
        AccountContactsConsumer,
      ],
      providers: [
        { provide: STOREFRONT_OPTIONS, useValue: options },
        Storefronts,
        StorefrontUploads,
        UploadedFiles,
        Favourites,
        SellerItems,
        SellerDetails,
        WorkHistory,
        SellerContact,
        SellerContactLimits,
        AccountContacts,
        StorefrontSeeder,
      ],
    };
  }
}
