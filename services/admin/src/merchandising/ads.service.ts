import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { ADMIN_LIMITS, ADMIN_MESSAGES, AdBody, isScheduledAt, type AccessTokenClaims, type AdSlot, type AdView, type PublicAdView } from '@solar/contracts';
import { BusinessRuleError, type FixedWindowLimiter, NotFoundError, RateLimits } from '@solar/platform';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { AdminActions } from '../actions/admin-actions.service';
import { Ad } from './ad.schema';
import { checkScheduled, isoOrNull } from './schedule';

const M = ADMIN_MESSAGES;
const L = ADMIN_LIMITS;

/** The limiter's name: every instance counts an address's clicks on an ad into the same windows. */
export const AD_CLICKS_LIMITER = 'ad-clicks';

const toPublicAdView = (ad: Ad): PublicAdView => ({ id: ad._id, slot: ad.slot, title: ad.title, image_url: ad.image_url, link: ad.link });

export const toAdView = (ad: Ad): AdView => ({
  ...toPublicAdView(ad),
  starts_at: new Date(ad.starts_at).toISOString(),
  ends_at: isoOrNull(ad.ends_at),
  active: ad.active,
  clicks: ad.clicks,
  created_at: new Date(ad.created_at).toISOString(),
  updated_at: new Date(ad.updated_at).toISOString(),
});

const showingAt = (ad: Ad, now: Date) => ad.active && isScheduledAt(new Date(ad.starts_at).toISOString(), isoOrNull(ad.ends_at), now);

/** Ads and their clicks: each change is in the audit log with what it was before and after. */
@Injectable()
export class Ads {
  private readonly clicksPerAddress: FixedWindowLimiter;

  constructor(
    @InjectModel(Ad.name) private readonly ads: Model<Ad>,
    private readonly actions: AdminActions,
    rateLimits: RateLimits,
  ) {
    this.clicksPerAddress = rateLimits.limiter(AD_CLICKS_LIMITER, { points: L.adClicksPerWindow, windowSeconds: L.adClickWindowMs / 1000 });
  }

  async all(): Promise<AdView[]> {
    return (await this.ads.find().sort({ created_at: -1, _id: 1 }).lean<Ad[]>()).map(toAdView);
  }

  /** The ads of a slot showing now (active, within their dates), the oldest first. */
  async showing(slot: AdSlot, now = new Date()): Promise<PublicAdView[]> {
    const ads = await this.ads.find({ slot, active: true }).sort({ created_at: 1, _id: 1 }).lean<Ad[]>();
    return ads.filter((ad) => showingAt(ad, now)).map(toPublicAdView);
  }

  /**
   * A click on an ad: counted when the ad is showing and the address has not counted ADMIN_LIMITS.adClicksPerWindow
   * clicks on it in the window; answered with where to go either way (404 adNotFound for an unknown ad).
   */
  async click(id: string, address: string): Promise<{ link: string }> {
    const ad = await this.ads.findById(id).lean<Ad>();
    if (!ad) throw new NotFoundError(M.adNotFound);
    if (showingAt(ad, new Date()) && (await this.clicksPerAddress.take(`${id}:${address}`)) === 0) {
      await this.ads.updateOne({ _id: id }, { $inc: { clicks: 1 } });
    }
    return { link: ad.link };
  }

  async create(caller: AccessTokenClaims, body: AdBody): Promise<AdView> {
    const fields = this.fields(body);
    if ((await this.ads.countDocuments()) >= L.adsMax) throw new BusinessRuleError(M.tooManyAds);
    const now = new Date();
    const ad: Ad = { _id: randomUUID(), ...fields, clicks: 0, created_at: now, updated_at: now };
    await this.ads.create(ad);
    const view = toAdView(ad);
    await this.audit(caller, 'ad.created', view, null, view);
    return view;
  }

  async update(caller: AccessTokenClaims, id: string, body: AdBody): Promise<AdView> {
    const fields = this.fields(body);
    const before = await this.find(id);
    const after = await this.ads.findOneAndUpdate({ _id: id }, { $set: { ...fields, updated_at: new Date() } }, { returnDocument: 'after' }).lean<Ad>();
    if (!after) throw new NotFoundError(M.adNotFound);
    const view = toAdView(after);
    await this.audit(caller, 'ad.updated', view, toAdView(before), view);
    return view;
  }

  async remove(caller: AccessTokenClaims, id: string): Promise<{ id: string }> {
    const before = await this.find(id);
    const { deletedCount } = await this.ads.deleteOne({ _id: id });
    if (deletedCount === 1) await this.audit(caller, 'ad.deleted', toAdView(before), toAdView(before), null);
    return { id };
  }

  private async find(id: string): Promise<Ad> {
    const ad = await this.ads.findById(id).lean<Ad>();
    if (!ad) throw new NotFoundError(M.adNotFound);
    return ad;
  }

  private fields(body: AdBody): Omit<Ad, '_id' | 'clicks' | 'created_at' | 'updated_at'> {
    const title = checkScheduled(body, L.adTitleMax);
    return {
      slot: body.slot,
      title,
      image_url: body.image_url,
      link: body.link,
      starts_at: new Date(body.starts_at),
      ends_at: body.ends_at ? new Date(body.ends_at) : null,
      active: body.active,
    };
  }

  private async audit(caller: AccessTokenClaims, action: 'ad.created' | 'ad.updated' | 'ad.deleted', ad: AdView, before: AdView | null, after: AdView | null) {
    await this.actions.record({
      action,
      admin: await this.actions.actingAdmin(caller),
      target: { kind: 'ad', id: ad.id, label: ad.title },
      before: before as unknown as Record<string, unknown> | null,
      after: after as unknown as Record<string, unknown> | null,
      state: 'done',
      message: action === 'ad.deleted' ? M.deleted : M.saved,
    });
  }
}
