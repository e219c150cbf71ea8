import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ADMIN_API, ADMIN_MESSAGES, BannerBody, MERCHANDISING_API, type AccessTokenClaims } from '@solar/contracts';
import { AdminOnly, CurrentUser, Public, withMessage } from '@solar/platform';
import { Banners } from './banners.service';

const M = ADMIN_MESSAGES;

/** `admin/banner`, `admin/banner/{id}`. */
@Controller()
@AdminOnly()
export class BannersController {
  constructor(private readonly banners: Banners) {}

  @Get(ADMIN_API.banner)
  all() {
    return this.banners.all();
  }

  @Post(ADMIN_API.banner)
  async create(@CurrentUser() caller: AccessTokenClaims, @Body() body: BannerBody) {
    return withMessage(await this.banners.create(caller, body), M.saved);
  }

  @Put(ADMIN_API.bannerOne.template)
  async update(@CurrentUser() caller: AccessTokenClaims, @Param('id') id: string, @Body() body: BannerBody) {
    return withMessage(await this.banners.update(caller, id, body), M.saved);
  }

  @Delete(ADMIN_API.bannerOne.template)
  async remove(@CurrentUser() caller: AccessTokenClaims, @Param('id') id: string) {
    return withMessage(await this.banners.remove(caller, id), M.deleted);
  }
}

/** The spec's `banners/search`: the banners showing now, for anyone. */
@Controller()
@Public()
export class PublicBannersController {
  constructor(private readonly banners: Banners) {}

  @Post(MERCHANDISING_API.banners)
  @HttpCode(200)
  showing() {
    return this.banners.showing();
  }
}
