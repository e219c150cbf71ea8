import { Body, Controller, Post, Req, Res } from '@nestjs/common';
import { DealInquiryBody, MESSAGES, ROLES, TRADER_API, type AccessTokenClaims } from '@solar/contracts';
import { clientIp, CurrentUser, Roles, withMessage } from '@solar/platform';
import type { Request, Response } from 'express';
import { InquiryRateLimits } from './inquiry-limits';
import { InquiriesService } from './inquiries.service';

/** listing/inquiry: any signed-in account (a guest session holds no role) asks a public deal's seller. */
@Controller()
@Roles(...ROLES)
export class InquiriesController {
  constructor(
    private readonly inquiries: InquiriesService,
    private readonly limits: InquiryRateLimits,
  ) {}

  @Post(TRADER_API.inquiry)
  async ask(@CurrentUser() buyer: AccessTokenClaims, @Body() body: DealInquiryBody, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    // A refused inquiry (no such deal, one's own) does not count against the limits.
    const deal = await this.inquiries.dealAskedAbout(buyer.sub, body);
    await this.limits.take(buyer.sub, clientIp(req), res);
    return withMessage(await this.inquiries.ask(buyer.sub, deal, body), MESSAGES.dealBuyer.inquirySent);
  }
}
