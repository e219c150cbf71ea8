import { DynamicModule, Module } from '@nestjs/common';
import { DocumentStoreModule, MailModule, MailOutboxModule, PlatformModule, type PlatformConfig } from '@solar/platform';
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
import { ContactController, ContactMessages, ContactRateLimits } from './forms/contact';
import { Newsletter, NewsletterController, NewsletterRateLimits } from './forms/newsletter';
import { Surveys, SurveysController } from './forms/surveys';
import { Library, LibraryController } from './library/library';
import { AdminPagesController, ContentPages, PublicPagesController } from './pages/pages';
import { ContentSeeder } from './seed/seeder';

export const CONTENT_SERVICE = 'content' as const;

/**
 * The site's content: editable pages, FAQs, events, videos, advertising offers, and what visitors send
 * (contact messages, newsletter sign-ups, RV quotation surveys, marketing sources). It calls no other service.
 */
@Module({})
export class ContentModule {
  static forRoot(config: PlatformConfig, options: ContentOptions = contentOptionsFromEnv()): DynamicModule {
    return {
      module: ContentModule,
      imports: [
        PlatformModule.forService({ service: CONTENT_SERVICE, config }),
        MailModule.forRoot(config),
        MailOutboxModule,
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
        ]),
      ],
      controllers: [PublicPagesController, AdminPagesController, LibraryController, ContactController, NewsletterController, SurveysController],
      providers: [{ provide: CONTENT_OPTIONS, useValue: options }, ContentPages, Library, ContactMessages, ContactRateLimits, Newsletter, NewsletterRateLimits, Surveys, ContentSeeder],
    };
  }
}
