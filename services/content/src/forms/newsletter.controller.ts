import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CONTENT_API, CONTENT_MESSAGES, NewsletterBody, NewsletterTokenBody } from '@solar/contracts';
import { clientIp, Public, withMessage } from '@solar/platform';
import type { Request, Response } from 'express';
import { NewsletterRateLimits, Newsletter } from './newsletter.service';

const M = CONTENT_MESSAGES;

@Controller()
@Public()
export class NewsletterController {
  constructor(
    private readonly newsletter: Newsletter,
    private readonly limits: NewsletterRateLimits,
  ) {}

  @Post(CONTENT_API.newsletterSubscribe)
  @HttpCode(200)
  async subscribe(@Body() body: NewsletterBody, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const email = (body.email ?? '').trim().toLowerCase();
    await this.limits.take(email, clientIp(req), res);
    await this.newsletter.subscribe(email);
    return withMessage({ email }, M.newsletterCheckInbox);
  }

  @Post(CONTENT_API.newsletterConfirm)
  @HttpCode(200)
  async confirm(@Body() body: NewsletterTokenBody) {
    await this.newsletter.confirm((body.token ?? '').trim());
    return withMessage({ subscribed: true }, M.newsletterConfirmed);
  }

  @Post(CONTENT_API.newsletterUnsubscribe)
  @HttpCode(200)
  async unsubscribe(@Body() body: NewsletterTokenBody) {
    await this.newsletter.unsubscribe((body.token ?? '').trim());
    return withMessage({ subscribed: false }, M.newsletterUnsubscribed);
  }
}
