import type { FaqView, VideoView } from './rules';

/*
 * The admins' edits of the library (FAQs, events, videos): limits, messages and form rules the content service
 * and the admin pages share, and the rules of a video's sources: a file of the site's own (`/files/...`), or a
 * YouTube or Vimeo video embedded through the providers' privacy-enhanced players.
 */

export const LIBRARY_LIMITS = {
  faqQuestionMax: 300,
  /** The markdown of one answer. */
  faqAnswerMax: 5000,
  orderMax: 10_000,
  eventTitleMax: 150,
  eventSummaryMax: 1000,
  eventLocationMax: 120,
  urlMax: 500,
  videoTitleMax: 150,
  videoSummaryMax: 300,
  /** The markdown of a video's walkthrough. */
  videoBodyMax: 20_000,
  /** A day, in seconds. */
  durationMax: 86_400,
  chaptersMax: 30,
  chapterTitleMax: 100,
  /**
   * An uploaded video file (WebM or MP4): a short clip, as every upload of the site is bounded
   * (UPLOAD_LIMITS.maxFileBytes); longer recordings are embedded from YouTube or Vimeo.
   */
  videoFileBytes: 10 * 1024 * 1024,
  posterFileBytes: 10 * 1024 * 1024,
  captionsFileBytes: 200 * 1024,
} as const;

const L = LIBRARY_LIMITS;

export const VIDEO_SOURCES = ['file', 'youtube', 'vimeo', 'none'] as const;
export type VideoSource = (typeof VIDEO_SOURCES)[number];
export type VideoProvider = 'youtube' | 'vimeo';

/** What an admin uploads for a video: the recording, its poster picture, its captions (WebVTT). */
export const VIDEO_MEDIA_KINDS = ['video', 'poster', 'captions'] as const;
export type VideoMediaKind = (typeof VIDEO_MEDIA_KINDS)[number];

export const LIBRARY_MESSAGES = {
  categoryRequired: 'Please choose a category.',
  categoryUnknown: 'This category does not exist.',
  order: `The order is a whole number from 0 to ${L.orderMax}.`,
  questionRequired: 'The question is required.',
  questionTooLong: `The question may have at most ${L.faqQuestionMax} characters.`,
  answerRequired: 'The answer is required.',
  answerTooLong: `The answer may have at most ${L.faqAnswerMax} characters.`,
  faqNotFound: 'Question not found.',
  faqSaved: 'Question saved.',
  faqDeleted: 'Question deleted.',
  titleRequired: 'The title is required.',
  eventTitleTooLong: `The title may have at most ${L.eventTitleMax} characters.`,
  summaryRequired: 'The summary is required.',
  eventSummaryTooLong: `The summary may have at most ${L.eventSummaryMax} characters.`,
  locationRequired: 'The location is required (or mark the event online).',
  locationTooLong: `The location may have at most ${L.eventLocationMax} characters.`,
  startsAtInvalid: 'Enter when the event starts.',
  endsAtInvalid: 'Enter when the event ends, after it starts.',
  registerUrl: 'The registration link is a path of this site (/contact-us) or an https:// address.',
  eventNotFound: 'Event not found.',
  eventSaved: 'Event saved.',
  eventDeleted: 'Event deleted.',
  videoTitleTooLong: `The title may have at most ${L.videoTitleMax} characters.`,
  videoSummaryTooLong: `The summary may have at most ${L.videoSummaryMax} characters.`,
  videoBodyTooLong: `The walkthrough may have at most ${L.videoBodyMax} characters.`,
  source: 'Choose where the video plays from: an uploaded file, YouTube, Vimeo, or none yet.',
  fileUrl: 'Upload the video file (WebM or MP4) or give the /files/ address of one on this site.',
  fileMissing: 'There is no such file on this site; upload it again.',
  providerUrl: 'Only YouTube or Vimeo video addresses can be embedded.',
  providerMismatch: 'This address is not a video of the chosen provider.',
  posterUrl: 'The poster is a picture uploaded to this site (/files/...).',
  captionsUrl: 'The captions are a WebVTT file (.vtt) uploaded to this site (/files/...).',
  duration: `The length is a whole number of seconds from 1 to ${L.durationMax} (or m:ss).`,
  publishedAt: 'Enter a valid publication date.',
  chapters: `Chapters: at most ${L.chaptersMax}, one a line as 'm:ss Title', in order, each title at most ${L.chapterTitleMax} characters and starting before the video ends.`,
  videoNotFound: 'Video not found.',
  videoSaved: 'Video saved.',
  videoDeleted: 'Video deleted.',
  mediaKind: 'Choose what the file is: video, poster or captions.',
  mediaRequired: 'Choose a file to upload.',
  mediaVideoType: 'The video must be a WebM or MP4 file.',
  mediaVideoTooLarge: `The video may be at most ${L.videoFileBytes / 1024 / 1024} MB: put longer recordings on YouTube or Vimeo.`,
  mediaPosterType: 'The poster must be a JPEG, PNG, WebP or GIF picture.',
  mediaPosterTooLarge: `The poster may be at most ${L.posterFileBytes / 1024 / 1024} MB.`,
  mediaCaptionsType: "The captions must be a WebVTT file (it starts with 'WEBVTT').",
  mediaCaptionsTooLarge: `The captions may be at most ${L.captionsFileBytes / 1024} kB.`,
  mediaUploaded: 'File uploaded.',
} as const;

const M = LIBRARY_MESSAGES;

type FieldErrors = Record<string, string[]>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const given = (value: unknown) => value !== undefined && value !== null && value !== '';
const wholeNumber = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(n) ? n : null;
};
const isoDate = (value: unknown): number | null => {
  const raw = text(value);
  if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/.test(raw)) return null;
  const time = Date.parse(raw);
  return Number.isNaN(time) ? null : time;
};

// ---- Video sources ---------------------------------------------------------------------------------------------

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

/**
 * The provider and video id of a YouTube or Vimeo address as people copy it (watch page, short link, embed
 * player, shorts); null for anything else, other hosts and plain http among them.
 */
export function parseProviderUrl(raw: string): { provider: VideoProvider; id: string } | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (['www.youtube.com', 'youtube.com', 'm.youtube.com', 'www.youtube-nocookie.com', 'youtube-nocookie.com'].includes(host)) {
    const id = segments[0] === 'watch' ? url.searchParams.get('v') : ['embed', 'shorts', 'live'].includes(segments[0] ?? '') ? segments[1] : null;
    return id && YOUTUBE_ID.test(id) && (segments[0] === 'watch' ? segments.length === 1 : segments.length === 2) ? { provider: 'youtube', id } : null;
  }
  if (host === 'youtu.be') return segments.length === 1 && YOUTUBE_ID.test(segments[0]!) ? { provider: 'youtube', id: segments[0]! } : null;
  if (host === 'vimeo.com' || host === 'www.vimeo.com')
    return segments.length === 1 && VIMEO_ID.test(segments[0]!) ? { provider: 'vimeo', id: segments[0]! } : null;
  if (host === 'player.vimeo.com')
    return segments.length === 2 && segments[0] === 'video' && VIMEO_ID.test(segments[1]!) ? { provider: 'vimeo', id: segments[1]! } : null;
  return null;
}

/** The video's page at its provider, as stored and shown to admins. */
export const providerPageUrl = (provider: VideoProvider, id: string): string =>
  provider === 'youtube' ? `https://www.youtube.com/watch?v=${id}` : `https://vimeo.com/${id}`;

/**
 * The privacy-enhanced player of a provider's video (youtube-nocookie.com; Vimeo with dnt=1), started at
 * `startSeconds` and playing at once when `autoplay` (it is loaded by a click).
 */
export function providerEmbedUrl(
  provider: VideoProvider,
  id: string,
  { startSeconds = 0, autoplay = false }: { startSeconds?: number; autoplay?: boolean } = {},
): string {
  const start = Math.max(0, Math.floor(startSeconds));
  if (provider === 'youtube') {
    const query = new URLSearchParams({ rel: '0', ...(autoplay ? { autoplay: '1' } : {}), ...(start ? { start: String(start) } : {}) });
    return `https://www.youtube-nocookie.com/embed/${id}?${query}`;
  }
  const query = new URLSearchParams({ dnt: '1', ...(autoplay ? { autoplay: '1' } : {}) });
  return `https://player.vimeo.com/video/${id}?${query}${start ? `#t=${start}s` : ''}`;
}

const OWN_FILE_EXTENSIONS: Record<VideoMediaKind, RegExp> = {
  video: /\.(webm|mp4)$/i,
  poster: /\.(webp|jpe?g|png|gif|svg)$/i,
  captions: /\.vtt$/i,
};

/** A file of this site's own storage (`/files/...`, no host, no way out of the folder) of the given kind. */
export function isOwnFileUrl(url: string, kind: VideoMediaKind): boolean {
  return (
    /^\/files\/[A-Za-z0-9][A-Za-z0-9_.\-/]*$/.test(url) &&
    !url.includes('..') &&
    !url.includes('//', 1) &&
    url.length <= L.urlMax &&
    OWN_FILE_EXTENSIONS[kind].test(url)
  );
}

// ---- Chapters and lengths as admins type them ------------------------------------------------------------------

export interface VideoChapter {
  start_seconds: number;
  title: string;
}

/** '1:05' or '1:02:05' or '65' as seconds; null for anything else. */
export function parseClockTime(raw: string): number | null {
  const parts = raw.trim().split(':');
  if (parts.length > 3 || parts.some((part) => !/^\d{1,5}$/.test(part))) return null;
  if (parts.length > 1 && parts.slice(1).some((part) => part.length !== 2 || Number(part) > 59)) return null;
  return parts.reduce((total, part) => total * 60 + Number(part), 0);
}

/** Seconds as '0:05', '12:40' or '1:02:05'. */
export function clockTime(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/** Chapters typed one a line as 'm:ss Title' (as video sites write them); null when a line is not of that form. */
export function parseChapterLines(source: string): VideoChapter[] | null {
  const chapters: VideoChapter[] = [];
  for (const line of source.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const match = /^\s*(\d{1,5}(?::\d{2}){0,2})\s*(?:[-–—]\s*)?(.+?)\s*$/.exec(line);
    const start = match ? parseClockTime(match[1]!) : null;
    if (!match || start === null) return null;
    chapters.push({ start_seconds: start, title: match[2]! });
  }
  return chapters;
}

export const chapterLines = (chapters: readonly VideoChapter[]): string =>
  chapters.map((chapter) => `${clockTime(chapter.start_seconds)} ${chapter.title}`).join('\n');

/** Chapters in order, each starting before the video ends, each with a title: else the one chapters message. */
function chaptersProblem(chapters: unknown, duration: number | null): string | null {
  if (chapters === undefined || chapters === null) return null;
  if (!Array.isArray(chapters) || chapters.length > L.chaptersMax) return M.chapters;
  let previous = -1;
  for (const chapter of chapters as Array<Record<string, unknown>>) {
    const start = wholeNumber(chapter?.start_seconds);
    const title = text(chapter?.title);
    if (start === null || start < 0 || start <= previous || (duration !== null && start >= duration)) return M.chapters;
    if (!title || title.length > L.chapterTitleMax) return M.chapters;
    previous = start;
  }
  return null;
}

// ---- Form rules --------------------------------------------------------------------------------------------------

function orderProblem(value: unknown): string | null {
  if (!given(value)) return null;
  const order = wholeNumber(value);
  return order === null || order < 0 || order > L.orderMax ? M.order : null;
}

function categoryProblem(value: unknown): string | null {
  const id = wholeNumber(value);
  return id === null || id < 1 ? M.categoryRequired : null;
}

/** An FAQ entry: a category, the question, the answer in markdown; the order within the category is optional. */
export function validateFaqEdit(input: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  const category = categoryProblem(input.category_id);
  if (category) errors.category_id = [category];
  const question = text(input.question);
  if (!question) errors.question = [M.questionRequired];
  else if (question.length > L.faqQuestionMax) errors.question = [M.questionTooLong];
  const answer = text(input.answer);
  if (!answer) errors.answer = [M.answerRequired];
  else if (answer.length > L.faqAnswerMax) errors.answer = [M.answerTooLong];
  const order = orderProblem(input.order);
  if (order) errors.order = [order];
  return errors;
}

/** A registration link: a path of this site, or an https address. */
export function isRegisterUrl(raw: string): boolean {
  const url = raw.trim();
  // Kept as typed and put in a link: nothing that could close an attribute or start markup.
  if (!url || url.length > L.urlMax || /[\s<>"'`\\]/.test(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//');
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && Boolean(parsed.hostname) && !parsed.username && !parsed.password;
  } catch {
    return false;
  }
}

/** An event: title, summary, where (or online), its start and end (end after start), and where to register. */
export function validateEventEdit(input: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  const title = text(input.title);
  if (!title) errors.title = [M.titleRequired];
  else if (title.length > L.eventTitleMax) errors.title = [M.eventTitleTooLong];
  const summary = text(input.summary);
  if (!summary) errors.summary = [M.summaryRequired];
  else if (summary.length > L.eventSummaryMax) errors.summary = [M.eventSummaryTooLong];
  const location = text(input.location);
  const online = input.is_online === true || input.is_online === 'true';
  if (!location && !online) errors.location = [M.locationRequired];
  else if (location.length > L.eventLocationMax) errors.location = [M.locationTooLong];
  const starts = isoDate(input.starts_at);
  const ends = isoDate(input.ends_at);
  if (starts === null) errors.starts_at = [M.startsAtInvalid];
  if (ends === null || (starts !== null && ends <= starts)) errors.ends_at = [M.endsAtInvalid];
  if (!isRegisterUrl(text(input.register_url))) errors.register_url = [M.registerUrl];
  return errors;
}

/**
 * A video: title, summary, category, a walkthrough in markdown (optional), where it plays from with that
 * source's address, its length in seconds, an optional poster and captions of the site's own files, and its
 * chapters.
 */
export function validateVideoEdit(input: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  const title = text(input.title);
  if (!title) errors.title = [M.titleRequired];
  else if (title.length > L.videoTitleMax) errors.title = [M.videoTitleTooLong];
  const summary = text(input.summary);
  if (!summary) errors.summary = [M.summaryRequired];
  else if (summary.length > L.videoSummaryMax) errors.summary = [M.videoSummaryTooLong];
  const category = categoryProblem(input.category_id);
  if (category) errors.category_id = [category];
  if (text(input.body).length > L.videoBodyMax) errors.body = [M.videoBodyTooLong];
  const source = input.source as VideoSource;
  if (!(VIDEO_SOURCES as readonly unknown[]).includes(source)) errors.source = [M.source];
  if (source === 'file' && !isOwnFileUrl(text(input.file_url), 'video')) errors.file_url = [M.fileUrl];
  if (source === 'youtube' || source === 'vimeo') {
    const parsed = parseProviderUrl(text(input.provider_url));
    if (!parsed) errors.provider_url = [M.providerUrl];
    else if (parsed.provider !== source) errors.provider_url = [M.providerMismatch];
  }
  if (given(input.poster_url) && !isOwnFileUrl(text(input.poster_url), 'poster')) errors.poster_url = [M.posterUrl];
  if (given(input.captions_url) && !isOwnFileUrl(text(input.captions_url), 'captions')) errors.captions_url = [M.captionsUrl];
  const duration = wholeNumber(input.duration_seconds);
  const durationOk = duration !== null && duration >= 1 && duration <= L.durationMax;
  if (!durationOk) errors.duration_seconds = [M.duration];
  if (given(input.published_at) && isoDate(input.published_at) === null) errors.published_at = [M.publishedAt];
  const chapters = chaptersProblem(input.chapters, durationOk ? duration : null);
  if (chapters) errors.chapters = [chapters];
  return errors;
}

// ---- What admins read ------------------------------------------------------------------------------------------

/** An FAQ entry as admins edit it: the markdown its answer was written in, and its category's name. */
export interface FaqAdminView extends FaqView {
  category: string;
  answer: string;
}

/** A video as admins edit it: the walkthrough's markdown and the provider's page address. */
export interface VideoAdminView extends VideoView {
  body: string;
  provider_url: string | null;
}

/** The upload of a video's file, poster or captions: the address to put in the video's form. */
export interface VideoMediaView {
  kind: VideoMediaKind;
  url: string;
  name: string;
  size: number;
}
