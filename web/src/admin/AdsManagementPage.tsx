import { ADMIN_API, ADMIN_LIMITS, ADMIN_MESSAGES, AD_SLOTS, type AdSlot, type AdView } from '@solar/contracts';
import { useState, type FormEvent } from 'react';
import { adminApi, useAdminAds, useRevalidateAdmin, type AdRequest } from '../api';
import { formatCount } from '../shared/format';
import { showErrors, showSuccess } from '../shared/toast';
import { Field, ImageField, checkCommon, fromLocalInput, scheduleState, serverProblems, toLocalInput, type FieldProblems } from './merchFields';
import { AdminPage, AdminTable, FailureList, ReadState, failureMessages, formatDateTime } from './parts';
import { ADMIN_TEXT } from './text';

const A = ADMIN_TEXT.ads;
const F = A.fields;

interface AdDraft {
  slot: AdSlot;
  title: string;
  image_url: string;
  link: string;
  starts_at: string;
  ends_at: string;
  active: boolean;
}

const draftOf = (ad: AdView | null): AdDraft =>
  ad
    ? { slot: ad.slot, title: ad.title, image_url: ad.image_url, link: ad.link, starts_at: toLocalInput(ad.starts_at), ends_at: toLocalInput(ad.ends_at), active: ad.active }
    : { slot: 'home-top', title: '', image_url: '', link: '/', starts_at: toLocalInput(new Date().toISOString()), ends_at: '', active: true };

const FIELDS = ['slot', 'title', 'image_url', 'link', 'starts_at', 'ends_at', 'active'] as const;

/** Ads in their slots with their clicks (ADMIN_API.ads): created, changed and deleted here. */
export function AdsManagementPage() {
  const ads = useAdminAds();
  const revalidate = useRevalidateAdmin();
  const [editing, setEditing] = useState<AdView | 'new' | null>(null);

  const remove = async (ad: AdView) => {
    if (!window.confirm(A.confirmDelete(ad.title))) return;
    try {
      const result = await adminApi.deleteAd(ad.id);
      showSuccess(result.message ?? ADMIN_MESSAGES.deleted);
      await revalidate(ADMIN_API.ads);
    } catch (error) {
      showErrors(failureMessages(error));
    }
  };

  const add =
    editing === null ? (
      <button type="button" className="btn btn-sm btn-dark" onClick={() => setEditing('new')}>
        <i className="bi bi-plus-lg me-1" aria-hidden="true" />
        {A.add}
      </button>
    ) : undefined;

  return (
    <AdminPage page="ads-management" intro={A.intro} actions={add}>
      {editing !== null && (
        <AdForm
          key={editing === 'new' ? 'new' : editing.id}
          ad={editing === 'new' ? null : editing}
          onDone={() => {
            setEditing(null);
            void revalidate(ADMIN_API.ads);
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      <ReadState read={ads} empty={A.empty} isEmpty={(data) => data.length === 0}>
        {(data) => (
          <AdminTable label={ADMIN_TEXT.ads.intro}>
            <thead>
              <tr>
                <th scope="col">{F.image}</th>
                <th scope="col">{F.title}</th>
                <th scope="col">{F.slot}</th>
                <th scope="col">{F.startsAt}</th>
                <th scope="col">{ADMIN_TEXT.common.status}</th>
                <th scope="col" className="text-end">
                  {A.clicks}
                </th>
                <th scope="col">{ADMIN_TEXT.common.actions}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((ad) => {
                const state = scheduleState(ad);
                return (
                  <tr key={ad.id}>
                    <td>
                      <img src={ad.image_url} alt="" width={80} height={52} loading="lazy" className="rounded border object-fit-cover" />
                    </td>
                    <td style={{ minWidth: '11rem' }}>
                      <span className="fw-semibold text-break">{ad.title}</span>
                      <span className="d-block small text-break">
                        <i className="bi bi-link-45deg" aria-hidden="true" /> {ad.link}
                      </span>
                    </td>
                    <td className="text-nowrap">{A.slots[ad.slot] ?? ad.slot}</td>
                    <td className="text-nowrap">
                      {formatDateTime(ad.starts_at)}
                      {ad.ends_at && <span className="d-block text-secondary">→ {formatDateTime(ad.ends_at)}</span>}
                    </td>
                    <td>
                      <span className={`badge ${state.tone}`}>{state.label}</span>
                    </td>
                    <td className="text-end fw-semibold">{formatCount(ad.clicks)}</td>
                    <td>
                      <div className="d-flex gap-1">
                        <button type="button" className="btn btn-sm btn-outline-dark" aria-label={A.edit(ad.title)} onClick={() => setEditing(ad)}>
                          <i className="bi bi-pencil" aria-hidden="true" />
                        </button>
                        <button type="button" className="btn btn-sm btn-outline-danger" aria-label={A.remove(ad.title)} onClick={() => void remove(ad)}>
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
    </AdminPage>
  );
}

function AdForm({ ad, onDone, onCancel }: { ad: AdView | null; onDone: () => void; onCancel: () => void }) {
  const [draft, setDraft] = useState<AdDraft>(() => draftOf(ad));
  const [problems, setProblems] = useState<FieldProblems>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof AdDraft>(field: K, value: AdDraft[K]) => setDraft((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = checkCommon(draft, ADMIN_LIMITS.adTitleMax);
    if (!AD_SLOTS.includes(draft.slot)) found.slot = ADMIN_MESSAGES.slot;
    setProblems(found);
    setGeneral([]);
    if (Object.keys(found).length) return;
    const body: AdRequest = {
      slot: draft.slot,
      title: draft.title.trim(),
      image_url: draft.image_url.trim(),
      link: draft.link.trim(),
      starts_at: fromLocalInput(draft.starts_at)!,
      ends_at: fromLocalInput(draft.ends_at),
      active: draft.active,
    };
    setBusy(true);
    try {
      const result = ad ? await adminApi.updateAd(ad.id, body) : await adminApi.createAd(body);
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
    <form className="card mb-3" onSubmit={(event) => void submit(event)} noValidate aria-label={ad ? A.edit(ad.title) : A.add}>
      <div className="card-body">
        <h2 className="h6">{ad ? A.edit(ad.title) : A.add}</h2>
        <FailureList messages={general} />
        <div className="row g-2">
          <Field label={F.slot} problem={problems.slot} className="col-md-4">
            {(id, describedBy) => (
              <select id={id} className={`form-select form-select-sm${invalid('slot')}`} value={draft.slot} aria-describedby={describedBy} onChange={(event) => set('slot', event.target.value as AdSlot)}>
                {AD_SLOTS.map((slot) => (
                  <option key={slot} value={slot}>
                    {A.slots[slot]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={F.title} problem={problems.title} className="col-md-8">
            {(id, describedBy) => <input id={id} className={`form-control form-control-sm${invalid('title')}`} value={draft.title} maxLength={ADMIN_LIMITS.adTitleMax} aria-describedby={describedBy} onChange={(event) => set('title', event.target.value)} />}
          </Field>
          <ImageField label={F.image} value={draft.image_url} problem={problems.image_url} size="685x450" onChange={(url) => set('image_url', url)} />
          <Field label={F.link} problem={problems.link} className="col-md-8">
            {(id, describedBy) => <input id={id} className={`form-control form-control-sm${invalid('link')}`} value={draft.link} maxLength={ADMIN_LIMITS.urlMax} aria-describedby={describedBy} onChange={(event) => set('link', event.target.value)} />}
          </Field>
          <div className="col-md-4 d-flex align-items-end">
            <div className="form-check form-switch mb-2">
              <input id="ad-active" type="checkbox" role="switch" className="form-check-input" checked={draft.active} onChange={(event) => set('active', event.target.checked)} />
              <label htmlFor="ad-active" className="form-check-label small">
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
