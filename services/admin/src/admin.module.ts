import { DynamicModule, Module } from '@nestjs/common';
import { DocumentStoreModule, FileStorageModule, PlatformModule, UploadedFiles, serviceUrl, type PlatformConfig } from '@solar/platform';
import { AdminAccount, AdminAccountSchema } from './accounts/admin-account.schema';
import { AdminAccounts } from './accounts/admin-accounts.service';
import { AdminAccountsConsumer } from './accounts/admin-accounts.consumer';
import { AdminAccountsController } from './accounts/admin-accounts.controller';
import { AdminActionRecord, AdminActionSchema } from './actions/admin-action.schema';
import { AdminActions } from './actions/admin-actions.service';
import { AdminActionsConsumer } from './actions/admin-actions.consumer';
import { AuditLogController } from './actions/audit-log.controller';
import { BulkEdits } from './bulk-edits/bulk-edits.service';
import { BulkEditsController } from './bulk-edits/bulk-edits.controller';
import { Dashboard } from './dashboard/dashboard.service';
import { DashboardController } from './dashboard/dashboard.controller';
import { AdminIdentityController } from './identity/admin-identity.controller';
import { AdminListing, AdminListingSchema } from './merchandising/admin-listing.schema';
import { AdminListings } from './merchandising/admin-listings.service';
import { AdminListingsConsumer } from './merchandising/admin-listings.controller';
import { AdminUploads } from './merchandising/admin-uploads.service';
import { AdminUploadsController } from './merchandising/admin-uploads.controller';
import { Ads } from './merchandising/ads.service';
import { AdsController, PublicAdsController } from './merchandising/ads.controller';
import { Banners } from './merchandising/banners.service';
import { BannersController, PublicBannersController } from './merchandising/banners.controller';
import { CuratedLists } from './merchandising/curated-lists.service';
import { CuratedListsController, PublicListsController } from './merchandising/curated-lists.controller';
import { Ad, AdSchema } from './merchandising/ad.schema';
import { AdminUpload, AdminUploadSchema } from './merchandising/admin-upload.schema';
import { Banner, BannerSchema } from './merchandising/banner.schema';
import { MerchandisingPicks, MerchandisingPicksSchema } from './merchandising/merchandising-picks.schema';
import { Moderation } from './moderation/moderation.service';
import { ModerationController } from './moderation/moderation.controller';
import { ADMIN_PEERS, ListingOwners, type AdminPeers } from './owners/listing-owners';
import { PrivateListings } from './private-listings/private-listings.service';
import { PrivateListingsController } from './private-listings/private-listings.controller';
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
