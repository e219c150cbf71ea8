import { IsIn, IsOptional } from 'class-validator';
import { DASHBOARD_GRAPH_WEEKS_MAX, DASHBOARD_MESSAGES, type DashboardGraphQuery } from '../rules/dashboard';
import type { OfferParty } from '../rules/offer-status';
import { OFFER_MESSAGES, OFFER_SIDES } from '../rules/offers';
import { OptionalQueryNumber } from '../../dto/page-query';

/** `GET dashboard/graph?weeks=&side=`: one whole number of weeks and one side at most (a repeated parameter is 400). */
export class DashboardGraphParams implements DashboardGraphQuery {
  @OptionalQueryNumber(1, DASHBOARD_GRAPH_WEEKS_MAX, DASHBOARD_MESSAGES.weeksInvalid)
  weeks?: number;

  @IsOptional()
  @IsIn(OFFER_SIDES, { message: OFFER_MESSAGES.sideInvalid })
  side?: OfferParty;
}
