import { Body, Controller, Get, HttpCode, Post, UploadedFile } from '@nestjs/common';
import {
  FileUploadFields,
  STOREFRONT_API,
  STOREFRONT_FETCH,
  STOREFRONT_LISTING,
  STOREFRONT_MESSAGES as M,
  StorefrontBody,
  searchBody,
  type AccessTokenClaims,
} from '@solar/contracts';
import { CurrentUser, LimitUploadsPerAccount, Public, Roles, SingleFileUpload, withMessage, type IncomingFile } from '@solar/platform';
import { Storefronts } from './storefronts.service';
import { StorefrontUploads } from './storefront-uploads.service';

export class StorefrontListingBody extends searchBody(STOREFRONT_LISTING) {}

export class StorefrontFetchBody extends searchBody(STOREFRONT_FETCH, { numbers: ['is_enable'] }) {}

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
