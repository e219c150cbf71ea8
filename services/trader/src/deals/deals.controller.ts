import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  DealFormBody,
  DuplicateDealBody,
  ExportPageQuery,
  TRADER_API,
  TRADER_INTERNAL_API,
  UpdateDealBody,
  UpdateDealStatusBody,
  UpdateInventoryBody,
  searchBody,
  type AccessTokenClaims,
} from '@solar/contracts';
import { CurrentUser, Public, Roles, withMessage } from '@solar/platform';
import { DealEditsService, type SellerAnswer } from './deal-edits.service';
import { DealStatusService } from './deal-status.service';
import { DealsService, USER_DEALS_LIST } from './deals.service';

const ID_FILTERS = { numbers: ['category_id', 'subcategory_id', 'brand_id'] };
export class UserDealsSearchBody extends searchBody(USER_DEALS_LIST.allowList, ID_FILTERS) {}

const answer = ({ deal, message }: SellerAnswer) => withMessage(deal, message);

/** What anyone reads: the showcases of public deals, and one deal as the caller may see it (the search service lists and finds them). */
@Controller()
export class DealsController {
  constructor(private readonly deals: DealsService) {}

  // The literal paths before `listing/:listing_id`, which would take them as an id.
  @Get(TRADER_API.featuredDeals)
  @Public()
  featured() {
    return this.deals.featured();
  }

  @Get(TRADER_API.recentDeals)
  @Public()
  recent() {
    return this.deals.recent();
  }

  @Get(TRADER_API.deal.template)
  @Public()
  get(@Param('listing_id') listingId: string, @CurrentUser() caller: AccessTokenClaims | undefined) {
    return this.deals.open(listingId, caller);
  }
}

/** The seller's deals: only sellers, and only their own deals (403 otherwise). */
@Controller()
@Roles('seller')
export class SellerDealsController {
  constructor(
    private readonly deals: DealsService,
    private readonly edits: DealEditsService,
    private readonly status: DealStatusService,
  ) {}

  @Post(TRADER_API.create)
  async create(@CurrentUser() seller: AccessTokenClaims, @Body() form: DealFormBody) {
    return answer(await this.edits.create(seller.sub, form));
  }

  @Post(TRADER_API.userDeals)
  @HttpCode(200)
  userDeals(@CurrentUser() seller: AccessTokenClaims, @Body() search: UserDealsSearchBody) {
    return this.deals.ownPage(seller.sub, search);
  }

  @Post(TRADER_API.duplicateDeal)
  async duplicate(@CurrentUser() seller: AccessTokenClaims, @Body() body: DuplicateDealBody) {
    return answer(await this.edits.duplicate(seller.sub, body.listing_id));
  }

  @Post(TRADER_API.updateListing)
  @HttpCode(200)
  async update(@CurrentUser() seller: AccessTokenClaims, @Body() body: UpdateDealBody) {
    return answer(await this.edits.update(seller.sub, body.listing_id, body));
  }

  /** The same edit by PUT, as the spec's clients send it either way. */
  @Put(TRADER_API.updateListing)
  async replace(@CurrentUser() seller: AccessTokenClaims, @Body() body: UpdateDealBody) {
    return answer(await this.edits.update(seller.sub, body.listing_id, body));
  }

  @Post(TRADER_API.updateInventory)
  @HttpCode(200)
  async updateInventory(@CurrentUser() seller: AccessTokenClaims, @Body() body: UpdateInventoryBody) {
    return answer(await this.status.updateInventory(seller.sub, body.listing_id, body.total_qty));
  }
}

/** Status moves: the deal's seller, or an admin on any deal; the transition table decides which moves are whose. */
@Controller()
@Roles('seller', 'admin')
export class DealStatusController {
  constructor(private readonly status: DealStatusService) {}

  @Post(TRADER_API.updateStatus)
  @HttpCode(200)
  async updateStatus(@CurrentUser() caller: AccessTokenClaims, @Body() body: UpdateDealStatusBody) {
    return answer(await this.status.updateStatus(caller, body.listing_id, body.status, body.reason));
  }
}

/** Deals per page of the export when the caller names no limit (the most a page may hold). */
const EXPORT_PAGE_LIMIT = 200;

/** Service-to-service routes; the gateway never routes /internal. */
@Controller()
export class InternalDealsController {
  constructor(private readonly deals: DealsService) {}

  /** Deal payloads in id order, for a consumer that rebuilds its read model (search's reindex). */
  @Get(TRADER_INTERNAL_API.dealsExport)
  @Roles('admin')
  export(@Query() query: ExportPageQuery) {
    return this.deals.exportPayloads(query.after_id ?? 0, query.limit ?? EXPORT_PAGE_LIMIT);
  }

  /** Who sells a public deal, for links a seller gives to their own deals (content's custom-order answers). */
  @Get(TRADER_INTERNAL_API.dealOwner.template)
  @Roles('admin')
  owner(@Param('deal_id') dealId: string) {
    return this.deals.publicOwner(dealId);
  }
}
