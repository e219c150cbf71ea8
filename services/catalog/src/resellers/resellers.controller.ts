import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ResellerBody, searchBody, type AccessTokenClaims, type SearchAllowList } from '@solar/contracts';
import { CurrentUser, Roles } from '@solar/platform';
import { idParam } from '../common/id-param';
import { ResellersService } from './resellers.service';

const RESELLER_SEARCH: SearchAllowList = { fields: [], where: [], whereIn: [], with: [], orderby: [], query: ['name', 'company_name'] };
const RESELLERS_PAGE = { page: 1, limit: 20 };

export class ResellersSearchBody extends searchBody(RESELLER_SEARCH) {}

/** The seller area's resellers: the default one and the seller's own. */
@Controller('v1/client/resellers')
@Roles('seller')
export class ResellersController {
  constructor(private readonly resellers: ResellersService) {}

  @Get('list')
  list(@CurrentUser() seller: AccessTokenClaims) {
    return this.resellers.list(seller.sub);
  }

  @Post('search')
  @HttpCode(200)
  search(@CurrentUser() seller: AccessTokenClaims, @Body() search: ResellersSearchBody) {
    return this.resellers.search(seller.sub, {
      text: search.query?.term,
      page: search.page ?? RESELLERS_PAGE.page,
      limit: search.limit ?? RESELLERS_PAGE.limit,
    });
  }

  @Get(':id')
  get(@CurrentUser() seller: AccessTokenClaims, @Param('id', idParam('id')) id: number) {
    return this.resellers.get(seller.sub, id);
  }

  @Post()
  create(@CurrentUser() seller: AccessTokenClaims, @Body() form: ResellerBody) {
    return this.resellers.create(seller.sub, form);
  }

  @Put(':id')
  update(@CurrentUser() seller: AccessTokenClaims, @Param('id', idParam('id')) id: number, @Body() form: ResellerBody) {
    return this.resellers.update(seller.sub, id, form);
  }

  @Post(':id/delete')
  @HttpCode(200)
  async remove(@CurrentUser() seller: AccessTokenClaims, @Param('id', idParam('id')) id: number) {
    await this.resellers.remove(seller.sub, id);
    return { deleted: true };
  }
}
