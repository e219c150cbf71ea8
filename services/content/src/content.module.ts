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
import { CONTENT_OPTIONS, contentOptionsFromEnv, type ContentOptions } from './content.options';
import { AdOffer, AdOfferSchema } from './library/ad-offer.schema';
import { ContactMessage, ContactMessageSchema } from './forms/contact-message.schema';
import { ContentEvent, ContentEventSchema } from './library/content-event.schema';
import { ContentPage, ContentPageSchema } from './pages/content-page.schema';
import { Faq, FaqSchema } from './library/faq.schema';
import { FaqCategory, FaqCategorySchema } from './library/faq-category.schema';
import { RvSurvey, RvSurveySchema } from './forms/rv-survey.schema';
import { Subscriber, SubscriberSchema } from './forms/subscriber.schema';
import { TrackingSource, TrackingSourceSchema } from './forms/tracking-source.schema';
import { Video, VideoSchema } from './library/video.schema';
import { VideoCategory, VideoCategorySchema } from './library/video-category.schema';
import { CustomOrder, CustomOrderSchema } from './custom-orders/custom-order.schema';
import { CustomOrderFile, CustomOrderFileSchema } from './custom-orders/custom-order-file.schema';
import { CustomOrderAnswerRateLimits, CustomOrderRateLimits, CustomOrders } from './custom-orders/custom-orders.service';
import { CustomOrdersController } from './custom-orders/custom-orders.controller';
import { CATALOG_URL, ListingOwners, TRADER_URL } from './custom-orders/listing-owners';
import { ContactController } from './forms/contact.controller';
import { ContactMessages, ContactRateLimits } from './forms/contact.service';
import { Newsletter, NewsletterRateLimits } from './forms/newsletter.service';
import { NewsletterController } from './forms/newsletter.controller';
import { Surveys } from './forms/surveys.service';
import { SurveysController } from './forms/surveys.controller';
import { Library } from './library/library.service';
import { LibraryController } from './library/library.controller';
import { LibraryAdmin } from './library/library-admin.service';
import { LibraryAdminController } from './library/library-admin.controller';
import { AdminPagesController, PublicPagesController } from './pages/pages.controller';
import { ContentPages } from './pages/pages.service';
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
