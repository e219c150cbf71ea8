import { DynamicModule, MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import {
  DocumentStoreModule,
  FileStorageModule,
  MailModule,
  MailOutboxModule,
  PlatformModule,
  Sequence,
  SequenceSchema,
  Sequences,
  UploadedFiles,
  serviceUrl,
  type PlatformConfig,
} from '@solar/platform';
import { ADMIN_CONTROLLERS, ADMIN_MODELS, ADMIN_PROVIDERS } from './admin';
import { BROKER_CONTROLLERS, brokerProviders } from './broker';
import { BUYER_CONTROLLERS, BUYER_MODELS, BUYER_PROVIDERS } from './buyers/buyer-features';
import { DEAL_BUYER_OPTIONS, DEFAULT_DEAL_BUYER_OPTIONS, type DealBuyerOptions } from './trader.options';
import { DealEditsService } from './deals/deal-edits.service';
import { DealFields } from './deals/deal-fields';
import { DealStatusService } from './deals/deal-status.service';
import { Deal, DealSchema } from './deals/deal.schema';
import { DealStatusController, DealsController, InternalDealsController, SellerDealsController } from './deals/deals.controller';
import { DealsService } from './deals/deals.service';
import { DealFile, DealFileSchema } from './files/deal-file.schema';
import { AttachmentsController } from './files/attachments.controller';
import { DealFilesService } from './files/deal-files.service';
import { DealGraphController } from './graph/deal-graph.controller';
import { DashboardController } from './dashboard/dashboard.controller';
import { DashboardService } from './dashboard/dashboard.service';
import { CONTRACT_CONTROLLERS, CONTRACT_MODELS, CONTRACT_PROVIDERS } from './contracts';
import { OFFER_CONTROLLERS, OFFER_MODELS, OFFER_PROVIDERS } from './offers';
import { DEFAULT_DEMO_DEALS, DealSeeder, TRADER_SEED_OPTIONS, type TraderSeedOptions } from './seed/deal-seeder';
import { SeedRun, SeedRunSchema } from './seed/seed-run.schema';
import { SEED_STATUS_PATH, SeedStatusMiddleware } from './seed/seed-status.middleware';

export const TRADER_SERVICE = 'trader' as const;

/** Negotiable bulk deals: the trader bounded context. */
@Module({})
export class TraderModule implements NestModule {
  /** `catalogUrl`: where the catalog answers (it owns the brands deals name); single-machine mode passes its loopback URL. */
  static forRoot(
    config: PlatformConfig,
    seed: TraderSeedOptions = { deals: DEFAULT_DEMO_DEALS },
    catalogUrl = serviceUrl('catalog'),
    buyers: DealBuyerOptions = DEFAULT_DEAL_BUYER_OPTIONS,
  ): DynamicModule {
    return {
      module: TraderModule,
      imports: [
        PlatformModule.forService({ service: TRADER_SERVICE, config }),
        // Deal pictures and documents are shown by their storage URLs.
        FileStorageModule.forRoot(config),
        // Inquiries to sellers and buyers' back-in-stock and price-drop notices are mailed.
        MailModule.forRoot(config),
        MailOutboxModule,
        DocumentStoreModule.forFeature([
          { name: Deal.name, schema: DealSchema },
          { name: DealFile.name, schema: DealFileSchema },
          { name: Sequence.name, schema: SequenceSchema },
          { name: SeedRun.name, schema: SeedRunSchema },
          ...BUYER_MODELS,
          ...OFFER_MODELS,
          ...CONTRACT_MODELS,
          ...ADMIN_MODELS,
        ]),
      ],
      // DealGraphController first: DealsController's `listing/:listing_id` would take `listing/graph-deals`. The
      // admin routes (`admin/...`, `internal/moderation...`) are all literal or under roots no template before
      // them takes; they come early all the same, so a parameter route added later cannot shadow them.
      controllers: [
        DealGraphController,
        ...ADMIN_CONTROLLERS,
        DealsController,
        SellerDealsController,
        DealStatusController,
        AttachmentsController,
        InternalDealsController,
        ...BROKER_CONTROLLERS,
        ...BUYER_CONTROLLERS,
        ...OFFER_CONTROLLERS,
        ...CONTRACT_CONTROLLERS,
        DashboardController,
      ],
      providers: [
        DealsService,
        DealEditsService,
        DealStatusService,
        DealFields,
        DealFilesService,
        UploadedFiles,
        Sequences,
        DealSeeder,
        { provide: TRADER_SEED_OPTIONS, useValue: seed },
        { provide: DEAL_BUYER_OPTIONS, useValue: buyers },
        ...BUYER_PROVIDERS,
        ...OFFER_PROVIDERS,
        ...CONTRACT_PROVIDERS,
        DashboardService,
        ...ADMIN_PROVIDERS,
        ...brokerProviders(catalogUrl),
      ],
    };
  }

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(SeedStatusMiddleware).forRoutes({ path: SEED_STATUS_PATH, method: RequestMethod.GET });
  }
}
