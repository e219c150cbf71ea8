import { ADMIN_API, ADMIN_LIMITS, AD_SLOTS, AdBody, type AdSlot, type AdView, type FieldErrors } from '@solar/contracts';
import { adminApi, useAdminAds, type AdRequest } from '../api';
import { formatCount } from '../shared/format';
import { SelectField, TextField } from '../shared/components/FormField';
import { dtoRule } from '../shared/dtoRule';
import { AddButton } from './ContentAdminParts';
import { CreativeForm, CreativeTable, TitleCell, useCreativeEditing, useCreativeForm } from './merchEditor';
import { ActiveSwitch, FormImageField, ScheduleFields, fromLocalInput, scheduledRule, toLocalInput } from './merchFields';
import { AdminPage, ReadState } from './parts';
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
          <CreativeTable
            label={ADMIN_TEXT.ads.intro}
            rows={data}
            editing={editing}
            columns={[
              {
                header: F.image,
                cell: (ad) => <img src={ad.image_url} alt="" width={80} height={52} loading="lazy" className="rounded border object-fit-cover" />,
              },
              { header: F.title, cell: (ad) => <TitleCell view={ad} minWidth="11rem" /> },
              { header: F.slot, cell: (ad) => A.slots[ad.slot] ?? ad.slot, className: 'text-nowrap' },
            ]}
            after={[{ header: A.clicks, cell: (ad) => formatCount(ad.clicks), align: 'end', className: 'fw-semibold' }]}
          />
        )}
      </ReadState>
    </AdminPage>
  );
}

/** The ad's body checked as the admin service checks it: its DTO, then the schedule's rules. */
const AD_DTO_RULE = dtoRule(AdBody);
const rule = (body: AdRequest): FieldErrors => ({
  ...scheduledRule(body, ADMIN_LIMITS.adTitleMax),
  ...AD_DTO_RULE(body as unknown as Record<string, unknown>),
});

const toBody = (draft: AdDraft): AdRequest => ({
  slot: draft.slot,
  title: draft.title.trim(),
  image_url: draft.image_url.trim(),
  link: draft.link.trim(),
  starts_at: fromLocalInput(draft.starts_at)!,
  ends_at: fromLocalInput(draft.ends_at),
  active: draft.active,
});

const SLOT_OPTIONS = AD_SLOTS.map((slot) => ({ value: slot, label: A.slots[slot] }));

function AdForm({ ad, onDone, onCancel }: { ad: AdView | null; onDone: () => void; onCancel: () => void }) {
  const editor = useCreativeForm<AdDraft, AdRequest>({
    defaultValues: draftOf(ad),
    rule,
    toBody,
    save: (body) => (ad ? adminApi.updateAd(ad.id, body) : adminApi.createAd(body)),
    fields: FIELDS,
    onDone,
  });
  const { register, formState } = editor.form;
  const errors = formState.errors;

  return (
    <CreativeForm label={ad ? A.edit(ad.title) : A.add} heading="h2" editor={editor} onCancel={onCancel}>
      <div className="col-md-4">
        <SelectField label={F.slot} placeholder={A.chooseSlot} options={SLOT_OPTIONS} registration={register('slot')} error={errors.slot} />
      </div>
      <div className="col-md-8">
        <TextField label={F.title} maxLength={ADMIN_LIMITS.adTitleMax} registration={register('title')} error={errors.title} />
      </div>
      <FormImageField label={F.image} size="685x450" crop />
      <div className="col-md-8">
        <TextField label={F.link} maxLength={ADMIN_LIMITS.urlMax} registration={register('link')} error={errors.link} />
      </div>
      <ActiveSwitch id="ad-active" className="col-md-4" />
      <ScheduleFields />
    </CreativeForm>
  );
}
