import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { validateAddress, type AccessTokenClaims, type AddressRequest, type SearchAllowList } from '@solar/contracts';
import { CurrentUser, FormRules, Roles, parseSearchBody } from '@solar/platform';
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
  create(@CurrentUser() seller: AccessTokenClaims, @Body(new FormRules(validateAddress)) form: AddressRequest) {
    return this.locations.create(seller.sub, form);
  }

  @Post('search')
  @HttpCode(200)
  search(@CurrentUser() seller: AccessTokenClaims, @Body() body: unknown) {
    const search = parseSearchBody(body, LOCATION_SEARCH);
    const order = search.orderby?.[0];
    const state = search.where?.state;
    return this.locations.search(seller.sub, {
      text: search.query?.term,
      state: state === undefined || state === null ? undefined : Number(state),
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
  update(@CurrentUser() seller: AccessTokenClaims, @Param('id') id: string, @Body(new FormRules(validateAddress)) form: AddressRequest) {
    return this.locations.update(seller.sub, id, form);
  }

  @Delete(':id')
  async remove(@CurrentUser() seller: AccessTokenClaims, @Param('id') id: string) {
    await this.locations.remove(seller.sub, id);
    return { deleted: true };
  }
}
