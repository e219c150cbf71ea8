import { validateBusinessProfile, validateCompanyPages, validateStorefront, type FieldErrors, type StorefrontView } from '@solar/contracts';
import { useRef, useState } from 'react';
import { useForm, type Path, type UseFormReturn } from 'react-hook-form';
import { SubmitButton, TextAreaField, TextField } from '../shared/components/FormField';
import { applyServerErrors, contractResolver, reportFailure } from '../shared/formErrors';
import { showSuccess } from '../shared/toast';
import { storefrontApi, type StorefrontRequest } from './storefrontApi';
import { STOREFRONT_TEXT } from './text';

const T = STOREFRONT_TEXT.profile;
const F = T.fields;

/** The company pages are typed as paragraphs and stored as simple rich text. */
const PAGE_FIELDS = ['about', 'company_vision', 'shipping_refund', 'terms_conditions', 'privacy_policy', 'shipping_policy'] as const;
const BUSINESS_FIELDS = [
  'name',
  'title',
  'subtitle',
  'email',
  'website',
  'phone',
  'address_name',
  'address',
  'city',
  'zip',
  'seller_detail_services',
  'seller_detail_coverage_area',
] as const;

export type StorefrontValues = Omit<StorefrontRequest, 'is_enable'> & { is_enable: boolean; logo_url: string; banner_url: string };

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Paragraphs separated by blank lines become <p> elements; single line breaks stay as <br>. */
export const textToHtml = (text: string): string =>
  text
    .trim()
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim())
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');

/** The stored page back as the paragraphs its seller typed. */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/p>\s*/gi, '</p>\n\n'), 'text/html');
  return (doc.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}

export function valuesOf(store: StorefrontView | null | undefined, fallbackName = ''): StorefrontValues {
  const s = store;
  return {
    name: s?.name ?? fallbackName,
    title: s?.title ?? '',
    subtitle: s?.subtitle ?? '',
    email: s?.email ?? '',
    website: s?.website ?? '',
    phone: s?.phone ?? '',
    city: s?.city ?? '',
    address_name: s?.address_name ?? '',
    address: s?.address ?? '',
    zip: s?.zip ?? '',
    about: htmlToText(s?.about ?? ''),
    company_vision: htmlToText(s?.company_vision ?? ''),
    shipping_refund: htmlToText(s?.shipping_refund ?? ''),
    terms_conditions: htmlToText(s?.terms_conditions ?? ''),
    privacy_policy: htmlToText(s?.privacy_policy ?? ''),
    shipping_policy: htmlToText(s?.shipping_policy ?? ''),
    seller_detail_services: s?.seller_detail_services ?? '',
    seller_detail_coverage_area: s?.seller_detail_coverage_area ?? '',
    logo_uuid: s?.logo_uuid ?? null,
    banner_uuid: s?.banner_uuid ?? null,
    logo_url: s?.profile_images[0] ?? '',
    banner_url: s?.background_images[0] ?? '',
    is_enable: s ? s.is_enable === 1 : true,
  };
}

/** The body `storefront/create` takes: the pages as HTML, the pictures by upload uuid. */
function requestOf(values: StorefrontValues): StorefrontRequest {
  const { logo_url: _logo, banner_url: _banner, ...fields } = values;
  const pages = Object.fromEntries(PAGE_FIELDS.map((field) => [field, textToHtml(values[field])]));
  return { ...fields, ...pages } as StorefrontRequest;
}

/** The form rules run on what will be sent (the pages as HTML), so the browser shows the server's messages. */
const checkedAsSent = (rule: (input: Record<string, unknown>) => FieldErrors) => (values: Record<string, unknown>) =>
  rule(requestOf(values as StorefrontValues) as unknown as Record<string, unknown>);

export function useStorefrontForm(store: StorefrontView | null | undefined, fallbackName: string) {
  return useForm<StorefrontValues>({ defaultValues: valuesOf(store, fallbackName), resolver: contractResolver(checkedAsSent(validateStorefront)) });
}

/** Checks one step of the onboarding before moving on: the fields of that step's rule only. */
export function stepErrors(step: 'business' | 'pages', values: StorefrontValues): FieldErrors {
  return checkedAsSent(step === 'business' ? validateBusinessProfile : validateCompanyPages)(values as unknown as Record<string, unknown>);
}

/** Saves the form; answers whether it was saved. */
export async function saveStorefront(form: UseFormReturn<StorefrontValues>, values: StorefrontValues): Promise<StorefrontView | null> {
  try {
    const { data, message } = await storefrontApi.save(requestOf(values));
    showSuccess(message ?? STOREFRONT_TEXT.sellOn.done);
    return data;
  } catch (error) {
    applyServerErrors(error, [...BUSINESS_FIELDS, ...PAGE_FIELDS, 'logo_uuid', 'banner_uuid'] as Path<StorefrontValues>[], form.setError);
    reportFailure(error);
    return null;
  }
}

export function BusinessFields({ form }: { form: UseFormReturn<StorefrontValues> }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className="row g-x-3">
      <TextField className="col-md-6 mb-3" label={F.name} registration={register('name')} error={errors.name} maxLength={100} autoComplete="organization" />
      <TextField
        className="col-md-6 mb-3"
        label={F.website}
        registration={register('website')}
        error={errors.website}
        maxLength={255}
        inputMode="url"
        placeholder="https://"
      />
      <TextField className="col-md-6 mb-3" label={F.title} registration={register('title')} error={errors.title} maxLength={100} />
      <TextField className="col-md-6 mb-3" label={F.subtitle} registration={register('subtitle')} error={errors.subtitle} maxLength={200} />
      <TextField className="col-md-6 mb-3" label={F.email} type="email" registration={register('email')} error={errors.email} maxLength={100} />
      <TextField className="col-md-6 mb-3" label={F.phone} type="tel" registration={register('phone')} error={errors.phone} maxLength={20} />
      <TextField className="col-md-6 mb-3" label={F.address_name} registration={register('address_name')} error={errors.address_name} maxLength={100} />
      <TextField
        className="col-md-6 mb-3"
        label={F.address}
        registration={register('address')}
        error={errors.address}
        maxLength={255}
        autoComplete="street-address"
      />
      <TextField className="col-md-6 mb-3" label={F.city} registration={register('city')} error={errors.city} maxLength={100} autoComplete="address-level2" />
      <TextField
        className="col-md-6 mb-3"
        label={F.zip}
        registration={register('zip')}
        error={errors.zip}
        maxLength={10}
        inputMode="numeric"
        autoComplete="postal-code"
      />
      <TextAreaField
        className="col-md-6 mb-3"
        label={F.seller_detail_services}
        registration={register('seller_detail_services')}
        error={errors.seller_detail_services}
        rows={3}
        maxLength={2000}
      />
      <TextAreaField
        className="col-md-6 mb-3"
        label={F.seller_detail_coverage_area}
        registration={register('seller_detail_coverage_area')}
        error={errors.seller_detail_coverage_area}
        rows={3}
        maxLength={1000}
      />
    </div>
  );
}

export function PageFields({ form }: { form: UseFormReturn<StorefrontValues> }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className="row g-x-3">
      {PAGE_FIELDS.map((field) => (
        <TextAreaField
          key={field}
          className="col-md-6 mb-3"
          label={F[field]}
          registration={register(field)}
          error={errors[field]}
          rows={5}
          maxLength={8000}
          hint={field === 'about' ? 'Separate paragraphs with a blank line.' : undefined}
        />
      ))}
    </div>
  );
}

function PictureField({ form, kind }: { form: UseFormReturn<StorefrontValues>; kind: 'logo' | 'banner' }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const url = form.watch(`${kind}_url`);
  const error = form.formState.errors[`${kind}_uuid`];
  const [width, height] = kind === 'logo' ? [300, 300] : [1600, 675];
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const { data } = await storefrontApi.upload(file);
      form.setValue(`${kind}_uuid`, data.uuid, { shouldDirty: true });
      form.setValue(`${kind}_url`, (kind === 'logo' ? data.renditions?.['300x300'] : data.renditions?.['1600x675']) ?? data.url, { shouldDirty: true });
    } catch (failure) {
      reportFailure(failure);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <div className={kind === 'logo' ? 'col-sm-4 mb-3' : 'col-sm-8 mb-3'}>
      <div className="form-label">{kind === 'logo' ? T.logo : T.banner}</div>
      <div
        className="border rounded-3 bg-light overflow-hidden mb-2"
        style={{ aspectRatio: `${width} / ${height}`, maxWidth: kind === 'logo' ? 160 : undefined }}
      >
        {url && <img src={url} alt="" width={width} height={height} className="w-100 h-100" style={{ objectFit: 'cover' }} />}
      </div>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        className="visually-hidden"
        aria-label={`${kind === 'logo' ? T.logo : T.banner}: ${T.upload}`}
        onChange={(event) => void upload(event.target.files?.[0])}
      />
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-sm btn-outline-secondary" disabled={busy} onClick={() => input.current?.click()}>
          <i className="bi bi-upload me-1" aria-hidden="true" />
          {busy ? T.uploading : T.upload}
        </button>
        {url && (
          <button
            type="button"
            className="btn btn-sm btn-link text-danger"
            onClick={() => {
              form.setValue(`${kind}_uuid`, null, { shouldDirty: true });
              form.setValue(`${kind}_url`, '', { shouldDirty: true });
            }}
          >
            {T.remove}
          </button>
        )}
      </div>
      {error?.message && <div className="invalid-feedback d-block">{error.message}</div>}
    </div>
  );
}

export function PictureFields({ form }: { form: UseFormReturn<StorefrontValues> }) {
  return (
    <div className="row">
      <PictureField form={form} kind="logo" />
      <PictureField form={form} kind="banner" />
    </div>
  );
}

export function EnableSwitch({ form }: { form: UseFormReturn<StorefrontValues> }) {
  return (
    <div className="form-check form-switch mb-3">
      <input id="storefront-enable" className="form-check-input" type="checkbox" role="switch" {...form.register('is_enable')} />
      <label className="form-check-label" htmlFor="storefront-enable">
        {F.is_enable}
      </label>
    </div>
  );
}

export { SubmitButton };
