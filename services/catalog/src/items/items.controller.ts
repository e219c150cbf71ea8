import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { ItemStatusChange, type AccessTokenClaims, type SearchAllowList } from '@solar/contracts';
import { CurrentUser, Public, Roles, parsePageQuery, parseSearchBody } from '@solar/platform';
import { ItemsService } from './items.service';

@Controller('v1/client')
export class ItemsController {
  constructor(private readonly items: ItemsService) {}

  @Get('items/related/:id')
  @Public()
  related(@Param('id', ParseIntPipe) id: number) {
    return this.items.related(id);
  }

  @Get('items/:uuid')
  @Public()
  get(@Param('uuid') uuid: string) {
    return this.items.getPublic(uuid);
  }

  @Put('admin/items/:uuid/status')
  @Roles('admin')
  setStatus(@Param('uuid') uuid: string, @Body() change: ItemStatusChange) {
    return this.items.setStatus(uuid, change.status, change.reason ?? null);
  }
}

const OWN_ITEMS_SEARCH: SearchAllowList = {
  fields: [],
  where: ['status', 'is_active', 'category_id', 'brand_id', 'condition'],
  whereIn: ['status', 'category_id', 'brand_id'],
  with: [],
  orderby: ['created_at', 'name', 'price', 'stock', 'id'],
  query: ['name'],
};

/** The seller area's listing: only sellers, and only their own items. */
@Controller('v1/client/my/items')
@Roles('seller')
export class SellerItemsController {
  constructor(private readonly items: ItemsService) {}

  @Post('search')
  @HttpCode(200)
  search(@CurrentUser() seller: AccessTokenClaims, @Body() body: unknown) {
    const search = parseSearchBody(body, OWN_ITEMS_SEARCH);
    const where: Record<string, unknown> = { ...search.where };
    for (const [field, values] of Object.entries(search.where_in ?? {})) where[field] = { $in: values };
    const order = search.orderby?.[0];
    return this.items.searchOwn(seller.sub, {
      where,
      text: search.query?.term,
      sortField: order?.field ?? 'created_at',
      direction: order?.direction ?? 'desc',
      page: search.page ?? 1,
      limit: search.limit ?? 20,
    });
  }
}

/** Service-to-service routes; the gateway never routes /internal. */
@Controller('internal/items')
export class InternalItemsController {
  constructor(private readonly items: ItemsService) {}

  /** Item payloads in id order, for a consumer that rebuilds its read model (search reindex). */
  @Get()
  @Roles('admin')
  export(@Query() query: Record<string, string | undefined>) {
    const { limit } = parsePageQuery(query, { page: 1, limit: 200 });
    const after = Number(query.after_id ?? 0);
    return this.items.exportPayloads(Number.isFinite(after) ? after : 0, limit);
  }
}
