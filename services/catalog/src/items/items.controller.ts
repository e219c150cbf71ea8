import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  BulkChangeStatusBody,
  BulkSavingsBody,
  BulkUpdateBody,
  FileUploadFields,
  ItemStatusChange,
  ItemsExportQuery,
  MESSAGES,
  ProductFormBody,
  QuantityOnHandBody,
  UPLOAD_LIMITS,
  searchBody,
  type AccessTokenClaims,
  type SearchAllowList,
} from '@solar/contracts';
import { CurrentUser, Public, Roles, withMessage } from '@solar/platform';
import { idParam } from '../common/id-param';
import { ItemFilesService, type IncomingFile } from '../files/item-files.service';
import { UploadLimitsInterceptor } from '../files/upload-limits.interceptor';
import { ItemsService } from './items.service';
import { SellerItemsService } from './seller-items.service';

@Controller('v1/client')
export class ItemsController {
  constructor(private readonly items: ItemsService) {}

  @Get('items/related/:id')
  @Public()
  related(@Param('id', idParam('id')) id: number) {
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

export class OwnItemsSearchBody extends searchBody(OWN_ITEMS_SEARCH, { numbers: ['is_active', 'category_id', 'brand_id'] }) {}

/** The seller area's items: only sellers, and only their own items. */
@Controller('v1/client/my/items')
@Roles('seller')
export class SellerItemsController {
  constructor(
    private readonly items: ItemsService,
    private readonly seller: SellerItemsService,
  ) {}

  @Post()
  async create(@CurrentUser() user: AccessTokenClaims, @Body() form: ProductFormBody) {
    return withMessage(await this.seller.create(user.sub, form), MESSAGES.product.itemSubmitted);
  }

  @Post('bulk/change-status')
  @HttpCode(200)
  changeStatus(@CurrentUser() user: AccessTokenClaims, @Body() body: BulkChangeStatusBody) {
    return this.seller.changeActive(user.sub, body.uuids, body.is_active);
  }

  @Get(':uuid')
  get(@CurrentUser() user: AccessTokenClaims, @Param('uuid') uuid: string) {
    return this.seller.get(user.sub, uuid);
  }

  @Put(':uuid')
  async update(@CurrentUser() user: AccessTokenClaims, @Param('uuid') uuid: string, @Body() form: ProductFormBody) {
    return withMessage(await this.seller.update(user.sub, uuid, form), MESSAGES.product.itemSubmitted);
  }

  @Delete(':uuid')
  async remove(@CurrentUser() user: AccessTokenClaims, @Param('uuid') uuid: string) {
    await this.seller.remove(user.sub, uuid);
    return { uuid };
  }

  @Post('search')
  @HttpCode(200)
  search(@CurrentUser() seller: AccessTokenClaims, @Body() search: OwnItemsSearchBody) {
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

/** The seller calls the spec puts outside my/items: bulk edit, uploads, locations, inventory, bulk savings. */
@Controller('v1/client')
@Roles('seller')
export class SellerToolsController {
  constructor(
    private readonly seller: SellerItemsService,
    private readonly files: ItemFilesService,
  ) {}

  @Post('bulk/update')
  @HttpCode(200)
  bulkUpdate(@CurrentUser() user: AccessTokenClaims, @Body() body: BulkUpdateBody) {
    return this.seller.bulkUpdate(user.sub, body.items);
  }

  @Post('file')
  @UseInterceptors(UploadLimitsInterceptor, FileInterceptor('file', { limits: { fileSize: UPLOAD_LIMITS.maxFileBytes, files: 1 } }))
  upload(@CurrentUser() user: AccessTokenClaims, @UploadedFile() file: IncomingFile | undefined, @Body() fields: FileUploadFields) {
    return this.files.upload(user.sub, fields.type, file);
  }

  @Post('file/:uuid/delete')
  @HttpCode(200)
  async deleteFile(@CurrentUser() user: AccessTokenClaims, @Param('uuid') uuid: string) {
    const file = await this.files.ownedBy(user.sub, uuid);
    if (file.item_uuid) await this.seller.detachFile(user.sub, file.item_uuid, uuid);
    await this.files.remove(file);
    return { uuid };
  }

  @Delete(':uuid/location/:locationId')
  removeLocation(@CurrentUser() user: AccessTokenClaims, @Param('uuid') uuid: string, @Param('locationId') locationId: string) {
    return this.seller.removeLocation(user.sub, uuid, locationId);
  }

  @Post('item/inventory/qoh/update')
  @HttpCode(200)
  quantityOnHand(@CurrentUser() user: AccessTokenClaims, @Body() body: QuantityOnHandBody) {
    return this.seller.setQuantityOnHand(user.sub, body.item_uuid, body.qty, body.location_id);
  }

  @Get('bulksavings/:uuid')
  bulkSavingsOf(@CurrentUser() user: AccessTokenClaims, @Param('uuid') uuid: string) {
    return this.seller.bulkSavingsOf(user.sub, uuid);
  }

  @Post('bulksavings')
  @HttpCode(200)
  replaceBulkSavings(@CurrentUser() user: AccessTokenClaims, @Body() body: BulkSavingsBody) {
    return this.seller.replaceBulkSavings(user.sub, body.item_uuid, body.scalling_price, body.bulk_savings);
  }
}

/** Items per page of the export when the caller names no limit (the most a page may hold). */
const EXPORT_PAGE_LIMIT = 200;

/** Service-to-service routes; the gateway never routes /internal. */
@Controller('internal/items')
export class InternalItemsController {
  constructor(private readonly items: ItemsService) {}

  /** Item payloads in id order, for a consumer that rebuilds its read model (search reindex). */
  @Get()
  @Roles('admin')
  export(@Query() query: ItemsExportQuery) {
    return this.items.exportPayloads(query.after_id ?? 0, query.limit ?? EXPORT_PAGE_LIMIT);
  }
}
