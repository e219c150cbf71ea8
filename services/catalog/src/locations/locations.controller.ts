import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { AddressBody, CATALOG_API, searchBody, type AccessTokenClaims } from '@solar/contracts';
import { CurrentUser, Roles } from '@solar/platform';
import { LOCATIONS_LIST, LocationsService } from './locations.service';

/** `where.state` is a US_STATES id: a number, or numeric text. */
export class LocationsSearchBody extends searchBody(LOCATIONS_LIST.allowList, { numbers: ['state'] }) {}

/** The seller's warehouse locations (the product form lists where an item ships from). */
@Controller()
@Roles('seller')
export class LocationsController {
  constructor(private readonly locations: LocationsService) {}

  @Get(CATALOG_API.locations)
  list(@CurrentUser() seller: AccessTokenClaims) {
    return this.locations.list(seller.sub);
  }

  @Post(CATALOG_API.locations)
  create(@CurrentUser() seller: AccessTokenClaims, @Body() form: AddressBody) {
    return this.locations.create(seller.sub, form);
  }

  @Post(CATALOG_API.locationsSearch)
  @HttpCode(200)
  search(@CurrentUser() seller: AccessTokenClaims, @Body() search: LocationsSearchBody) {
    return this.locations.search(seller.sub, search);
  }

  @Get(CATALOG_API.location.template)
  get(@CurrentUser() seller: AccessTokenClaims, @Param('id') id: string) {
    return this.locations.get(seller.sub, id);
  }

  @Put(CATALOG_API.location.template)
  update(@CurrentUser() seller: AccessTokenClaims, @Param('id') id: string, @Body() form: AddressBody) {
    return this.locations.update(seller.sub, id, form);
  }

  @Delete(CATALOG_API.location.template)
  async remove(@CurrentUser() seller: AccessTokenClaims, @Param('id') id: string) {
    await this.locations.remove(seller.sub, id);
    return { deleted: true };
  }
}
