import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { validateReseller, type AccessTokenClaims, type ResellerRequest, type SearchAllowList } from '@solar/contracts';
import { CurrentUser, FormRules, Roles, parseSearchBody } from '@solar/platform';
import { ResellersService } from './resellers.service';

const RESELLER_SEARCH: SearchAllowList = { fields: [], where: [], whereIn: [], with: [], orderby: [], query: ['name', 'company_name'] };
const RESELLERS_PAGE = { page: 1, limit: 20 };

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
  search(@CurrentUser() seller: AccessTokenClaims, @Body() body: unknown) {
    const search = parseSearchBody(body, RESELLER_SEARCH);
    return this.resellers.search(seller.sub, {
      text: search.query?.term,
      page: search.page ?? RESELLERS_PAGE.page,
      limit: search.limit ?? RESELLERS_PAGE.limit,
    });
  }

  @Get(':id')
  get(@CurrentUser() seller: AccessTokenClaims, @Param('id', ParseIntPipe) id: number) {
    return this.resellers.get(seller.sub, id);
  }

  @Post()
  create(@CurrentUser() seller: AccessTokenClaims, @Body(new FormRules(validateReseller)) form: ResellerRequest) {
    return this.resellers.create(seller.sub, form);
  }

  @Put(':id')
  update(@CurrentUser() seller: AccessTokenClaims, @Param('id', ParseIntPipe) id: number, @Body(new FormRules(validateReseller)) form: ResellerRequest) {
    return this.resellers.update(seller.sub, id, form);
  }

  @Post(':id/delete')
  @HttpCode(200)
  async remove(@CurrentUser() seller: AccessTokenClaims, @Param('id', ParseIntPipe) id: number) {
    await this.resellers.remove(seller.sub, id);
    return { deleted: true };
  }
}
