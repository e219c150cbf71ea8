import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { ADMIN_LIMITS, ADMIN_MESSAGES, BannerBody, isScheduledAt, plainText, type AccessTokenClaims, type BannerView } from '@solar/contracts';
import { BusinessRuleError, NotFoundError } from '@solar/platform';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { AdminActions } from '../actions/admin-actions.service';
import { Banner } from './banner.schema';
import { checkScheduled, isoOrNull } from './schedule';

const M = ADMIN_MESSAGES;
const L = ADMIN_LIMITS;

export const toBannerView = (banner: Banner): BannerView => ({
  id: banner._id,
  title: banner.title,
  subtitle: banner.subtitle,
  image_url: banner.image_url,
  link: banner.link,
  order: banner.order,
  starts_at: new Date(banner.starts_at).toISOString(),
  ends_at: isoOrNull(banner.ends_at),
  active: banner.active,
  created_at: new Date(banner.created_at).toISOString(),
  updated_at: new Date(banner.updated_at).toISOString(),
});

const byOrder = (a: Banner, b: Banner) => a.order - b.order || new Date(a.created_at).getTime() - new Date(b.created_at).getTime();

/** The home page's banners: each change is in the audit log with what it was before and after. */
@Injectable()
export class Banners {
  constructor(
    @InjectModel(Banner.name) private readonly banners: Model<Banner>,
    private readonly actions: AdminActions,
  ) {}

  async all(): Promise<BannerView[]> {
    return (await this.banners.find().lean<Banner[]>()).sort(byOrder).map(toBannerView);
  }

  /** Active banners whose schedule holds now, by order. */
  async showing(now = new Date()): Promise<BannerView[]> {
    const active = await this.banners.find({ active: true }).lean<Banner[]>();
    return active
      .filter((banner) => isScheduledAt(new Date(banner.starts_at).toISOString(), isoOrNull(banner.ends_at), now))
      .sort(byOrder)
      .map(toBannerView);
  }

  async create(caller: AccessTokenClaims, body: BannerBody): Promise<BannerView> {
    const fields = this.fields(body);
    if ((await this.banners.countDocuments()) >= L.bannersMax) throw new BusinessRuleError(M.tooManyBanners);
    const now = new Date();
    const banner: Banner = { _id: randomUUID(), ...fields, created_at: now, updated_at: now };
    await this.banners.create(banner);
    const view = toBannerView(banner);
    await this.audit(caller, 'banner.created', view, null, view);
    return view;
  }

  async update(caller: AccessTokenClaims, id: string, body: BannerBody): Promise<BannerView> {
    const fields = this.fields(body);
    const before = await this.find(id);
    const after = await this.banners.findOneAndUpdate({ _id: id }, { $set: { ...fields, updated_at: new Date() } }, { returnDocument: 'after' }).lean<Banner>();
    if (!after) throw new NotFoundError(M.bannerNotFound);
    const view = toBannerView(after);
    await this.audit(caller, 'banner.updated', view, toBannerView(before), view);
    return view;
  }

  async remove(caller: AccessTokenClaims, id: string): Promise<{ id: string }> {
    const before = await this.find(id);
    const { deletedCount } = await this.banners.deleteOne({ _id: id });
    if (deletedCount === 1) await this.audit(caller, 'banner.deleted', toBannerView(before), toBannerView(before), null);
    return { id };
  }

  private async find(id: string): Promise<Banner> {
    const banner = await this.banners.findById(id).lean<Banner>();
    if (!banner) throw new NotFoundError(M.bannerNotFound);
    return banner;
  }

  private fields(body: BannerBody): Omit<Banner, '_id' | 'created_at' | 'updated_at'> {
    const title = checkScheduled(body, L.bannerTitleMax);
    return {
      title,
      subtitle: plainText(body.subtitle ?? ''),
      image_url: body.image_url,
      link: body.link,
      order: body.order,
      starts_at: new Date(body.starts_at),
      ends_at: body.ends_at ? new Date(body.ends_at) : null,
      active: body.active,
    };
  }

  private async audit(
    caller: AccessTokenClaims,
    action: 'banner.created' | 'banner.updated' | 'banner.deleted',
    banner: BannerView,
    before: BannerView | null,
    after: BannerView | null,
  ) {
    await this.actions.record({
      action,
      admin: await this.actions.actingAdmin(caller),
      target: { kind: 'banner', id: banner.id, label: banner.title },
      before: before as unknown as Record<string, unknown> | null,
      after: after as unknown as Record<string, unknown> | null,
      state: 'done',
      message: action === 'banner.deleted' ? M.deleted : M.saved,
    });
  }
}
