import { DynamicModule, Module } from '@nestjs/common';
import {
  DocumentStoreModule,
  FileStorageModule,
  MailModule,
  MailOutboxModule,
  PlatformModule,
  serviceUrl,
  UploadedFiles,
  type PlatformConfig,
} from '@solar/platform';
import { CONTENT_OPTIONS, contentOptionsFromEnv, type ContentOptions } from './content-options';
import {
  AdOffer,
  AdOfferSchema,
  ContactMessage,
  ContactMessageSchema,
  ContentEvent,
  ContentEventSchema,
  ContentPage,
  ContentPageSchema,
  Faq,
  FaqCategory,
  FaqCategorySchema,
  FaqSchema,
  RvSurvey,
  RvSurveySchema,
  Subscriber,
  SubscriberSchema,
  TrackingSource,
  TrackingSourceSchema,
  Video,
  VideoCategory,
  VideoCategorySchema,
  VideoSchema,
} from './content.schema';
import { CustomOrder, CustomOrderFile, CustomOrderFileSchema, CustomOrderSchema } from './custom-orders/custom-order.schema';
import { CustomOrderAnswerRateLimits, CustomOrderRateLimits, CustomOrders, CustomOrdersController } from './custom-orders/custom-orders';
import { CATALOG_URL, ListingOwners, TRADER_URL } from './custom-orders/listing-owners';
import { ContactController, ContactMessages, ContactRateLimits } from './forms/contact';
import { Newsletter, NewsletterController, NewsletterRateLimits } from './forms/newsletter';
import { Surveys, SurveysController } from './forms/surveys';
import { Library, LibraryController } from './library/library';
import { LibraryAdmin, LibraryAdminController } from './library/library-admin';
import { AdminPagesController, ContentPages, PublicPagesController } from './pages/pages';
import { ContentSeeder } from './seed/seeder';

export const CONTENT_SERVICE = 'content' as const;

/**
 * The site's content: editable pages, FAQs, events, videos, advertising offers, and what visitors send
 * (contact messages, newsletter sign-ups, RV quotation surveys, marketing sources), and buyers' custom orders
 * with the sellers' answers. It calls the catalog and the trader only to learn who sells a listing that a
 * seller's answer links to.
 */
@Module({})
export class ContentModule {
  static forRoot(
    config: PlatformConfig,
    options: ContentOptions = contentOptionsFromEnv(),
    peers = { catalog: serviceUrl('catalog'), trader: serviceUrl('trader') },
  ): DynamicModule {
    return {
      module: ContentModule,
      imports: [
        PlatformModule.forService({ service: CONTENT_SERVICE, config }),
        MailModule.forRoot(config),
        MailOutboxModule,
        // Custom orders' datasheets and pictures, and the videos' files, are shown by their storage URLs.
        FileStorageModule.forRoot(config),
        DocumentStoreModule.forFeature([
          { name: ContentPage.name, schema: ContentPageSchema },
          { name: FaqCategory.name, schema: FaqCategorySchema },
          { name: Faq.name, schema: FaqSchema },
          { name: ContentEvent.name, schema: ContentEventSchema },
          { name: VideoCategory.name, schema: VideoCategorySchema },
          { name: Video.name, schema: VideoSchema },
          { name: AdOffer.name, schema: AdOfferSchema },
          { name: ContactMessage.name, schema: ContactMessageSchema },
          { name: Subscriber.name, schema: SubscriberSchema },
          { name: RvSurvey.name, schema: RvSurveySchema },
          { name: TrackingSource.name, schema: TrackingSourceSchema },
          { name: CustomOrder.name, schema: CustomOrderSchema },
          { name: CustomOrderFile.name, schema: CustomOrderFileSchema },
        ]),
      ],
      controllers: [
        PublicPagesController,
        AdminPagesController,
        LibraryController,
        LibraryAdminController,
        ContactController,
        NewsletterController,
        SurveysController,
        CustomOrdersController,
      ],
      providers: [
        { provide: CONTENT_OPTIONS, useValue: options },
        ContentPages,
        Library,
        LibraryAdmin,
        ContactMessages,
        ContactRateLimits,
        Newsletter,
        NewsletterRateLimits,
        Surveys,
        ContentSeeder,
        CustomOrders,
        CustomOrderRateLimits,
        CustomOrderAnswerRateLimits,
        UploadedFiles,
        ListingOwners,
        { provide: CATALOG_URL, useValue: peers.catalog },
        { provide: TRADER_URL, useValue: peers.trader },
      ],
    };
  }
}
