import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ADMIN_API, ADMIN_MESSAGES, AdBody, AdsQuery, MERCHANDISING_API, type AccessTokenClaims } from '@solar/contracts';
import { AdminOnly, clientIp, CurrentUser, Public, withMessage } from '@solar/platform';
import type { Request } from 'express';
import { Ads } from './ads.service';

const M = ADMIN_MESSAGES;

/** `admin/ads`, `admin/ads/{id}`. */
@Controller()
@AdminOnly()
export class AdsController {
  constructor(private readonly ads: Ads) {}

  @Get(ADMIN_API.ads)
  all() {
    return this.ads.all();
  }

  @Post(ADMIN_API.ads)
  async create(@CurrentUser() caller: AccessTokenClaims, @Body() body: AdBody) {
    return withMessage(await this.ads.create(caller, body), M.saved);
  }

  @Put(ADMIN_API.adOne.template)
  async update(@CurrentUser() caller: AccessTokenClaims, @Param('id') id: string, @Body() body: AdBody) {
    return withMessage(await this.ads.update(caller, id, body), M.saved);
  }

  @Delete(ADMIN_API.adOne.template)
  async remove(@CurrentUser() caller: AccessTokenClaims, @Param('id') id: string) {
    return withMessage(await this.ads.remove(caller, id), M.deleted);
  }
}

/** `v1/client/ads?slot=` and `v1/client/ads/{id}/click`, for anyone. */
@Controller()
@Public()
export class PublicAdsController {
  constructor(private readonly ads: Ads) {}

  @Get(MERCHANDISING_API.ads)
  showing(@Query() query: AdsQuery) {
    return this.ads.showing(query.slot);
  }

  @Post(MERCHANDISING_API.adClick.template)
  @HttpCode(200)
  click(@Param('id') id: string, @Req() request: Request) {
    return this.ads.click(id, clientIp(request));
  }
}
