import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { AddressBody, searchBody, type AccessTokenClaims, type SearchAllowList } from '@solar/contracts';
import { CurrentUser, Roles } from '@solar/platform';
import { LocationsService, type LocationSearch } from './locations.service';

const LOCATION_SEARCH: SearchAllowList = {
  fields: [],
  where: ['state'],
  whereIn: [],
  with: [],
  orderby: ['created_at', 'name', 'city'],
  query: ['name', 'address', 'city', 'zip'],
};
const LOCATIONS_PAGE = { page: 1, limit: 20 };

/** `where.state` is a US_STATES id: a number, or numeric text. */
export class LocationsSearchBody extends searchBody(LOCATION_SEARCH, { numbers: ['state'] }) {}

/** The seller's warehouse locations (the product form lists where an item ships from). */
@Controller('v1/client/locations')
@Roles('seller')
export class LocationsController {
  constructor(private readonly locations: LocationsService) {}

  @Get()
  list(@CurrentUser() seller: AccessTokenClaims) {
    return this.locations.list(seller.sub);
  }

  @Post()
  create(@CurrentUser() seller: AccessTokenClaims, @Body() form: AddressBody) {
    return this.locations.create(seller.sub, form);
  }

  @Post('search')
  @HttpCode(200)
  search(@CurrentUser() seller: AccessTokenClaims, @Body() search: LocationsSearchBody) {
    const order = search.orderby?.[0];
    const state = search.where?.state as number | null | undefined;
    return this.locations.search(seller.sub, {
      text: search.query?.term,
      state: state ?? undefined,
      sortField: (order?.field as LocationSearch['sortField'] | undefined) ?? 'created_at',
      direction: order?.direction ?? 'asc',
      page: search.page ?? LOCATIONS_PAGE.page,
      limit: search.limit ?? LOCATIONS_PAGE.limit,
    });
  }

  @Get(':id')
  get(@CurrentUser() seller: AccessTokenClaims, @Param('id') id: string) {
    return this.locations.get(seller.sub, id);
  }

  @Put(':id')
  update(@CurrentUser() seller: AccessTokenClaims, @Param('id') id: string, @Body() form: AddressBody) {
    return this.locations.update(seller.sub, id, form);
  }

  @Delete(':id')
  async remove(@CurrentUser() seller: AccessTokenClaims, @Param('id') id: string) {
    await this.locations.remove(seller.sub, id);
    return { deleted: true };
  }
}
