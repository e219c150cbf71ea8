import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, UploadedFile } from '@nestjs/common';
import {
  BulkChangeStatusBody,
  BulkSavingsBody,
  BulkUpdateBody,
  CATALOG_API,
  CATALOG_INTERNAL_API,
  FileUploadFields,
  ItemStatusChange,
  ItemsExportQuery,
  MESSAGES,
  ProductFormBody,
  QuantityOnHandBody,
  searchBody,
  type AccessTokenClaims,
  type ListingOwner,
} from '@solar/contracts';
import { CurrentUser, LimitUploadsPerAccount, Public, Roles, SingleFileUpload, withMessage, type IncomingFile } from '@solar/platform';
import { idParam } from '../common/id-param';
import { ItemFilesService } from '../files/item-files.service';
import { ItemsService, OWN_ITEMS_LIST } from './items.service';
import { SellerItemsService } from './seller-items.service';

@Controller()
export class ItemsController {
  constructor(private readonly items: ItemsService) {}

  @Get(CATALOG_API.related.template)
  @Public()
  related(@Param('id', idParam('id')) id: number) {
    return this.items.related(id);
  }

  @Get(CATALOG_API.item.template)
  @Public()
  get(@Param('uuid') uuid: string) {
    return this.items.getPublic(uuid);
  }

  @Put(CATALOG_API.adminItemStatus.template)
  @Roles('admin')
  setStatus(@Param('uuid') uuid: string, @Body() change: ItemStatusChange) {
    return this.items.setStatus(uuid, change.status, change.reason ?? null);
  }
}

export class OwnItemsSearchBody extends searchBody(OWN_ITEMS_LIST.allowList, { numbers: ['is_active', 'category_id', 'brand_id'] }) {}

/** The seller area's items: only sellers, and only their own items. */
@Controller()
@Roles('seller')
export class SellerItemsController {
  constructor(
    private readonly items: ItemsService,
    private readonly seller: SellerItemsService,
  ) {}

  @Post(CATALOG_API.myItems)
  async create(@CurrentUser() user: AccessTokenClaims, @Body() form: ProductFormBody) {
    return withMessage(await this.seller.create(user.sub, form), MESSAGES.product.itemSubmitted);
  }

  @Post(CATALOG_API.myItemsBulkChangeStatus)
  @HttpCode(200)
  changeStatus(@CurrentUser() user: AccessTokenClaims, @Body() body: BulkChangeStatusBody) {
    return this.seller.changeActive(user.sub, body.uuids, body.is_active);
  }

  @Get(CATALOG_API.myItem.template)
  get(@CurrentUser() user: AccessTokenClaims, @Param('uuid') uuid: string) {
    return this.seller.get(user.sub, uuid);
  }

  @Put(CATALOG_API.myItem.template)
  async update(@CurrentUser() user: AccessTokenClaims, @Param('uuid') uuid: string, @Body() form: ProductFormBody) {
    const item = await this.seller.update(user.sub, uuid, form);
    // An approved item's edit waits as a pending revision while the item stays public: the seller is told so.
    return withMessage(item, item.pending_revision ? MESSAGES.product.changesSubmitted : MESSAGES.product.itemSubmitted);
  }

  @Delete(CATALOG_API.myItem.template)
  async remove(@CurrentUser() user: AccessTokenClaims, @Param('uuid') uuid: string) {
    await this.seller.remove(user.sub, uuid);
    return { uuid };
  }

  @Post(CATALOG_API.myItemsSearch)
  @HttpCode(200)
  search(@CurrentUser() seller: AccessTokenClaims, @Body() search: OwnItemsSearchBody) {
    return this.items.searchOwn(seller.sub, search);
  }
}

/** The seller calls the spec puts outside my/items: bulk edit, uploads, locations, inventory, bulk savings. */
@Controller()
@Roles('seller')
export class SellerToolsController {
  constructor(
    private readonly seller: SellerItemsService,
    private readonly files: ItemFilesService,
  ) {}

  @Post(CATALOG_API.bulkUpdate)
  @HttpCode(200)
  bulkUpdate(@CurrentUser() user: AccessTokenClaims, @Body() body: BulkUpdateBody) {
    return this.seller.bulkUpdate(user.sub, body.items);
  }

  @Post(CATALOG_API.file)
  @LimitUploadsPerAccount()
  @SingleFileUpload()
  upload(@CurrentUser() user: AccessTokenClaims, @UploadedFile() file: IncomingFile | undefined, @Body() fields: FileUploadFields) {
    return this.files.upload(user.sub, fields.type, file);
  }

  @Post(CATALOG_API.fileDelete.template)
  @HttpCode(200)
  async deleteFile(@CurrentUser() user: AccessTokenClaims, @Param('uuid') uuid: string) {
    const file = await this.files.ownedBy(user.sub, uuid);
    if (file.item_uuid) await this.seller.detachFile(user.sub, file.item_uuid, uuid);
    await this.files.remove(file);
    return { uuid };
  }

  @Delete(CATALOG_API.itemLocation.template)
  removeLocation(@CurrentUser() user: AccessTokenClaims, @Param('uuid') uuid: string, @Param('locationId') locationId: string) {
    return this.seller.removeLocation(user.sub, uuid, locationId);
  }

  @Post(CATALOG_API.inventoryQohUpdate)
  @HttpCode(200)
  quantityOnHand(@CurrentUser() user: AccessTokenClaims, @Body() body: QuantityOnHandBody) {
    return this.seller.setQuantityOnHand(user.sub, body.item_uuid, body.qty, body.location_id);
  }

  @Get(CATALOG_API.bulkSavingsOf.template)
  bulkSavingsOf(@CurrentUser() user: AccessTokenClaims, @Param('uuid') uuid: string) {
    return this.seller.bulkSavingsOf(user.sub, uuid);
  }

  @Post(CATALOG_API.bulkSavings)
  @HttpCode(200)
  replaceBulkSavings(@CurrentUser() user: AccessTokenClaims, @Body() body: BulkSavingsBody) {
    return this.seller.replaceBulkSavings(user.sub, body.item_uuid, body.scalling_price, body.bulk_savings);
  }
}

/** Items per page of the export when the caller names no limit (the most a page may hold). */
const EXPORT_PAGE_LIMIT = 200;

/** Service-to-service routes; the gateway never routes /internal. */
@Controller()
export class InternalItemsController {
  constructor(private readonly items: ItemsService) {}

  /** Item payloads in id order, for a consumer that rebuilds its read model (search reindex). */
  @Get(CATALOG_INTERNAL_API.itemsExport)
  @Roles('admin')
  export(@Query() query: ItemsExportQuery) {
    return this.items.exportPayloads(query.after_id ?? 0, query.limit ?? EXPORT_PAGE_LIMIT);
  }

  /** Who sells a public item, for links a seller gives to their own listings (content's custom-order answers). */
  @Get(CATALOG_INTERNAL_API.itemOwner.template)
  @Roles('admin')
  async owner(@Param('item_id', idParam('item_id')) itemId: number): Promise<ListingOwner> {
    return { owner_id: (await this.items.findPublic({ id: itemId })).owner_id };
  }
}
