import type { ReactNode } from 'react';
import { FormProvider, useFormContext, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { TextAreaField, TextField } from '../components/FormField';
import { FormSection } from './fields';
import { FileUploads, type FileUploadsProps } from './FileUploads';
import { FORM_TEXT } from './text';

/*
 * The frame the sellers' long forms (the shop's product form, the trader's deal form) share around their own
 * fields: the <form> itself, the pictures and documents sections, the search engine listing and the buttons.
 * useLongForm (longForm.ts) is their behaviour; these are their markup.
 */

export interface LongFormProps<T extends FieldValues> {
  /** What useLongForm returned: the form and the ref its <form> takes. */
  form: UseFormReturn<T>;
  formRef: React.RefObject<HTMLFormElement | null>;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** The <form> of a long form, its fields reading the form from context; the browser's own checks are off (the contract rule speaks). */
export function LongForm<T extends FieldValues>({ form, formRef, onSubmit, children }: LongFormProps<T>) {
  return (
    <FormProvider {...form}>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="product-form">
        {children}
      </form>
    </FormProvider>
  );
}

export interface FileSectionsProps extends Pick<FileUploadsProps, 'upload' | 'remove'> {
  /** The two sections' headings. */
  titles: { images: string; documents: string };
  /** What says a list is full, when the form words it its own way (see FileUploads). */
  tooManyMessages?: { images: string; documents: string };
  /** Shown under the documents. */
  documentsHint?: string;
}

/** The form's `images` and `documents`, a section each, uploaded through the form's own upload call. */
export function FileSections({ titles, upload, remove, tooManyMessages, documentsHint }: FileSectionsProps) {
  return (
    <>
      <FormSection title={titles.images}>
        <FileUploads type="image" upload={upload} remove={remove} tooManyMessage={tooManyMessages?.images} />
      </FormSection>
      <FormSection title={titles.documents}>
        <FileUploads type="document" upload={upload} remove={remove} tooManyMessage={tooManyMessages?.documents} />
        {documentsHint && <p className="form-text mb-0">{documentsHint}</p>}
      </FormSection>
    </>
  );
}

/** The form's `meta_name` and `meta_description`: what a search engine shows of the listing. */
export function SeoSection({ title }: { title: string }) {
  const F = FORM_TEXT.fields;
  return (
    <FormSection title={title}>
      <SeoFields metaTitleLabel={F.metaTitle} metaDescriptionLabel={F.metaDescription} />
    </FormSection>
  );
}

/** The listing fields every long form has, as the SEO section reads them from the form's context. */
interface SeoValues {
  meta_name: string;
  meta_description: string;
}

function SeoFields({ metaTitleLabel, metaDescriptionLabel }: { metaTitleLabel: string; metaDescriptionLabel: string }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<SeoValues>();
  return (
    <>
      <TextField label={metaTitleLabel} registration={register('meta_name')} error={errors.meta_name} />
      <TextAreaField label={metaDescriptionLabel} rows={3} registration={register('meta_description')} error={errors.meta_description} />
    </>
  );
}
