import { ADMIN_API, ADMIN_LIMITS, BannerBody, type BannerView, type FieldErrors } from '@solar/contracts';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { adminApi, useAdminBanners, type BannerRequest } from '../api';
import { BANNERS_ANCHOR } from './adminPages';
import { TextField } from '../shared/components/FormField';
import { dtoRule } from '../shared/dtoRule';
import { AddButton } from './ContentAdminParts';
import { CreativeForm, CreativeTable, TitleCell, useCreativeEditing, useCreativeForm } from './merchEditor';
import { ActiveSwitch, FormImageField, ScheduleFields, fromLocalInput, scheduledRule, toLocalInput } from './merchFields';
import { ReadState } from './parts';
import { ADMIN_TEXT } from './text';

const B = ADMIN_TEXT.banners;
const F = B.fields;

interface BannerDraft {
  title: string;
  subtitle: string;
  image_url: string;
  link: string;
  order: string;
  starts_at: string;
  ends_at: string;
  active: boolean;
}

const draftOf = (banner: BannerView | null, nextOrder: number): BannerDraft =>
  banner
    ? {
        title: banner.title,
        subtitle: banner.subtitle,
        image_url: banner.image_url,
        link: banner.link,
        order: String(banner.order),
        starts_at: toLocalInput(banner.starts_at),
        ends_at: toLocalInput(banner.ends_at),
        active: banner.active,
      }
    : {
        title: '',
        subtitle: '',
        image_url: '',
        link: '/',
        order: String(nextOrder),
        starts_at: toLocalInput(new Date().toISOString()),
        ends_at: '',
        active: true,
      };

/** The banner's body checked as the admin service checks it: its DTO, then the schedule's rules. */
const rule = (body: BannerRequest): FieldErrors => ({
  ...scheduledRule(body, ADMIN_LIMITS.bannerTitleMax),
  ...BANNER_DTO_RULE(body as unknown as Record<string, unknown>),
});
const BANNER_DTO_RULE = dtoRule(BannerBody);

const FIELDS = ['title', 'subtitle', 'image_url', 'link', 'order', 'starts_at', 'ends_at', 'active'] as const;

/**
 * The home page's banners (ADMIN_API.banner): each with its image, link, order, schedule and whether it shows
 * now; created, changed and deleted here. Reached from the admin navigation at #banners.
 */
export function BannersSection() {
  const banners = useAdminBanners();
  const editing = useCreativeEditing<BannerView>({ listKey: ADMIN_API.banner, confirmDelete: B.confirmDelete, deleteOne: adminApi.deleteBanner });
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();

  useEffect(() => {
    if (hash === `#${BANNERS_ANCHOR}`) section.current?.scrollIntoView?.({ block: 'start' });
  }, [hash]);

  const nextOrder = Math.min(ADMIN_LIMITS.orderMax, Math.max(0, ...(banners.data ?? []).map((banner) => banner.order + 1)));

  return (
    <section id={BANNERS_ANCHOR} ref={section} className="mt-5 admin-anchor" aria-labelledby="banners-title">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <div>
          <h2 id="banners-title" className="h4 mb-1">
            {B.title}
          </h2>
          <p className="small text-secondary mb-0">{B.intro}</p>
        </div>
        {!editing.form && <AddButton label={B.add} onClick={editing.startNew} />}
      </div>
      {editing.form && (
        <BannerForm key={editing.form.key} banner={editing.form.view} nextOrder={nextOrder} onDone={editing.form.onDone} onCancel={editing.form.onCancel} />
      )}
      {editing.confirmation}
      <ReadState read={banners} empty={B.empty} isEmpty={(data) => data.length === 0}>
        {(data) => (
          <CreativeTable
            label={B.title}
            rows={[...data].sort((a, b) => a.order - b.order)}
            editing={editing}
            columns={[
              {
                header: F.image,
                cell: (banner) => <img src={banner.image_url} alt="" width={96} height={40} loading="lazy" className="rounded border object-fit-cover" />,
              },
              {
                header: F.title,
                cell: (banner) => (
                  <TitleCell view={banner} minWidth="12rem">
                    {banner.subtitle && <span className="d-block text-secondary text-break">{banner.subtitle}</span>}
                  </TitleCell>
                ),
              },
              { header: F.order, cell: (banner) => banner.order, align: 'end' },
            ]}
          />
        )}
      </ReadState>
    </section>
  );
}

const toBody = (draft: BannerDraft): BannerRequest => ({
  title: draft.title.trim(),
  subtitle: draft.subtitle.trim() || null,
  image_url: draft.image_url.trim(),
  link: draft.link.trim(),
  // An empty order is no number: the DTO's whole-number rule says so.
  order: draft.order.trim() === '' ? Number.NaN : Number(draft.order),
  starts_at: fromLocalInput(draft.starts_at)!,
  ends_at: fromLocalInput(draft.ends_at),
  active: draft.active,
});

function BannerForm({ banner, nextOrder, onDone, onCancel }: { banner: BannerView | null; nextOrder: number; onDone: () => void; onCancel: () => void }) {
  const editor = useCreativeForm<BannerDraft, BannerRequest>({
    defaultValues: draftOf(banner, nextOrder),
    rule,
    toBody,
    save: (body) => (banner ? adminApi.updateBanner(banner.id, body) : adminApi.createBanner(body)),
    fields: FIELDS,
    onDone,
  });
  const { register, formState } = editor.form;
  const errors = formState.errors;

  return (
    <CreativeForm label={banner ? B.edit(banner.title) : B.add} heading="h3" editor={editor} onCancel={onCancel}>
      <div className="col-md-6">
        <TextField label={F.title} maxLength={ADMIN_LIMITS.bannerTitleMax} registration={register('title')} error={errors.title} />
      </div>
      <div className="col-md-6">
        <TextField label={F.subtitle} maxLength={ADMIN_LIMITS.bannerSubtitleMax} registration={register('subtitle')} error={errors.subtitle} />
      </div>
      <FormImageField label={F.image} size="1600x675" crop />
      <div className="col-md-6">
        <TextField label={F.link} maxLength={ADMIN_LIMITS.urlMax} registration={register('link')} error={errors.link} />
      </div>
      <div className="col-6 col-md-2">
        <TextField label={F.order} type="number" min={0} max={ADMIN_LIMITS.orderMax} step={1} registration={register('order')} error={errors.order} />
      </div>
      <ActiveSwitch id="banner-active" className="col-6 col-md-4" />
      <ScheduleFields />
    </CreativeForm>
  );
}
