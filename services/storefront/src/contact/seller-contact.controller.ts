import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { STOREFRONT_API, STOREFRONT_MESSAGES as M, SellerContactBody, type AccessTokenClaims } from '@solar/contracts';
import { CurrentUser, clientIp, withMessage } from '@solar/platform';
import type { Request, Response } from 'express';
import { requireAccount } from '../favourites/favourites.service';
import { SellerContactLimits, SellerContact } from './seller-contact.service';

/** `seller/contact`: a signed-in account writes to a store. */
@Controller()
export class SellerContactController {
  constructor(
    private readonly contact: SellerContact,
    private readonly limits: SellerContactLimits,
  ) {}

  @Post(STOREFRONT_API.sellerContact)
  @HttpCode(200)
  async send(
    @CurrentUser() caller: AccessTokenClaims,
    @Body() body: SellerContactBody,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    const account = requireAccount(caller);
    await this.limits.take(account, clientIp(request), response);
    return withMessage(await this.contact.send(account, body), M.contactSent);
  }
}
