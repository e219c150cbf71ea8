import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CONTENT_API, CONTENT_MESSAGES, ContactBody, type AccessTokenClaims } from '@solar/contracts';
import { clientIp, CurrentUser, Public, withMessage } from '@solar/platform';
import type { Request, Response } from 'express';
import { ContactRateLimits, ContactMessages } from './contact.service';

const M = CONTENT_MESSAGES;

@Controller()
@Public()
export class ContactController {
  constructor(
    private readonly contacts: ContactMessages,
    private readonly limits: ContactRateLimits,
  ) {}

  @Post(CONTENT_API.contactUs)
  @HttpCode(200)
  async contact(
    @CurrentUser() caller: AccessTokenClaims | undefined,
    @Body() body: ContactBody,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    await this.limits.take((body.email ?? '').trim().toLowerCase(), clientIp(req), res);
    return withMessage(await this.contacts.send(caller, body), M.contactSent);
  }
}
