import { ADMIN_API, ADMIN_LIMITS, ADMIN_MESSAGES, type BannerView } from '@solar/contracts';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { adminApi, useAdminBanners, type BannerRequest } from '../api';
import { BANNERS_ANCHOR } from './adminPages';
import { AddButton, CreativeForm, RowActions, ScheduleCells, TitleCell, useCreativeEditing, useCreativeForm } from './merchEditor';
import { ActiveSwitch, ImageField, ScheduleFields, TextField, checkCommon, fromLocalInput, toLocalInput, type FieldProblems } from './merchFields';
import { AdminTable, ReadState } from './parts';
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

function check(draft: BannerDraft): FieldProblems {
  const problems = checkCommon(draft, ADMIN_LIMITS.bannerTitleMax);
  if (draft.subtitle.trim().length > ADMIN_LIMITS.bannerSubtitleMax) problems.subtitle = ADMIN_MESSAGES.subtitle;
  const order = Number(draft.order);
  if (draft.order.trim() === '' || !Number.isInteger(order) || order < 0 || order > ADMIN_LIMITS.orderMax) problems.order = ADMIN_MESSAGES.order;
  return problems;
}

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
          <AdminTable label={B.title}>
            <thead>
              <tr>
                <th scope="col">{F.image}</th>
                <th scope="col">{F.title}</th>
                <th scope="col" className="text-end">
                  {F.order}
                </th>
                <th scope="col">{F.startsAt}</th>
                <th scope="col">{ADMIN_TEXT.common.status}</th>
                <th scope="col">{ADMIN_TEXT.common.actions}</th>
              </tr>
            </thead>
            <tbody>
              {[...data]
                .sort((a, b) => a.order - b.order)
                .map((banner) => (
                  <tr key={banner.id}>
                    <td>
                      <img src={banner.image_url} alt="" width={96} height={40} loading="lazy" className="rounded border object-fit-cover" />
                    </td>
                    <TitleCell view={banner} minWidth="12rem">
                      {banner.subtitle && <span className="d-block text-secondary text-break">{banner.subtitle}</span>}
                    </TitleCell>
                    <td className="text-end">{banner.order}</td>
                    <ScheduleCells view={banner} />
                    <RowActions view={banner} editing={editing} />
                  </tr>
                ))}
            </tbody>
          </AdminTable>
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
  order: Number(draft.order),
  starts_at: fromLocalInput(draft.starts_at)!,
  ends_at: fromLocalInput(draft.ends_at),
  active: draft.active,
});

function BannerForm({ banner, nextOrder, onDone, onCancel }: { banner: BannerView | null; nextOrder: number; onDone: () => void; onCancel: () => void }) {
  const { draft, set, problems, general, busy, submit } = useCreativeForm({
    initial: () => draftOf(banner, nextOrder),
    check,
    toBody,
    save: (body: BannerRequest) => (banner ? adminApi.updateBanner(banner.id, body) : adminApi.createBanner(body)),
    fields: FIELDS,
    onDone,
  });

  return (
    <CreativeForm label={banner ? B.edit(banner.title) : B.add} heading="h3" general={general} busy={busy} onSubmit={submit} onCancel={onCancel}>
      <TextField
        label={F.title}
        value={draft.title}
        problem={problems.title}
        className="col-md-6"
        maxLength={ADMIN_LIMITS.bannerTitleMax}
        onChange={(value) => set('title', value)}
      />
      <TextField
        label={F.subtitle}
        value={draft.subtitle}
        problem={problems.subtitle}
        className="col-md-6"
        maxLength={ADMIN_LIMITS.bannerSubtitleMax}
        onChange={(value) => set('subtitle', value)}
      />
      <ImageField label={F.image} value={draft.image_url} problem={problems.image_url} size="1600x675" crop onChange={(url) => set('image_url', url)} />
      <TextField
        label={F.link}
        value={draft.link}
        problem={problems.link}
        className="col-md-6"
        maxLength={ADMIN_LIMITS.urlMax}
        onChange={(value) => set('link', value)}
      />
      <TextField
        label={F.order}
        type="number"
        min={0}
        max={ADMIN_LIMITS.orderMax}
        step={1}
        value={draft.order}
        problem={problems.order}
        className="col-6 col-md-2"
        onChange={(value) => set('order', value)}
      />
      <ActiveSwitch id="banner-active" className="col-6 col-md-4" checked={draft.active} onChange={(checked) => set('active', checked)} />
      <ScheduleFields startsAt={draft.starts_at} endsAt={draft.ends_at} problems={problems} onChange={set} />
    </CreativeForm>
  );
}
