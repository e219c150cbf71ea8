import type { ModelDefinition } from '@nestjs/mongoose';
import { OfferLapses } from './offer-lapses';
import { OfferRateLimits } from './offer-limits';
import { Offer, OfferSchema } from './offer.schema';
import { InternalOffersController, OffersController } from './offers.controller';
import { OffersService } from './offers.service';

/** Offers on deals and their negotiation: the part TraderModule adds for them. */
export const OFFER_MODELS: ModelDefinition[] = [{ name: Offer.name, schema: OfferSchema }];
export const OFFER_CONTROLLERS = [OffersController, InternalOffersController];
export const OFFER_PROVIDERS = [OffersService, OfferRateLimits, OfferLapses];
