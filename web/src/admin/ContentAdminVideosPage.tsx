import {
  LIBRARY_LIMITS as L,
  LIBRARY_MESSAGES as M,
  VIDEO_SOURCES,
  chapterLines,
  clockTime,
  parseChapterLines,
  parseClockTime,
  validateVideoEdit,
  videoPathTitle,
  type FieldErrors,
  type VideoAdminView,
  type VideoMediaKind,
  type VideoCategoryView,
  type VideoSource,
} from '@solar/contracts';
import { useId, useState, type ChangeEvent } from 'react';
import { useForm, type UseFormSetValue } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ApiError, useRevalidateAdmin } from '../api';
import { useVideoCategories } from '../api/content';
import { CONTENT_ADMIN_LISTS, contentAdminApi, useAdminVideos, type VideoRequest } from '../api/contentAdmin';
import { ErrorAlert, Loading } from '../shared/components/ApiStatus';
import { FormActions, SelectField, TextAreaField, TextField } from '../shared/components/FormField';
import { Modal } from '../shared/components/Modal';
import { contractResolver, reportFailure, serverFieldMessage } from '../shared/formErrors';
import { showSuccess } from '../shared/toast';
import { AddButton, ContentAdminPage, ContentTable, useConfirmedDelete, useEditing } from './ContentAdminParts';
import { CONTENT_ADMIN_TEXT } from './ContentAdminText';
import { formatDateTime, ReadState } from './parts';
import { ADMIN_TEXT } from './text';

const T = CONTENT_ADMIN_TEXT.videos;
const F = T.fields;

export interface VideoValues {
  title: string;
  summary: string;
  category_id: string;
  source: VideoSource;
  file_url: string;
  provider_url: string;
  poster_url: string;
  captions_url: string;
  /** 'm:ss' as typed. */
  duration: string;
  /** A date input's 'yyyy-mm-dd'. */
  published_at: string;
  /** One chapter a line, 'm:ss Title'. */
  chapters_text: string;
  body: string;
}

/** The form's fields by the API field they send. */
const FORM_FIELD: Record<string, keyof VideoValues> = {
  title: 'title',
  summary: 'summary',
  category_id: 'category_id',
  source: 'source',
  file_url: 'file_url',
  provider_url: 'provider_url',
  poster_url: 'poster_url',
  captions_url: 'captions_url',
  duration_seconds: 'duration',
  published_at: 'published_at',
  chapters: 'chapters_text',
  body: 'body',
};

/** The form as the API takes it; a length or chapter line that does not read is sent as not given. */
export function videoRequestOf(values: VideoValues): VideoRequest {
  const text = (value: string) => value.trim() || null;
  return {
    title: values.title.trim(),
    summary: values.summary.trim(),
    category_id: Number(values.category_id),
    body: values.body.trim(),
    source: values.source,
    file_url: values.source === 'file' ? text(values.file_url) : null,
    provider_url: values.source === 'youtube' || values.source === 'vimeo' ? text(values.provider_url) : null,
    poster_url: values.source === 'none' ? null : text(values.poster_url),
    captions_url: values.source === 'file' ? text(values.captions_url) : null,
    duration_seconds: parseClockTime(values.duration) ?? 0,
    published_at: values.published_at ? new Date(`${values.published_at}T12:00:00`).toISOString() : null,
    chapters: parseChapterLines(values.chapters_text) ?? [],
  };
}

/** The contracts' rule on what the form sends, its messages put under the form's own fields. */
export function validateVideoForm(values: VideoValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(validateVideoEdit(videoRequestOf(values) as unknown as Record<string, unknown>)))
    errors[FORM_FIELD[field] ?? field] = messages;
  if (parseClockTime(values.duration) === null) errors.duration = [M.duration];
  if (parseChapterLines(values.chapters_text) === null) errors.chapters_text = [M.chapters];
  return errors;
}

const valuesOf = (video: VideoAdminView | null): VideoValues => ({
  title: video?.title ?? '',
  summary: video?.summary ?? '',
  category_id: video ? String(video.category_id) : '',
  source: video?.source ?? 'file',
  file_url: video?.file_url ?? '',
  provider_url: video?.provider_url ?? '',
  poster_url: video?.poster_url ?? '',
  captions_url: video?.captions_url ?? '',
  duration: video ? clockTime(video.duration_seconds) : '',
  published_at: video ? video.published_at.slice(0, 10) : '',
  chapters_text: video ? chapterLines(video.chapters) : '',
  body: video?.body ?? '',
});

/** /trader/trader-admin/content/videos: every video, newest first; added, changed and deleted here. */
export function ContentAdminVideosPage() {
  const videos = useAdminVideos();
  const { editing, startNew, edit, close } = useEditing<VideoAdminView>();
  const removal = useConfirmedDelete<VideoAdminView>({
    title: (video) => T.confirmDelete(video.title),
    remove: (video) => contentAdminApi.deleteVideo(video.id),
    listKey: CONTENT_ADMIN_LISTS.videos,
  });

  return (
    <ContentAdminPage page="content/videos" intro={T.intro} actions={<AddButton label={T.add} onClick={startNew} />}>
      {editing !== null && <VideoForm video={editing === 'new' ? null : editing} onClose={close} />}
      {removal.dialog}
      <ReadState read={videos} empty={T.empty} isEmpty={(data) => data.length === 0}>
        {(data) => (
          <ContentTable
            label={T.intro}
            rows={data}
            rowKey={(video) => String(video.id)}
            name={(video) => video.title}
            onEdit={edit}
            onDelete={removal.ask}
            columns={[
              {
                header: T.columns.poster,
                className: 'd-none d-sm-table-cell',
                cell: (video) =>
                  video.poster_url ? (
                    <img src={video.poster_url} alt="" width={96} height={54} loading="lazy" className="rounded border object-fit-cover" />
                  ) : (
                    <span
                      className="d-inline-flex align-items-center justify-content-center rounded border bg-light text-secondary"
                      style={{ width: 96, height: 54 }}
                    >
                      <i className="bi bi-camera-video" aria-hidden="true" />
                    </span>
                  ),
              },
              {
                header: T.columns.title,
                cell: (video) => (
                  <span className="d-block text-break" style={{ minWidth: '10rem' }}>
                    <Link to={`/explore-video/detail/${videoPathTitle(video.title)}-${video.id}`} className="fw-semibold">
                      {video.title}
                    </Link>
                    <span className="d-block small text-secondary">
                      {video.category}
                      {/* What the hidden columns say, on a phone. */}
                      <span className="d-md-none">
                        {' · '}
                        {T.sourceBadges[video.source]} · {clockTime(video.duration_seconds)}
                      </span>
                    </span>
                  </span>
                ),
              },
              {
                header: T.columns.source,
                className: 'd-none d-md-table-cell',
                cell: (video) => <span className="badge text-bg-light border">{T.sourceBadges[video.source]}</span>,
              },
              {
                header: T.columns.length,
                align: 'end',
                className: 'font-monospace d-none d-md-table-cell',
                cell: (video) => clockTime(video.duration_seconds),
              },
              { header: T.columns.published, className: 'text-nowrap d-none d-lg-table-cell', cell: (video) => formatDateTime(video.published_at) },
            ]}
          />
        )}
      </ReadState>
    </ContentAdminPage>
  );
}

/**
 * Adds (POST admin/content/videos) or changes (PUT admin/content/videos/{id}) one video; the form opens once the
 * categories are there, so the select starts on the video's own.
 */
export function VideoForm({ video, onClose }: { video: VideoAdminView | null; onClose: () => void }) {
  const categories = useVideoCategories();
  const title = video ? T.editTitle : T.addTitle;
  if (!categories.data)
    return (
      <Modal title={title} onClose={onClose} size="lg">
        {categories.error ? <ErrorAlert error={categories.error} onRetry={() => void categories.mutate()} /> : <Loading />}
      </Modal>
    );
  return <VideoFields video={video} categories={categories.data.items} onClose={onClose} />;
}

function VideoFields({ video, categories, onClose }: { video: VideoAdminView | null; categories: readonly VideoCategoryView[]; onClose: () => void }) {
  const revalidate = useRevalidateAdmin();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<VideoValues>({ defaultValues: valuesOf(video), resolver: contractResolver((values) => validateVideoForm(values as unknown as VideoValues)) });
  const source = watch('source');

  const submit = handleSubmit(async (values) => {
    try {
      // An unchanged date keeps the publication time it had.
      const body = { ...videoRequestOf(values), ...(video && values.published_at === video.published_at.slice(0, 10) ? { published_at: null } : {}) };
      const { message } = video ? await contentAdminApi.updateVideo(video.id, body) : await contentAdminApi.createVideo(body);
      if (message) showSuccess(message);
      await revalidate(CONTENT_ADMIN_LISTS.videos);
      onClose();
    } catch (error) {
      let shown = false;
      for (const [field, formField] of Object.entries(FORM_FIELD)) {
        const message = serverFieldMessage(error, field);
        if (message) {
          setError(formField, { type: 'server', message });
          shown = true;
        }
      }
      if (!shown) reportFailure(error);
    }
  });

  const categoryOptions = categories.map((category) => ({ value: category.id, label: category.name }));
  const sourceOptions = VIDEO_SOURCES.map((value) => ({ value, label: T.sources[value] }));
  return (
    <Modal title={video ? T.editTitle : T.addTitle} onClose={onClose} size="lg">
      <form noValidate onSubmit={submit} aria-label={video ? T.editTitle : T.addTitle}>
        <TextField label={F.title} maxLength={L.videoTitleMax} autoFocus registration={register('title')} error={errors.title} />
        <TextAreaField label={F.summary} rows={2} maxLength={L.videoSummaryMax} registration={register('summary')} error={errors.summary} />
        <div className="row g-2">
          <SelectField
            label={F.category}
            placeholder={F.chooseCategory}
            options={categoryOptions}
            className="col-sm-6 mb-3"
            registration={register('category_id')}
            error={errors.category_id}
          />
          <SelectField
            label={F.source}
            placeholder={F.source}
            options={sourceOptions}
            className="col-sm-6 mb-3"
            registration={register('source')}
            error={errors.source}
          />
        </div>
        {source === 'file' && (
          <UploadedUrlField
            label={F.fileUrl}
            kind="video"
            accept="video/webm,video/mp4"
            hint={T.fileHint}
            field="file_url"
            value={watch('file_url')}
            error={errors.file_url?.message}
            register={register}
            setValue={setValue}
          />
        )}
        {(source === 'youtube' || source === 'vimeo') && (
          <TextField
            label={F.providerUrl}
            type="url"
            maxLength={L.urlMax}
            hint={T.providerHint}
            registration={register('provider_url')}
            error={errors.provider_url}
          />
        )}
        {source !== 'none' && (
          <UploadedUrlField
            label={F.posterUrl}
            kind="poster"
            accept="image/jpeg,image/png,image/webp,image/gif"
            hint={T.posterHint}
            field="poster_url"
            value={watch('poster_url')}
            error={errors.poster_url?.message}
            register={register}
            setValue={setValue}
          />
        )}
        {source === 'file' && (
          <UploadedUrlField
            label={F.captionsUrl}
            kind="captions"
            accept=".vtt,text/vtt"
            field="captions_url"
            value={watch('captions_url')}
            error={errors.captions_url?.message}
            register={register}
            setValue={setValue}
          />
        )}
        <div className="row g-2">
          <TextField
            label={F.duration}
            inputMode="numeric"
            placeholder="4:30"
            maxLength={8}
            className="col-6 col-sm-4 mb-3"
            registration={register('duration')}
            error={errors.duration}
          />
          <TextField label={F.publishedAt} type="date" className="col-6 col-sm-4 mb-3" registration={register('published_at')} error={errors.published_at} />
          <div className="col-sm-4 small text-secondary align-self-center mb-3">{T.publishedHint}</div>
        </div>
        <TextAreaField
          label={F.chapters}
          rows={4}
          placeholder={'0:00 Introduction\n1:05 Sizing the battery'}
          hint={T.chaptersHint}
          registration={register('chapters_text')}
          error={errors.chapters_text}
        />
        <TextAreaField
          label={F.body}
          rows={5}
          maxLength={L.videoBodyMax}
          hint={CONTENT_ADMIN_TEXT.markdownHint}
          registration={register('body')}
          error={errors.body}
        />
        <FormActions busy={isSubmitting} submitLabel={ADMIN_TEXT.common.save} cancelLabel={ADMIN_TEXT.common.cancel} onCancel={onClose} />
      </form>
    </Modal>
  );
}

type UrlField = 'file_url' | 'poster_url' | 'captions_url';

/**
 * A `/files/...` address of the site's own, typed or filled by uploading a file (admin/content/video-media);
 * the upload's refusal shows under the field.
 */
function UploadedUrlField({
  label,
  kind,
  accept,
  hint,
  field,
  value,
  error,
  register,
  setValue,
}: {
  label: string;
  kind: VideoMediaKind;
  accept: string;
  hint?: string;
  field: UrlField;
  value: string;
  error?: string;
  register: ReturnType<typeof useForm<VideoValues>>['register'];
  setValue: UseFormSetValue<VideoValues>;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const problem = failure ?? error;

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      const { data } = await contentAdminApi.uploadVideoMedia(kind, file);
      setValue(field, data.url, { shouldValidate: true, shouldDirty: true });
    } catch (uploadError) {
      setFailure(
        serverFieldMessage(uploadError, 'file') ??
          serverFieldMessage(uploadError, 'kind') ??
          (uploadError instanceof ApiError ? uploadError.message : M.mediaRequired),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <div className="input-group">
        <input
          id={id}
          className={`form-control${problem ? ' is-invalid' : ''}`}
          maxLength={L.urlMax}
          placeholder="/files/…"
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-message ${id}-hint`}
          {...register(field)}
        />
        <label className={`btn btn-outline-dark${busy ? ' disabled' : ''}`} aria-label={T.uploadLabel(label)}>
          <i className="bi bi-upload me-1" aria-hidden="true" />
          {busy ? T.uploading : T.upload}
          <input type="file" accept={accept} className="visually-hidden" disabled={busy} onChange={(event) => void upload(event)} />
        </label>
      </div>
      <div id={`${id}-message`} className="invalid-feedback d-block">
        {problem}
      </div>
      {hint && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
      {value && kind === 'poster' && <img src={value} alt="" width={160} height={90} className="mt-2 rounded border object-fit-cover" />}
    </div>
  );
}
