import { ADMIN_API, ADMIN_LIMITS, ADMIN_MESSAGES, AD_SLOTS, type AdSlot, type AdView } from '@solar/contracts';
import { adminApi, useAdminAds, type AdRequest } from '../api';
import { formatCount } from '../shared/format';
import { AddButton, CreativeForm, RowActions, ScheduleCells, TitleCell, useCreativeEditing, useCreativeForm } from './merchEditor';
import { ActiveSwitch, Field, ImageField, ScheduleFields, TextField, checkCommon, fromLocalInput, toLocalInput, type FieldProblems } from './merchFields';
import { AdminPage, AdminTable, ReadState } from './parts';
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
    ? {
        slot: ad.slot,
        title: ad.title,
        image_url: ad.image_url,
        link: ad.link,
        starts_at: toLocalInput(ad.starts_at),
        ends_at: toLocalInput(ad.ends_at),
        active: ad.active,
      }
    : { slot: 'home-top', title: '', image_url: '', link: '/', starts_at: toLocalInput(new Date().toISOString()), ends_at: '', active: true };

const FIELDS = ['slot', 'title', 'image_url', 'link', 'starts_at', 'ends_at', 'active'] as const;

/** Ads in their slots with their clicks (ADMIN_API.ads): created, changed and deleted here. */
export function AdsManagementPage() {
  const ads = useAdminAds();
  const editing = useCreativeEditing<AdView>({ listKey: ADMIN_API.ads, confirmDelete: A.confirmDelete, deleteOne: adminApi.deleteAd });

  return (
    <AdminPage page="ads-management" intro={A.intro} actions={editing.form ? undefined : <AddButton label={A.add} onClick={editing.startNew} />}>
      {editing.form && <AdForm key={editing.form.key} ad={editing.form.view} onDone={editing.form.onDone} onCancel={editing.form.onCancel} />}
      {editing.confirmation}
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
              {data.map((ad) => (
                <tr key={ad.id}>
                  <td>
                    <img src={ad.image_url} alt="" width={80} height={52} loading="lazy" className="rounded border object-fit-cover" />
                  </td>
                  <TitleCell view={ad} minWidth="11rem" />
                  <td className="text-nowrap">{A.slots[ad.slot] ?? ad.slot}</td>
                  <ScheduleCells view={ad} />
                  <td className="text-end fw-semibold">{formatCount(ad.clicks)}</td>
                  <RowActions view={ad} editing={editing} />
                </tr>
              ))}
            </tbody>
          </AdminTable>
        )}
      </ReadState>
    </AdminPage>
  );
}

function check(draft: AdDraft): FieldProblems {
  const problems = checkCommon(draft, ADMIN_LIMITS.adTitleMax);
  if (!AD_SLOTS.includes(draft.slot)) problems.slot = ADMIN_MESSAGES.slot;
  return problems;
}

const toBody = (draft: AdDraft): AdRequest => ({
  slot: draft.slot,
  title: draft.title.trim(),
  image_url: draft.image_url.trim(),
  link: draft.link.trim(),
  starts_at: fromLocalInput(draft.starts_at)!,
  ends_at: fromLocalInput(draft.ends_at),
  active: draft.active,
});

function AdForm({ ad, onDone, onCancel }: { ad: AdView | null; onDone: () => void; onCancel: () => void }) {
  const { draft, set, problems, general, busy, submit } = useCreativeForm({
    initial: () => draftOf(ad),
    check,
    toBody,
    save: (body: AdRequest) => (ad ? adminApi.updateAd(ad.id, body) : adminApi.createAd(body)),
    fields: FIELDS,
    onDone,
  });

  return (
    <CreativeForm label={ad ? A.edit(ad.title) : A.add} heading="h2" general={general} busy={busy} onSubmit={submit} onCancel={onCancel}>
      <Field label={F.slot} problem={problems.slot} className="col-md-4">
        {(id, describedBy) => (
          <select
            id={id}
            className={`form-select form-select-sm${problems.slot ? ' is-invalid' : ''}`}
            value={draft.slot}
            aria-describedby={describedBy}
            onChange={(event) => set('slot', event.target.value as AdSlot)}
          >
            {AD_SLOTS.map((slot) => (
              <option key={slot} value={slot}>
                {A.slots[slot]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        label={F.title}
        value={draft.title}
        problem={problems.title}
        className="col-md-8"
        maxLength={ADMIN_LIMITS.adTitleMax}
        onChange={(value) => set('title', value)}
      />
      <ImageField label={F.image} value={draft.image_url} problem={problems.image_url} size="685x450" crop onChange={(url) => set('image_url', url)} />
      <TextField
        label={F.link}
        value={draft.link}
        problem={problems.link}
        className="col-md-8"
        maxLength={ADMIN_LIMITS.urlMax}
        onChange={(value) => set('link', value)}
      />
      <ActiveSwitch id="ad-active" className="col-md-4" checked={draft.active} onChange={(checked) => set('active', checked)} />
      <ScheduleFields startsAt={draft.starts_at} endsAt={draft.ends_at} problems={problems} onChange={set} />
    </CreativeForm>
  );
}
