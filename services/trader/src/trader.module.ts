import { DynamicModule, Module } from '@nestjs/common';
import { DocumentStoreModule, FileStorageModule, PlatformModule, Sequence, SequenceSchema, Sequences, UploadedFiles, type PlatformConfig } from '@solar/platform';
import { DealEditsService } from './deals/deal-edits.service';
import { DealFields } from './deals/deal-fields';
import { DealStatusService } from './deals/deal-status.service';
import { Deal, DealSchema } from './deals/deal.schema';
import { DealStatusController, DealsController, SellerDealsController } from './deals/deals.controller';
import { DealsService } from './deals/deals.service';
import { DealFile, DealFileSchema } from './files/deal-file.schema';
import { AttachmentsController } from './files/attachments.controller';
import { DealFilesService } from './files/deal-files.service';
import { DEFAULT_DEMO_DEALS, DealSeeder, TRADER_SEED_OPTIONS, type TraderSeedOptions } from './seed/deal-seeder';

export const TRADER_SERVICE = 'trader' as const;

/** Negotiable bulk deals: the trader bounded context. */
@Module({})
export class TraderModule {
  static forRoot(config: PlatformConfig, seed: TraderSeedOptions = { deals: DEFAULT_DEMO_DEALS }): DynamicModule {
    return {
      module: TraderModule,
      imports: [
        PlatformModule.forService({ service: TRADER_SERVICE, config }),
        // Deal pictures and documents are shown by their storage URLs.
        FileStorageModule.forRoot(config),
        DocumentStoreModule.forFeature([
          { name: Deal.name, schema: DealSchema },
          { name: DealFile.name, schema: DealFileSchema },
          { name: Sequence.name, schema: SequenceSchema },
        ]),
      ],
      controllers: [DealsController, SellerDealsController, DealStatusController, AttachmentsController],
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
      ],
    };
  }
}
