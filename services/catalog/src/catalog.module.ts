import { DynamicModule, Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { CATALOG_API } from '@solar/contracts';
import {
  AccountContact,
  AccountContacts,
  AccountContactSchema,
  AccountContactsConsumer,
  DocumentStoreModule,
  FileStorageModule,
  MailModule,
  MailOutboxModule,
  type PlatformConfig,
  PlatformModule,
  Sequence,
  Sequences,
  SequenceSchema,
  UploadedFiles,
} from '@solar/platform';
import { Brand, BrandSchema } from './brands/brand.schema';
import { BrandsController, InternalBrandsController } from './brands/brands.controller';
import { BrandsService } from './brands/brands.service';
import { CategoriesController } from './categories/categories.controller';
import { CategoriesService } from './categories/categories.service';
import { Category, CategorySchema } from './categories/category.schema';
import { ReferenceData } from './common/reference-data';
import { Item, ItemSchema } from './items/item.schema';
import { ItemFile, ItemFileSchema } from './files/item-file.schema';
import { ItemFilesService } from './files/item-files.service';
import { InternalItemsController, ItemsController, SellerItemsController, SellerToolsController } from './items/items.controller';
import { ItemsService } from './items/items.service';
import { PublicItemCache, publicItemKey } from './items/public-item-cache';
import { PublicItemCacheInvalidations } from './items/public-item-cache.consumer';
import { SellerItemsService } from './items/seller-items.service';
import { LocationsController, LocationsService, SellerLocationDoc, SellerLocationSchema } from './locations';
import { DiscussionService, ItemDiscussion, ItemDiscussionSchema, ItemQuestion, ItemQuestionSchema, QuestionsController, QuestionsService } from './questions';
import { DEFAULT_QUESTION_LIMITS, QUESTION_LIMITS, QuestionRateLimits, type QuestionLimits } from './questions';
import { Reseller, ResellerSchema, ResellersController, ResellersService } from './resellers';
import { Review, ReviewSchema, ReviewsController, ReviewsService } from './reviews';
import { OrderEventsController, StockLedgerEntry, StockLedgerSchema, StockReservationsService } from './stock';
import { CATALOG_SEED_OPTIONS, CatalogSeeder, type CatalogSeedOptions } from './seed/catalog-seeder';
import {
  CATALOG_MAIL_OPTIONS,
  DEFAULT_CATALOG_MAIL_OPTIONS,
  ItemModeratedConsumer,
  ItemModeration,
  ModerationController,
  ModerationQueue,
  type CatalogMailOptions,
} from './moderation';

export const CATALOG_SERVICE = 'catalog' as const;

/** Categories, brands and shop items: the catalog bounded context. */
@Module({})
export class CatalogModule implements NestModule {
  constructor(private readonly publicItems: PublicItemCache) {}

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(this.publicItems.middleware(publicItemKey)).forRoutes({ path: CATALOG_API.item.template, method: RequestMethod.GET });
  }

  static forRoot(
    config: PlatformConfig,
    seed: CatalogSeedOptions = { itemsPerCategory: 16 },
    questionLimits: QuestionLimits = DEFAULT_QUESTION_LIMITS,
    mail: CatalogMailOptions = DEFAULT_CATALOG_MAIL_OPTIONS,
  ): DynamicModule {
    return {
      module: CatalogModule,
      imports: [
        PlatformModule.forService({ service: CATALOG_SERVICE, config }),
        FileStorageModule.forRoot(config),
        // The mail to a seller whose item an admin rejected (through the mail port).
        MailModule.forRoot(config),
        MailOutboxModule,
        DocumentStoreModule.forFeature([
          { name: Category.name, schema: CategorySchema },
          { name: Brand.name, schema: BrandSchema },
          { name: Item.name, schema: ItemSchema },
          { name: Sequence.name, schema: SequenceSchema },
          { name: ItemFile.name, schema: ItemFileSchema },
          { name: Review.name, schema: ReviewSchema },
          { name: ItemQuestion.name, schema: ItemQuestionSchema },
          { name: ItemDiscussion.name, schema: ItemDiscussionSchema },
          { name: Reseller.name, schema: ResellerSchema },
          { name: SellerLocationDoc.name, schema: SellerLocationSchema },
          { name: StockLedgerEntry.name, schema: StockLedgerSchema },
          { name: AccountContact.name, schema: AccountContactSchema },
        ]),
      ],
      controllers: [
        CategoriesController,
        BrandsController,
        InternalBrandsController,
        ItemsController,
        SellerItemsController,
        SellerToolsController,
        InternalItemsController,
        ReviewsController,
        QuestionsController,
        ResellersController,
        LocationsController,
        OrderEventsController,
        ModerationController,
        ItemModeratedConsumer,
        AccountContactsConsumer,
        PublicItemCacheInvalidations,
      ],
      providers: [
        CategoriesService,
        BrandsService,
        ItemsService,
        PublicItemCache,
        SellerItemsService,
        ItemFilesService,
        UploadedFiles,
        Sequences,
        ReferenceData,
        CatalogSeeder,
        ReviewsService,
        QuestionsService,
        DiscussionService,
        ResellersService,
        LocationsService,
        StockReservationsService,
        AccountContacts,
        ModerationQueue,
        ItemModeration,
        { provide: CATALOG_SEED_OPTIONS, useValue: seed },
        { provide: CATALOG_MAIL_OPTIONS, useValue: mail },
        { provide: QUESTION_LIMITS, useValue: questionLimits },
        QuestionRateLimits,
      ],
    };
  }
}
