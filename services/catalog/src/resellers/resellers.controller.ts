import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CATALOG_API, ResellerBody, searchBody, type AccessTokenClaims } from '@solar/contracts';
import { CurrentUser, Roles } from '@solar/platform';
import { idParam } from '../common/id-param';
import { RESELLERS_LIST, ResellersService } from './resellers.service';

export class ResellersSearchBody extends searchBody(RESELLERS_LIST.allowList) {}

/** The seller area's resellers: the default one and the seller's own. */
@Controller()
@Roles('seller')
export class ResellersController {
  constructor(private readonly resellers: ResellersService) {}

  @Get(CATALOG_API.resellersList)
  list(@CurrentUser() seller: AccessTokenClaims) {
    return this.resellers.list(seller.sub);
  }

  @Post(CATALOG_API.resellersSearch)
  @HttpCode(200)
  search(@CurrentUser() seller: AccessTokenClaims, @Body() search: ResellersSearchBody) {
    return this.resellers.search(seller.sub, search);
  }

  @Get(CATALOG_API.reseller.template)
  get(@CurrentUser() seller: AccessTokenClaims, @Param('id', idParam('id')) id: number) {
    return this.resellers.get(seller.sub, id);
  }

  @Post(CATALOG_API.resellers)
  create(@CurrentUser() seller: AccessTokenClaims, @Body() form: ResellerBody) {
    return this.resellers.create(seller.sub, form);
  }

  @Put(CATALOG_API.reseller.template)
  update(@CurrentUser() seller: AccessTokenClaims, @Param('id', idParam('id')) id: number, @Body() form: ResellerBody) {
    return this.resellers.update(seller.sub, id, form);
  }

  @Post(CATALOG_API.resellerDelete.template)
  @HttpCode(200)
  async remove(@CurrentUser() seller: AccessTokenClaims, @Param('id', idParam('id')) id: number) {
    await this.resellers.remove(seller.sub, id);
    return { deleted: true };
  }
}
