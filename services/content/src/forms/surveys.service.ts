import { Inject, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { plainText, RvSurveyBody, SourceTrackingBody, type AccessTokenClaims, type SubmittedView } from '@solar/contracts';
import { type FixedWindowLimiter, RateLimits } from '@solar/platform';
import type { Model } from 'mongoose';
import { createHash, randomUUID } from 'node:crypto';
import { CONTENT_OPTIONS, type ContentOptions } from '../content.options';
import { RvSurvey } from './rv-survey.schema';
import { TrackingSource } from './tracking-source.schema';

const numberOrNull = (value: unknown): number | null => (value === undefined || value === null || value === '' ? null : Number(value));

/** RV solar quotation requests (stored for the sales team) and the marketing source of visits (counted per day). */
@Injectable()
export class Surveys {
  readonly surveysPerAddress: FixedWindowLimiter;
  readonly trackingPerAddress: FixedWindowLimiter;

  constructor(
    @InjectModel(RvSurvey.name) private readonly surveys: Model<RvSurvey>,
    @InjectModel(TrackingSource.name) private readonly sources: Model<TrackingSource>,
    @Inject(CONTENT_OPTIONS) options: ContentOptions,
    rateLimits: RateLimits,
  ) {
    this.surveysPerAddress = rateLimits.limiter('rv-surveys-address', options.surveysPerAddress);
    this.trackingPerAddress = rateLimits.limiter('tracking-address', options.trackingPerAddress);
  }

  async saveSurvey(caller: AccessTokenClaims | undefined, body: RvSurveyBody): Promise<SubmittedView> {
    const survey: RvSurvey = {
      _id: randomUUID(),
      name: plainText(body.name),
      email: (body.email ?? '').trim().toLowerCase(),
      phone: plainText(body.phone),
      rv_type: String(body.rv_type),
      roof_length_ft: Number(body.roof_length_ft),
      daily_kwh: numberOrNull(body.daily_kwh),
      budget_usd: numberOrNull(body.budget_usd),
      battery: body.battery ?? 'not-sure',
      zip: (body.zip ?? '').trim(),
      appliances: plainText(body.appliances ?? ''),
      notes: plainText(body.notes ?? ''),
      account_id: caller && !caller.guest ? caller.sub : null,
      created_at: new Date(),
    };
    await this.surveys.create(survey);
    return { id: survey._id };
  }

  /** One visit more for its set of UTM values today; a visit without any UTM value counts nothing. */
  async track(body: SourceTrackingBody, now = new Date()): Promise<{ counted: boolean }> {
    const utm: Record<string, string> = {};
    for (const key of ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const) {
      const value = plainText(body[key] ?? '').toLowerCase();
      if (value) utm[key] = value;
    }
    if (Object.keys(utm).length === 0) return { counted: false };
    const day = now.toISOString().slice(0, 10);
    const landing = plainText(body.landing_page ?? '');
    const id = createHash('sha256')
      .update(JSON.stringify([day, utm, landing]))
      .digest('hex');
    await this.sources.updateOne({ _id: id }, { $inc: { visits: 1 }, $setOnInsert: { day, utm, landing_page: landing } }, { upsert: true });
    return { counted: true };
  }
}
