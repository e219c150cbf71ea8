import { AccountContact, AccountContactSchema, AccountContacts, AccountContactsConsumer } from '@solar/platform';
import type { ModelDefinition } from '@nestjs/mongoose';
import { DealGraphService } from '../graph/deal-graph.service';
import { DealInquiry, DealInquirySchema } from '../inquiries/deal-inquiry.schema';
import { InquiriesController } from '../inquiries/inquiries.controller';
import { InquiriesService } from '../inquiries/inquiries.service';
import { InquiryRateLimits } from '../inquiries/inquiry-limits';
import { DealNoticesConsumer } from '../notifications/deal-notices.consumer';
import { DealSubscription, DealSubscriptionSchema } from '../notifications/deal-subscription.schema';
import { DealSubscriptionsController } from '../notifications/deal-subscriptions.controller';
import { DealSubscriptionsService } from '../notifications/deal-subscriptions.service';
import { SoldDealsController } from '../sold/sold-deals.controller';
import { DealWishlistEntryRecord, DealWishlistEntrySchema } from '../wishlist/deal-wishlist-entry.schema';
import { DealWishlistController } from '../wishlist/deal-wishlist.controller';
import { DealWishlistService } from '../wishlist/deal-wishlist.service';
import { BuyerDeals } from './buyer-deals';

/*
 * What the trader does for buyers around a deal, and the seller's sold deals: the parts TraderModule adds. (The
 * price chart's controller is not here: it must come before DealsController, see TraderModule.)
 */

export const BUYER_MODELS: ModelDefinition[] = [
  { name: AccountContact.name, schema: AccountContactSchema },
  { name: DealInquiry.name, schema: DealInquirySchema },
  { name: DealSubscription.name, schema: DealSubscriptionSchema },
  { name: DealWishlistEntryRecord.name, schema: DealWishlistEntrySchema },
];

export const BUYER_CONTROLLERS = [
  SoldDealsController,
  InquiriesController,
  DealSubscriptionsController,
  DealWishlistController,
  AccountContactsConsumer,
  DealNoticesConsumer,
];

export const BUYER_PROVIDERS = [
  BuyerDeals,
  AccountContacts,
  DealGraphService,
  InquiriesService,
  InquiryRateLimits,
  DealSubscriptionsService,
  DealWishlistService,
];
