import { Body, Controller, Get, HttpCode, Injectable, Post, UploadedFile } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  FileUploadFields,
  STOREFRONT_API,
  STOREFRONT_FETCH,
  STOREFRONT_LISTING,
  STOREFRONT_MESSAGES as M,
  StorefrontBody,
  searchBody,
  type AccessTokenClaims,
  type UploadedFile as UploadedFileView,
} from '@solar/contracts';
import { CurrentUser, LimitUploadsPerAccount, Public, Roles, SingleFileUpload, UploadedFiles, withMessage, type IncomingFile } from '@solar/platform';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { StorefrontUpload } from '../schemas';
import { Storefronts } from './storefronts';

export class StorefrontListingBody extends searchBody(STOREFRONT_LISTING) {}
export class StorefrontFetchBody extends searchBody(STOREFRONT_FETCH, { numbers: ['is_enable'] }) {}

/** Where a store picture is kept: named by its uuid. */
export const storefrontUploadFolder = (uuid: string) => `storefront/uploads/${uuid}`;

/** Logo and banner pictures, stored as every upload is (the shop's limits, types and sizes). */
@Injectable()
export class StorefrontUploads {
  constructor(
    @InjectModel(StorefrontUpload.name) private readonly uploads: Model<StorefrontUpload>,
    private readonly files: UploadedFiles,
  ) {}

  async upload(sellerId: string, file: IncomingFile | undefined): Promise<UploadedFileView> {
    const uuid = randomUUID();
    const { name, renditions } = await this.files.store(storefrontUploadFolder(uuid), 'image', file);
    const record: StorefrontUpload = { uuid, owner_id: sellerId, type: 'image', name, renditions, created_at: new Date() };
    await this.uploads.create(record);
    return this.files.view(record);
  }
}

/** The seller's own store: `storefront/create`, `storefront/mine`, `storefront/upload`. */
@Controller()
@Roles('seller')
export class OwnStorefrontController {
  constructor(
    private readonly stores: Storefronts,
    private readonly uploads: StorefrontUploads,
  ) {}

  @Post(STOREFRONT_API.create)
  @HttpCode(200)
  async create(@CurrentUser() seller: AccessTokenClaims, @Body() body: StorefrontBody) {
    return withMessage(await this.stores.save(seller, body), M.saved);
  }

  @Get(STOREFRONT_API.mine)
  async mine(@CurrentUser() seller: AccessTokenClaims) {
    const store = await this.stores.mine(seller.sub);
    return store ? this.stores.view(store) : null;
  }

  @Post(STOREFRONT_API.upload)
  @LimitUploadsPerAccount()
  @SingleFileUpload()
  upload(@CurrentUser() seller: AccessTokenClaims, @UploadedFile() file: IncomingFile | undefined, @Body() _fields: FileUploadFields) {
    return this.uploads.upload(seller.sub, file);
  }
}

/** Anyone's reads: the listing, the public fetch, the search variant. */
@Controller()
@Public()
export class PublicStorefrontController {
  constructor(private readonly stores: Storefronts) {}

  @Post(STOREFRONT_API.listing)
  @HttpCode(200)
  listing(@Body() search: StorefrontListingBody) {
    return this.stores.listing(search);
  }

  @Post(STOREFRONT_API.search)
  @HttpCode(200)
  search(@Body() search: StorefrontListingBody) {
    return this.stores.listing(search, 'title');
  }

  @Post(STOREFRONT_API.list)
  @HttpCode(200)
  fetch(@Body() search: StorefrontFetchBody) {
    return this.stores.fetch(search);
  }
}
