import { ADMIN_LIMITS, ADMIN_MESSAGES, IMAGE_SIZES, isAdminLink, isScheduledAt, type FieldErrors, type ImageSizeName } from '@solar/contracts';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { adminApi } from '../api';
import { TextField } from '../shared/components/FormField';
import { failureMessages } from './parts';
import { ADMIN_TEXT } from './text';

/*
 * The fields banners and ads share: an image (uploaded or by address), a link, a schedule and the active switch,
 * with the client's checks in the server's words (ADMIN_MESSAGES).
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a datetime-local input's value, in the browser's time zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as ISO-8601 (UTC), or null when empty or not a date. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export type FieldProblems = Partial<Record<string, string>>;

/** What a banner's or an ad's body holds alike, as the form would send it. */
export interface ScheduledBody {
  title: string;
  image_url: string;
  link: string;
  starts_at: string | null;
  ends_at: string | null;
}

/**
 * The checks the admin service makes of a banner's or an ad's body after its DTO's (a title, a picture of this
 * site or https, a link, an end after the start), in its words.
 */
export function scheduledRule(body: ScheduledBody, titleMax: number): FieldErrors {
  const errors: FieldErrors = {};
  if (body.title.trim() === '') errors.title = [ADMIN_MESSAGES.title(titleMax)];
  if (body.image_url === '') errors.image_url = [ADMIN_MESSAGES.image];
  else if (!isAdminLink(body.image_url)) errors.image_url = [ADMIN_MESSAGES.url];
  if (!isAdminLink(body.link)) errors.link = [ADMIN_MESSAGES.url];
  if (body.starts_at && body.ends_at && Date.parse(body.ends_at) <= Date.parse(body.starts_at)) errors.ends_at = [ADMIN_MESSAGES.dates];
  return errors;
}

/** The server's field messages (400 `errors`) as the form's problems; anything else as general messages. */
export function serverProblems(error: unknown, fields: readonly string[]): { fields: FieldProblems; general: string[] } {
  const errors = (error as { errors?: Record<string, string[]> }).errors ?? {};
  const mine = Object.fromEntries(fields.filter((field) => errors[field]?.[0]).map((field) => [field, errors[field]![0]]));
  const general = Object.keys(mine).length ? failureMessages(error).filter((message) => !Object.values(mine).includes(message)) : failureMessages(error);
  return { fields: mine, general };
}

/** Where a scheduled, switchable thing stands now: showing, scheduled, ended or inactive. */
export function scheduleState(view: { active: boolean; starts_at: string; ends_at: string | null }, now = new Date()): { label: string; tone: string } {
  const B = ADMIN_TEXT.banners;
  if (!view.active) return { label: B.inactive, tone: 'text-bg-secondary' };
  if (isScheduledAt(view.starts_at, view.ends_at, now)) return { label: B.showing, tone: 'text-bg-success' };
  if (Date.parse(view.starts_at) > now.getTime()) return { label: B.scheduled, tone: 'text-bg-info' };
  return { label: B.ended, tone: 'text-bg-light border' };
}

/** The badge of where a scheduled thing stands now (scheduleState). */
export function ScheduleBadge({ view }: { view: { active: boolean; starts_at: string; ends_at: string | null } }) {
  const state = scheduleState(view);
  return <span className={`badge ${state.tone}`}>{state.label}</span>;
}

/** A labelled control with its message under it. */
export function Field({
  label,
  problem,
  children,
  hint,
  className = 'col-12',
}: {
  label: string;
  problem?: string;
  hint?: string;
  className?: string;
  children: (id: string, describedBy: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label small mb-1">
        {label}
      </label>
      {children(id, `${id}-message ${id}-hint`)}
      <div id={`${id}-message`} className="invalid-feedback d-block">
        {problem}
      </div>
      {hint && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
    </div>
  );
}

const PREVIEW_WIDTH = 160;
const previewSize = (size: ImageSizeName) => IMAGE_SIZES.find((one) => one.name === size) ?? { width: 16, height: 9 };

/** An image by address, or uploaded (ADMIN_API.upload) to get one; a preview when there is one. */
export function ImageField({
  label,
  value,
  onChange,
  problem,
  size,
  crop = false,
}: {
  label: string;
  value: string;
  onChange: (url: string) => void;
  problem?: string;
  size: ImageSizeName;
  crop?: boolean;
}) {
  const I = ADMIN_TEXT.image;
  const fileId = useId();
  const [uploading, setUploading] = useState(false);
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  // A picture chosen for a frame, waiting for its focal point before it is cropped and uploaded.
  const [chosen, setChosen] = useState<File | null>(null);

  const upload = async (file: File | undefined, focus?: Focus) => {
    if (!file) return;
    setChosen(null);
    setUploading(true);
    setUploadProblem(null);
    try {
      const result = await adminApi.upload(file, focus && { size, focus_x: focus.x, focus_y: focus.y });
      onChange(result.data.renditions?.[size] ?? result.data.url);
    } catch (error) {
      setUploadProblem(failureMessages(error).join(' '));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Field label={label} problem={problem ?? uploadProblem ?? undefined} hint={crop ? I.cropHint(size) : I.orUrl} className="col-12">
      {(id, describedBy) => (
        <>
          <div className="d-flex flex-wrap gap-2 align-items-start">
            <input
              id={id}
              className={`form-control form-control-sm flex-grow-1${problem ? ' is-invalid' : ''}`}
              style={{ minWidth: '12rem', flexBasis: '16rem' }}
              value={value}
              maxLength={ADMIN_LIMITS.urlMax}
              placeholder="https://… or /files/…"
              aria-describedby={describedBy}
              onChange={(event) => onChange(event.target.value)}
            />
            <label htmlFor={fileId} className={`btn btn-sm btn-outline-dark mb-0${uploading ? ' disabled' : ''}`}>
              {uploading ? (
                <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
              ) : (
                <i className="bi bi-upload me-1" aria-hidden="true" />
              )}
              {uploading ? I.uploading : I.upload}
            </label>
            <input
              id={fileId}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif"
              className="visually-hidden"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (crop) setChosen(file ?? null);
                else void upload(file);
              }}
            />
            {value && isAdminLink(value) && (
              <img
                src={value}
                alt={I.preview}
                width={PREVIEW_WIDTH}
                height={Math.round((PREVIEW_WIDTH * previewSize(size).height) / previewSize(size).width)}
                className="rounded border object-fit-cover admin-image-preview"
              />
            )}
          </div>
          {chosen && <FocalPointPicker file={chosen} size={size} onUpload={(focus) => void upload(chosen, focus)} onCancel={() => setChosen(null)} />}
        </>
      )}
    </Field>
  );
}

/** ImageField bound to the form's `image_url`, with the form's message for it. */
export function FormImageField({ label, size, crop }: { label: string; size: ImageSizeName; crop?: boolean }) {
  const { control } = useFormContext<{ image_url: string }>();
  return (
    <Controller
      control={control}
      name="image_url"
      render={({ field, fieldState }) => (
        <ImageField label={label} value={field.value} onChange={field.onChange} problem={fieldState.error?.message} size={size} crop={crop} />
      )}
    />
  );
}

interface Focus {
  x: number;
  y: number;
}

/** Where a CSS `object-position` puts a cover crop so that it matches the server's (centred on the focus, kept inside). */
export function coverPosition(natural: { width: number; height: number }, frame: { width: number; height: number }, focus: Focus): string {
  const ratio = frame.width / frame.height;
  const width = Math.min(natural.width, natural.height * ratio);
  const height = Math.min(natural.height, width / ratio);
  const at = (point: number, size: number, whole: number) =>
    whole === size ? 50 : (Math.min(whole - size, Math.max(0, point * whole - size / 2)) / (whole - size)) * 100;
  return `${at(focus.x, width, natural.width).toFixed(1)}% ${at(focus.y, height, natural.height).toFixed(1)}%`;
}

const rounded = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 1000) / 1000;

/**
 * The chosen picture: a click (or the arrow keys) sets the point that must stay in view, the preview shows the
 * frame as the site will, and a picture under half the frame's size is flagged before it is sent.
 */
function FocalPointPicker({ file, size, onUpload, onCancel }: { file: File; size: ImageSizeName; onUpload: (focus: Focus) => void; onCancel: () => void }) {
  const I = ADMIN_TEXT.image;
  const frame = previewSize(size);
  const [url, setUrl] = useState<string | null>(null);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [focus, setFocus] = useState<Focus>({ x: 0.5, y: 0.5 });
  useEffect(() => {
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  const small =
    natural &&
    (Math.min(natural.width, natural.height * (frame.width / frame.height)) * 2 < frame.width ||
      Math.min(natural.height, natural.width / (frame.width / frame.height)) * 2 < frame.height);
  const nudge = (dx: number, dy: number) => setFocus((now) => ({ x: rounded(now.x + dx), y: rounded(now.y + dy) }));

  return (
    <div className="border rounded p-2 mt-2 focal-point-picker" role="group" aria-label={I.cropTitle}>
      <p className="small mb-2">{I.cropIntro}</p>
      <div className="row g-2">
        <div className="col-12 col-md-6">
          <div
            className="position-relative d-inline-block focal-point-source"
            role="button"
            tabIndex={0}
            aria-label={`${I.focalPoint}: ${I.focusAt(Math.round(focus.x * 100), Math.round(focus.y * 100))}`}
            onClick={(event) => {
              const box = event.currentTarget.getBoundingClientRect();
              if (box.width && box.height) setFocus({ x: rounded((event.clientX - box.left) / box.width), y: rounded((event.clientY - box.top) / box.height) });
            }}
            onKeyDown={(event) => {
              const moves: Record<string, [number, number]> = { ArrowLeft: [-0.05, 0], ArrowRight: [0.05, 0], ArrowUp: [0, -0.05], ArrowDown: [0, 0.05] };
              const move = moves[event.key];
              if (!move) return;
              event.preventDefault();
              nudge(...move);
            }}
          >
            {url && (
              <img
                src={url}
                alt={I.chosen}
                width={natural?.width ?? frame.width}
                height={natural?.height ?? frame.height}
                className="img-fluid rounded"
                onLoad={(event) => setNatural({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
              />
            )}
            <span className="focal-point-marker" style={{ left: `${focus.x * 100}%`, top: `${focus.y * 100}%` }} aria-hidden="true" />
          </div>
        </div>
        <div className="col-12 col-md-6">
          <div className="small text-secondary mb-1">{I.framePreview(size)}</div>
          {url && (
            <img
              src={url}
              alt={I.preview}
              width={frame.width}
              height={frame.height}
              className="img-fluid rounded border w-100 object-fit-cover"
              style={{ aspectRatio: `${frame.width} / ${frame.height}`, objectPosition: natural ? coverPosition(natural, frame, focus) : 'center' }}
            />
          )}
        </div>
      </div>
      {small && (
        <p className="small text-danger-emphasis mt-2 mb-0" role="alert">
          {ADMIN_MESSAGES.imageTooSmall(frame.width, frame.height)}
        </p>
      )}
      <div className="d-flex gap-2 mt-2">
        <button type="button" className="btn btn-sm btn-primary" disabled={!!small} onClick={() => onUpload(focus)}>
          {I.cropAndUpload}
        </button>
        <button type="button" className="btn btn-sm btn-link" onClick={onCancel}>
          {I.cancel}
        </button>
      </div>
    </div>
  );
}

/** When a thing shows: its start and (optional) end, side by side. */
export function ScheduleFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<{ starts_at: string; ends_at: string }>();
  const F = ADMIN_TEXT.creative.fields;
  return (
    <>
      <div className="col-md-6">
        <TextField label={F.startsAt} type="datetime-local" registration={register('starts_at')} error={errors.starts_at} />
      </div>
      <div className="col-md-6">
        <TextField label={F.endsAt} type="datetime-local" registration={register('ends_at')} error={errors.ends_at} />
      </div>
    </>
  );
}

/** The switch that turns a banner or an ad on and off. */
export function ActiveSwitch({ id, className }: { id: string; className: string }) {
  const { register } = useFormContext<{ active: boolean }>();
  return (
    <div className={`${className} d-flex align-items-end`}>
      <div className="form-check form-switch mb-3">
        <input id={id} type="checkbox" role="switch" className="form-check-input" {...register('active')} />
        <label htmlFor={id} className="form-check-label">
          {ADMIN_TEXT.creative.fields.active}
        </label>
      </div>
    </div>
  );
}
