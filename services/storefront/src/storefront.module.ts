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
import { SellerContact, SellerContactLimits } from './contact/seller-contact.service';
import { SellerContactController } from './contact/seller-contact.controller';
import { Favourites } from './favourites/favourites.service';
import { FavouritesController } from './favourites/favourites.controller';
import { Favourite, FavouriteSchema } from './favourites/favourite.schema';
import { SellerItem, SellerItemSchema } from './sellers/seller-item.schema';
import { Storefront, StorefrontSchema } from './stores/storefront.schema';
import { StorefrontUpload, StorefrontUploadSchema } from './stores/storefront-upload.schema';
import { WorkEntry, WorkEntrySchema } from './work-history/work-entry.schema';
import { StorefrontSeeder } from './seed/storefront-seeder';
import { SellerDetails } from './sellers/seller-details.service';
import { SellerDetailsController } from './sellers/seller-details.controller';
import { SellerItems } from './sellers/seller-items.service';
import { SellerItemsConsumer } from './sellers/seller-items.consumer';
import { STOREFRONT_OPTIONS, type StorefrontOptions } from './storefront.options';
import { OwnStorefrontController, PublicStorefrontController } from './stores/storefronts.controller';
import { StorefrontUploads } from './stores/storefront-uploads.service';
import { Storefronts } from './stores/storefronts.service';
import { WorkHistory } from './work-history/work-history.service';
import { WorkHistoryController, WorkHistoryListController } from './work-history/work-history.controller';

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
