import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CONTENT_API, CONTENT_MESSAGES, RvSurveyBody, SourceTrackingBody, type AccessTokenClaims } from '@solar/contracts';
import { clientIp, CurrentUser, Public, refuseTooManyRequests, withMessage } from '@solar/platform';
import type { Request, Response } from 'express';
import { Surveys } from './surveys.service';

const M = CONTENT_MESSAGES;

@Controller()
@Public()
export class SurveysController {
  constructor(private readonly surveys: Surveys) {}

  @Post(CONTENT_API.rvSurveys)
  @HttpCode(201)
  async rvSurvey(
    @CurrentUser() caller: AccessTokenClaims | undefined,
    @Body() body: RvSurveyBody,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const wait = await this.surveys.surveysPerAddress.take(clientIp(req));
    if (wait > 0) refuseTooManyRequests(res, wait, M.tooManySurveys);
    return withMessage(await this.surveys.saveSurvey(caller, body), M.rvSent);
  }

  @Post(CONTENT_API.sourceTracking)
  @HttpCode(200)
  async track(@Body() body: SourceTrackingBody, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const wait = await this.surveys.trackingPerAddress.take(clientIp(req));
    if (wait > 0) refuseTooManyRequests(res, wait, M.tooManyTrackings);
    return this.surveys.track(body);
  }
}
