import { DynamicModule, Module } from '@nestjs/common';
import { DocumentStoreModule, FileStorageModule, PlatformModule, UploadedFiles, serviceUrl, type PlatformConfig } from '@solar/platform';
import { AdminAccount, AdminAccountSchema } from './accounts/admin-account.schema';
import { AdminAccounts, AdminAccountsConsumer, AdminAccountsController } from './accounts/admin-accounts';
import { AdminActionRecord, AdminActionSchema } from './actions/admin-action.schema';
import { AdminActions } from './actions/admin-actions.service';
import { AdminActionsConsumer, AuditLogController } from './actions/audit-log';
import { BulkEdits, BulkEditsController } from './bulk-edits/bulk-edits';
import { Dashboard, DashboardController } from './dashboard/dashboard';
import { AdminIdentityController } from './identity/admin-identity.controller';
import { AdminListing, AdminListingSchema } from './merchandising/admin-listing.schema';
import { AdminListings, AdminListingsConsumer } from './merchandising/admin-listings';
import { AdminUploads, AdminUploadsController } from './merchandising/admin-uploads';
import { Ads, AdsController, PublicAdsController } from './merchandising/ads';
import { Banners, BannersController, PublicBannersController } from './merchandising/banners';
import { CuratedLists, CuratedListsController, PublicListsController } from './merchandising/curated-lists';
import {
  Ad,
  AdSchema,
  AdminUpload,
  AdminUploadSchema,
  Banner,
  BannerSchema,
  MerchandisingPicks,
  MerchandisingPicksSchema,
} from './merchandising/merchandising.schema';
import { Moderation, ModerationController } from './moderation/moderation';
import { ADMIN_PEERS, ListingOwners, type AdminPeers } from './owners/listing-owners';
import { PrivateListings, PrivateListingsController } from './private-listings/private-listings';
import { OwnershipTransfersController } from './transfers/ownership-transfers.controller';
import { OwnershipTransfers } from './transfers/ownership-transfers.service';

export const ADMIN_SERVICE = 'admin' as const;
export { ADMIN_PEERS, type AdminPeers } from './owners/listing-owners';

/**
 * The admin area: moderation decisions, merchandising, private-listing grants, bulk edits, ownership transfers and
 * the audit log. It decides; the owners (trader, catalog) apply its events and answer how each listing took them.
 */
@Module({})
export class AdminModule {
  static forRoot(config: PlatformConfig, peers: AdminPeers = { traderUrl: serviceUrl('trader'), catalogUrl: serviceUrl('catalog') }): DynamicModule {
    return {
      module: AdminModule,
      imports: [
        PlatformModule.forService({ service: ADMIN_SERVICE, config }),
        // Banner and ad pictures are shown by their storage URLs.
        FileStorageModule.forRoot(config),
        DocumentStoreModule.forFeature([
          { name: AdminAccount.name, schema: AdminAccountSchema },
          { name: AdminActionRecord.name, schema: AdminActionSchema },
          { name: AdminListing.name, schema: AdminListingSchema },
          { name: Banner.name, schema: BannerSchema },
          { name: Ad.name, schema: AdSchema },
          { name: MerchandisingPicks.name, schema: MerchandisingPicksSchema },
          { name: AdminUpload.name, schema: AdminUploadSchema },
        ]),
      ],
      controllers: [
        AdminIdentityController,
        AdminAccountsController,
        ModerationController,
        OwnershipTransfersController,
        BulkEditsController,
        PrivateListingsController,
        BannersController,
        CuratedListsController,
        AdsController,
        AdminUploadsController,
        AuditLogController,
        DashboardController,
        PublicBannersController,
        PublicListsController,
        PublicAdsController,
        AdminAccountsConsumer,
        AdminActionsConsumer,
        AdminListingsConsumer,
      ],
      providers: [
        { provide: ADMIN_PEERS, useValue: peers },
        ListingOwners,
        AdminAccounts,
        AdminActions,
        AdminListings,
        Moderation,
        OwnershipTransfers,
        BulkEdits,
        PrivateListings,
        Banners,
        Ads,
        CuratedLists,
        AdminUploads,
        UploadedFiles,
        Dashboard,
      ],
    };
  }
}
