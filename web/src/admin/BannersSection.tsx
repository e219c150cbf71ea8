import { ADMIN_API, ADMIN_LIMITS, ADMIN_MESSAGES, type BannerView } from '@solar/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { adminApi, useAdminBanners, useRevalidateAdmin, type BannerRequest } from '../api';
import { showErrors, showSuccess } from '../shared/toast';
import { BANNERS_ANCHOR } from './adminPages';
import { Field, ImageField, checkCommon, fromLocalInput, scheduleState, serverProblems, toLocalInput, type FieldProblems } from './merchFields';
import { AdminTable, FailureList, ReadState, failureMessages, formatDateTime } from './parts';
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
    : { title: '', subtitle: '', image_url: '', link: '/', order: String(nextOrder), starts_at: toLocalInput(new Date().toISOString()), ends_at: '', active: true };

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
  const revalidate = useRevalidateAdmin();
  const [editing, setEditing] = useState<BannerView | 'new' | null>(null);
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();

  useEffect(() => {
    if (hash === `#${BANNERS_ANCHOR}`) section.current?.scrollIntoView?.({ block: 'start' });
  }, [hash]);

  const remove = async (banner: BannerView) => {
    if (!window.confirm(B.confirmDelete(banner.title))) return;
    try {
      const result = await adminApi.deleteBanner(banner.id);
      showSuccess(result.message ?? ADMIN_MESSAGES.deleted);
      await revalidate(ADMIN_API.banner);
    } catch (error) {
      showErrors(failureMessages(error));
    }
  };

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
        {editing === null && (
          <button type="button" className="btn btn-sm btn-dark" onClick={() => setEditing('new')}>
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            {B.add}
          </button>
        )}
      </div>
      {editing !== null && (
        <BannerForm
          key={editing === 'new' ? 'new' : editing.id}
          banner={editing === 'new' ? null : editing}
          nextOrder={nextOrder}
          onDone={() => {
            setEditing(null);
            void revalidate(ADMIN_API.banner);
          }}
          onCancel={() => setEditing(null)}
        />
      )}
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
                .map((banner) => {
                  const state = scheduleState(banner);
                  return (
                    <tr key={banner.id}>
                      <td>
                        <img src={banner.image_url} alt="" width={96} height={40} loading="lazy" className="rounded border object-fit-cover" />
                      </td>
                      <td style={{ minWidth: '12rem' }}>
                        <span className="fw-semibold text-break">{banner.title}</span>
                        {banner.subtitle && <span className="d-block text-secondary text-break">{banner.subtitle}</span>}
                        <span className="d-block small text-break">
                          <i className="bi bi-link-45deg" aria-hidden="true" /> {banner.link}
                        </span>
                      </td>
                      <td className="text-end">{banner.order}</td>
                      <td className="text-nowrap">
                        {formatDateTime(banner.starts_at)}
                        {banner.ends_at && <span className="d-block text-secondary">→ {formatDateTime(banner.ends_at)}</span>}
                      </td>
                      <td>
                        <span className={`badge ${state.tone}`}>{state.label}</span>
                      </td>
                      <td>
                        <div className="d-flex gap-1">
                          <button type="button" className="btn btn-sm btn-outline-dark" aria-label={B.edit(banner.title)} onClick={() => setEditing(banner)}>
                            <i className="bi bi-pencil" aria-hidden="true" />
                          </button>
                          <button type="button" className="btn btn-sm btn-outline-danger" aria-label={B.remove(banner.title)} onClick={() => void remove(banner)}>
                            <i className="bi bi-trash" aria-hidden="true" />
                          </button>
                        </div>
                      </td>
                    </tr>
                  );
                })}
            </tbody>
          </AdminTable>
        )}
      </ReadState>
    </section>
  );
}

function BannerForm({ banner, nextOrder, onDone, onCancel }: { banner: BannerView | null; nextOrder: number; onDone: () => void; onCancel: () => void }) {
  const [draft, setDraft] = useState<BannerDraft>(() => draftOf(banner, nextOrder));
  const [problems, setProblems] = useState<FieldProblems>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof BannerDraft>(field: K, value: BannerDraft[K]) => setDraft((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = check(draft);
    setProblems(found);
    setGeneral([]);
    if (Object.keys(found).length) return;
    const body: BannerRequest = {
      title: draft.title.trim(),
      subtitle: draft.subtitle.trim() || null,
      image_url: draft.image_url.trim(),
      link: draft.link.trim(),
      order: Number(draft.order),
      starts_at: fromLocalInput(draft.starts_at)!,
      ends_at: fromLocalInput(draft.ends_at),
      active: draft.active,
    };
    setBusy(true);
    try {
      const result = banner ? await adminApi.updateBanner(banner.id, body) : await adminApi.createBanner(body);
      showSuccess(result.message ?? ADMIN_MESSAGES.saved);
      onDone();
    } catch (error) {
      const server = serverProblems(error, FIELDS);
      setProblems(server.fields);
      setGeneral(server.general);
      setBusy(false);
    }
  };

  const invalid = (field: string) => (problems[field] ? ' is-invalid' : '');

  return (
    <form className="card mb-3" onSubmit={(event) => void submit(event)} noValidate aria-label={banner ? B.edit(banner.title) : B.add}>
      <div className="card-body">
        <h3 className="h6">{banner ? B.edit(banner.title) : B.add}</h3>
        <FailureList messages={general} />
        <div className="row g-2">
          <Field label={F.title} problem={problems.title} className="col-md-6">
            {(id, describedBy) => <input id={id} className={`form-control form-control-sm${invalid('title')}`} value={draft.title} maxLength={ADMIN_LIMITS.bannerTitleMax} aria-describedby={describedBy} onChange={(event) => set('title', event.target.value)} />}
          </Field>
          <Field label={F.subtitle} problem={problems.subtitle} className="col-md-6">
            {(id, describedBy) => <input id={id} className={`form-control form-control-sm${invalid('subtitle')}`} value={draft.subtitle} maxLength={ADMIN_LIMITS.bannerSubtitleMax} aria-describedby={describedBy} onChange={(event) => set('subtitle', event.target.value)} />}
          </Field>
          <ImageField label={F.image} value={draft.image_url} problem={problems.image_url} size="1600x675" onChange={(url) => set('image_url', url)} />
          <Field label={F.link} problem={problems.link} className="col-md-6">
            {(id, describedBy) => <input id={id} className={`form-control form-control-sm${invalid('link')}`} value={draft.link} maxLength={ADMIN_LIMITS.urlMax} aria-describedby={describedBy} onChange={(event) => set('link', event.target.value)} />}
          </Field>
          <Field label={F.order} problem={problems.order} className="col-6 col-md-2">
            {(id, describedBy) => <input id={id} type="number" min={0} max={ADMIN_LIMITS.orderMax} step={1} className={`form-control form-control-sm${invalid('order')}`} value={draft.order} aria-describedby={describedBy} onChange={(event) => set('order', event.target.value)} />}
          </Field>
          <div className="col-6 col-md-4 d-flex align-items-end">
            <div className="form-check form-switch mb-2">
              <input id="banner-active" type="checkbox" role="switch" className="form-check-input" checked={draft.active} onChange={(event) => set('active', event.target.checked)} />
              <label htmlFor="banner-active" className="form-check-label small">
                {F.active}
              </label>
            </div>
          </div>
          <Field label={F.startsAt} problem={problems.starts_at} className="col-md-6">
            {(id, describedBy) => <input id={id} type="datetime-local" className={`form-control form-control-sm${invalid('starts_at')}`} value={draft.starts_at} aria-describedby={describedBy} onChange={(event) => set('starts_at', event.target.value)} />}
          </Field>
          <Field label={F.endsAt} problem={problems.ends_at} className="col-md-6">
            {(id, describedBy) => <input id={id} type="datetime-local" className={`form-control form-control-sm${invalid('ends_at')}`} value={draft.ends_at} aria-describedby={describedBy} onChange={(event) => set('ends_at', event.target.value)} />}
          </Field>
        </div>
        <div className="d-flex flex-wrap gap-2 mt-3">
          <button type="submit" className="btn btn-sm btn-dark" disabled={busy}>
            {busy ? ADMIN_TEXT.common.saving : ADMIN_TEXT.common.save}
          </button>
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onCancel}>
            {ADMIN_TEXT.common.cancel}
          </button>
        </div>
      </div>
    </form>
  );
}
