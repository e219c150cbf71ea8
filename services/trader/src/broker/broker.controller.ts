import { Controller, Get, Param, ParseIntPipe, Query } from '@nestjs/common';
import { DealBrandsQuery, DealSidebarQuery, PartNumberQuery, SECTORS, SellerBrandsQuery, TRADER_API, type AccessTokenClaims } from '@solar/contracts';
import { CurrentUser, InvalidInputError, Public, Roles } from '@solar/platform';
import { BrokerListsService } from './broker-lists.service';
import { DealSidebarService } from './deal-sidebar.service';

/** A category id in the path: anything but a whole number answers 400 on `id` before the handler runs. */
const categoryIdParam = new ParseIntPipe({ exceptionFactory: () => new InvalidInputError({ id: ['Must be a whole number.'] }) });

/** The broker lists anyone reads around the deals (spec, section 7): categories, brands, the listing sidebar, sectors. */
@Controller()
@Public()
export class BrokerListsController {
  constructor(
    private readonly lists: BrokerListsService,
    private readonly sidebars: DealSidebarService,
  ) {}

  @Get(TRADER_API.dealCategories)
  categories() {
    return this.lists.categories();
  }

  @Get(TRADER_API.dealCategory.template)
  category(@Param('id', categoryIdParam) id: number) {
    return this.lists.category(id);
  }

  @Get(TRADER_API.dealBrands)
  brands(@Query() query: DealBrandsQuery) {
    return this.lists.dealBrands(query.page, query.limit);
  }

  @Get(TRADER_API.sidebar)
  sidebar(@Query() query: DealSidebarQuery) {
    return this.sidebars.sidebar(query.category, query.key);
  }

  @Get(TRADER_API.sectors)
  sectors() {
    return SECTORS;
  }
}

/** The broker lists of the deal forms and the seller's pages: signed-in sellers (and admins for a seller's brands). */
@Controller()
export class SellerBrokerListsController {
  constructor(private readonly lists: BrokerListsService) {}

  @Get(TRADER_API.partNumbers)
  @Roles('seller')
  partNumbers(@CurrentUser() seller: AccessTokenClaims, @Query() query: PartNumberQuery) {
    return this.lists.partNumbers(seller.sub, query.q);
  }

  @Get(TRADER_API.sellerBrands)
  @Roles('seller', 'admin')
  sellerBrands(@CurrentUser() caller: AccessTokenClaims, @Query() query: SellerBrandsQuery) {
    return this.lists.sellerBrands(caller, query.seller_id);
  }
}
