import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  EventBody,
  FaqBody,
  LIBRARY_LIMITS,
  LIBRARY_MESSAGES,
  parseProviderUrl,
  plainText,
  providerPageUrl,
  VideoBody,
  type EventView,
  type FaqAdminView,
  type VideoAdminView,
  type VideoMediaKind,
  type VideoMediaView,
  type VideoSource,
} from '@solar/contracts';
import { BusinessRuleError, FileStorage, InvalidInputError, NotFoundError, safeUploadName, type IncomingFile } from '@solar/platform';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import { ContentEvent } from './content-event.schema';
import { Faq } from './faq.schema';
import { FaqCategory } from './faq-category.schema';
import { Video } from './video.schema';
import { VideoCategory } from './video-category.schema';
import { renderMarkdown, textOf } from '../markdown';
import { eventView, faqView, videoView } from './library.service';

const M = LIBRARY_MESSAGES;
const L = LIBRARY_LIMITS;

/** The admin lists show everything at once; these bound them. */
const ADMIN_LIST_MAX = 1000;

const idOf = (raw: string): number | null => (/^\d{1,9}$/.test(raw) ? Number(raw) : null);
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const orNull = (value: unknown) => trimmed(value) || null;
const DUPLICATE_KEY = 11000;

/** A file the form names by its `/files/...` URL must be in the site's storage: its path under the storage root. */
const storedPath = (url: string) => decodeURIComponent(url.replace(/^\/files\//, ''));

/**
 * The admins' edits of the FAQ, the events and the videos. What visitors read is stored as they read it:
 * markdown rendered and sanitized on the way in, titles as plain text; a video's files must be the site's own
 * and exist, its provider address one of YouTube's or Vimeo's (kept as the provider and the video's id).
 */
@Injectable()
export class LibraryAdmin {
  constructor(
    @InjectModel(FaqCategory.name) private readonly faqCategories: Model<FaqCategory>,
    @InjectModel(Faq.name) private readonly faqs: Model<Faq>,
    @InjectModel(ContentEvent.name) private readonly events: Model<ContentEvent>,
    @InjectModel(VideoCategory.name) private readonly videoCategories: Model<VideoCategory>,
    @InjectModel(Video.name) private readonly videos: Model<Video>,
    private readonly storage: FileStorage,
  ) {}

  // ---- FAQ ---------------------------------------------------------------------------------------------------

  async faqList(): Promise<FaqAdminView[]> {
    const [categories, faqs] = await Promise.all([
      this.faqCategories.find().lean<FaqCategory[]>(),
      this.faqs.find().sort({ category_id: 1, order: 1, _id: 1 }).limit(ADMIN_LIST_MAX).lean<Faq[]>(),
    ]);
    const names = new Map(categories.map((category) => [category._id, category]));
    const rank = (faq: Faq) => names.get(faq.category_id)?.order ?? Number.MAX_SAFE_INTEGER;
    return faqs
      .sort((a, b) => rank(a) - rank(b) || a.order - b.order || a._id - b._id)
      .map((faq) => this.faqAdminView(faq, names.get(faq.category_id)?.name ?? ''));
  }

  async createFaq(body: FaqBody): Promise<FaqAdminView> {
    const fields = await this.faqFields(body);
    const order = fields.order ?? (await this.nextFaqOrder(fields.category_id));
    const faq = await this.insertWithNextId(this.faqs, (id) => ({ _id: id, ...fields, order }));
    return this.faqAdminView(faq, await this.faqCategoryName(faq.category_id));
  }

  async updateFaq(rawId: string, body: FaqBody): Promise<FaqAdminView> {
    const id = idOf(rawId);
    const existing = id === null ? null : await this.faqs.findById(id).lean<Faq>();
    if (!existing) throw new NotFoundError(M.faqNotFound);
    const fields = await this.faqFields(body);
    const order = fields.order ?? (fields.category_id === existing.category_id ? existing.order : await this.nextFaqOrder(fields.category_id));
    const faq = await this.faqs.findOneAndUpdate({ _id: existing._id }, { $set: { ...fields, order } }, { returnDocument: 'after' }).lean<Faq>();
    if (!faq) throw new NotFoundError(M.faqNotFound);
    return this.faqAdminView(faq, await this.faqCategoryName(faq.category_id));
  }

  async deleteFaq(rawId: string): Promise<void> {
    await this.remove(this.faqs, rawId, M.faqNotFound);
  }

  private async faqFields(body: FaqBody) {
    const category_id = Number(body.category_id);
    if (!(await this.faqCategories.exists({ _id: category_id }))) throw new BusinessRuleError(M.categoryUnknown, { category_id: [M.categoryUnknown] });
    const answer = trimmed(body.answer);
    const answer_html = renderMarkdown(answer);
    const order = body.order === undefined || body.order === null || body.order === '' ? null : Number(body.order);
    return { category_id, question: plainText(trimmed(body.question)), answer_markdown: answer, answer_html, answer_text: textOf(answer_html), order };
  }

  private async nextFaqOrder(categoryId: number): Promise<number> {
    const last = await this.faqs.findOne({ category_id: categoryId }).sort({ order: -1 }).lean<Faq>();
    return Math.min(L.orderMax, (last?.order ?? 0) + 1);
  }

  private async faqCategoryName(id: number): Promise<string> {
    return (await this.faqCategories.findById(id).lean<FaqCategory>())?.name ?? '';
  }

  private faqAdminView(faq: Faq, category: string): FaqAdminView {
    return { ...faqView(faq), category, answer: faq.answer_markdown ?? faq.answer_text };
  }

  // ---- Events ------------------------------------------------------------------------------------------------

  async eventList(): Promise<EventView[]> {
    const events = await this.events.find().sort({ starts_at: -1, _id: -1 }).limit(ADMIN_LIST_MAX).lean<ContentEvent[]>();
    return events.map(eventView);
  }

  async createEvent(body: EventBody): Promise<EventView> {
    return eventView(await this.insertWithNextId(this.events, (id) => ({ _id: id, ...eventFields(body) })));
  }

  async updateEvent(rawId: string, body: EventBody): Promise<EventView> {
    const id = idOf(rawId);
    const event =
      id === null ? null : await this.events.findOneAndUpdate({ _id: id }, { $set: eventFields(body) }, { returnDocument: 'after' }).lean<ContentEvent>();
    if (!event) throw new NotFoundError(M.eventNotFound);
    return eventView(event);
  }

  async deleteEvent(rawId: string): Promise<void> {
    await this.remove(this.events, rawId, M.eventNotFound);
  }

  // ---- Videos ------------------------------------------------------------------------------------------------

  async videoList(): Promise<VideoAdminView[]> {
    const [categories, videos] = await Promise.all([
      this.videoCategories.find().lean<VideoCategory[]>(),
      this.videos.find().sort({ published_at: -1, _id: -1 }).limit(ADMIN_LIST_MAX).lean<Video[]>(),
    ]);
    const names = new Map(categories.map((category) => [category._id, category.name]));
    return videos.map((video) => this.videoAdminView(video, names.get(video.category_id) ?? ''));
  }

  async createVideo(body: VideoBody): Promise<VideoAdminView> {
    const fields = await this.videoFields(body);
    const video = await this.insertWithNextId(this.videos, (id) => ({
      _id: id,
      ...fields,
      duration_minutes: null,
      published_at: fields.published_at ?? new Date(),
    }));
    return this.videoAdminView(video, await this.videoCategoryName(video.category_id));
  }

  async updateVideo(rawId: string, body: VideoBody): Promise<VideoAdminView> {
    const id = idOf(rawId);
    if (id === null || !(await this.videos.exists({ _id: id }))) throw new NotFoundError(M.videoNotFound);
    const { published_at, ...fields } = await this.videoFields(body);
    // Left out, the publication date stays as it was.
    const video = await this.videos
      .findOneAndUpdate(
        { _id: id },
        { $set: { ...fields, ...(published_at ? { published_at } : {}) }, $unset: { duration_minutes: 1 } },
        { returnDocument: 'after' },
      )
      .lean<Video>();
    if (!video) throw new NotFoundError(M.videoNotFound);
    return this.videoAdminView(video, await this.videoCategoryName(video.category_id));
  }

  async deleteVideo(rawId: string): Promise<void> {
    await this.remove(this.videos, rawId, M.videoNotFound);
  }

  private async videoFields(body: VideoBody) {
    const category_id = Number(body.category_id);
    if (!(await this.videoCategories.exists({ _id: category_id }))) throw new BusinessRuleError(M.categoryUnknown, { category_id: [M.categoryUnknown] });
    const source = body.source as VideoSource;
    const provider = source === 'youtube' || source === 'vimeo' ? parseProviderUrl(trimmed(body.provider_url)) : null;
    const file_url = source === 'file' ? trimmed(body.file_url) : null;
    // Captions go with the site's own player; a provider's player brings its own.
    const captions_url = source === 'file' ? orNull(body.captions_url) : null;
    const poster_url = source === 'none' ? null : orNull(body.poster_url);
    const missing: Record<string, string[]> = {};
    for (const [field, url] of [
      ['file_url', file_url],
      ['poster_url', poster_url],
      ['captions_url', captions_url],
    ] as const) {
      if (url && !(await this.storage.stat(storedPath(url)))) missing[field] = [M.fileMissing];
    }
    if (Object.keys(missing).length) throw new BusinessRuleError(M.fileMissing, missing);
    const body_markdown = trimmed(body.body);
    return {
      title: plainText(trimmed(body.title)),
      summary: plainText(trimmed(body.summary)),
      category_id,
      source,
      file_url,
      provider_id: provider?.id ?? null,
      poster_url,
      captions_url,
      chapters: (body.chapters ?? []).map((chapter) => ({ start_seconds: Number(chapter.start_seconds), title: plainText(trimmed(chapter.title)) })),
      duration_seconds: Number(body.duration_seconds),
      body_markdown,
      body_html: body_markdown ? renderMarkdown(body_markdown) : '',
      published_at: trimmed(body.published_at) ? new Date(trimmed(body.published_at)) : null,
    };
  }

  private async videoCategoryName(id: number): Promise<string> {
    return (await this.videoCategories.findById(id).lean<VideoCategory>())?.name ?? '';
  }

  private videoAdminView(video: Video, category: string): VideoAdminView {
    const view = videoView(video, category);
    return {
      ...view,
      body: video.body_markdown ?? textOf(video.body_html),
      provider_url: view.provider && view.provider_id ? providerPageUrl(view.provider, view.provider_id) : null,
    };
  }

  /**
   * Stores a video's recording (WebM or MP4, as sent), poster (a picture, made 1280x720 WebP) or captions
   * (WebVTT, as sent) under a folder of its own; refusals are field messages on `file` or `kind`.
   */
  async uploadMedia(kind: unknown, file: IncomingFile | undefined): Promise<VideoMediaView> {
    if (kind !== 'video' && kind !== 'poster' && kind !== 'captions') throw new InvalidInputError({ kind: [M.mediaKind] });
    if (!file || file.size === 0) throw new InvalidInputError({ file: [M.mediaRequired] });
    const folder = `content/videos/media/${randomUUID()}`;
    const { name, content, type } = await mediaContent(kind, file);
    const path = `${folder}/${name}`;
    await this.storage.put(path, content, type);
    return { kind, url: this.storage.url(path), name: safeUploadName(file.originalname), size: content.length };
  }

  // ---- Shared ------------------------------------------------------------------------------------------------

  /** Inserts under the next numeric id (the seeded ones are numbered too); two admins adding at once both get one. */
  private async insertWithNextId<T extends { _id: number }>(model: Model<T>, make: (id: number) => T): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const last = await model.findOne().sort({ _id: -1 }).lean<{ _id: number }>();
      const doc = make((last?._id ?? 0) + 1);
      try {
        await model.create(doc);
        return doc;
      } catch (error) {
        if ((error as { code?: number }).code !== DUPLICATE_KEY || attempt >= 5) throw error;
      }
    }
  }

  private async remove(model: Model<any>, rawId: string, notFound: string): Promise<void> {
    const id = idOf(rawId);
    const result = id === null ? { deletedCount: 0 } : await model.deleteOne({ _id: id });
    if (result.deletedCount === 0) throw new NotFoundError(notFound);
  }
}

function eventFields(body: EventBody) {
  const online = body.is_online === true;
  return {
    title: plainText(trimmed(body.title)),
    summary: plainText(trimmed(body.summary)),
    location: plainText(trimmed(body.location)) || 'Online',
    is_online: online,
    starts_at: new Date(trimmed(body.starts_at)),
    ends_at: new Date(trimmed(body.ends_at)),
    register_url: trimmed(body.register_url),
  };
}

const WEBM_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
const refusedFile = (message: string) => new InvalidInputError({ file: [message] });
const POSTER_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

/** What is stored of an upload: its content is checked, never its claimed type or name. */
async function mediaContent(kind: VideoMediaKind, file: IncomingFile): Promise<{ name: string; content: Buffer; type: string }> {
  const content = file.buffer;
  if (kind === 'video') {
    if (file.size > L.videoFileBytes) throw refusedFile(M.mediaVideoTooLarge);
    if (content.subarray(0, 4).equals(WEBM_MAGIC) && content.subarray(0, 64).includes('webm')) return { name: 'video.webm', content, type: 'video/webm' };
    if (content.subarray(4, 8).toString('latin1') === 'ftyp') return { name: 'video.mp4', content, type: 'video/mp4' };
    throw refusedFile(M.mediaVideoType);
  }
  if (kind === 'captions') {
    if (file.size > L.captionsFileBytes) throw refusedFile(M.mediaCaptionsTooLarge);
    const text = content.toString('utf8').replace(/^\uFEFF/, '');
    if (!/^WEBVTT(?:[ \t][^\n]*)?(?:\r?\n|$)/.test(text) || text.includes('\u0000') || text.includes('\uFFFD')) throw refusedFile(M.mediaCaptionsType);
    return { name: 'captions.vtt', content: Buffer.from(text, 'utf8'), type: 'text/vtt' };
  }
  if (file.size > L.posterFileBytes) throw refusedFile(M.mediaPosterTooLarge);
  // Loaded on the first poster: libvips is heavy to load, and most starts never see one.
  const { default: sharp } = await import('sharp');
  const format = await sharp(content)
    .metadata()
    .then((meta) => meta.format)
    .catch(() => undefined);
  if (!format || !POSTER_FORMATS.has(format)) throw refusedFile(M.mediaPosterType);
  // A picture libvips will not decode whole (too many pixels, truncated) is refused as any other non-picture.
  const poster = await sharp(content)
    .rotate()
    .resize(1280, 720, { fit: 'cover' })
    .webp({ quality: 80 })
    .toBuffer()
    .catch(() => {
      throw refusedFile(M.mediaPosterType);
    });
  return { name: 'poster.webp', content: poster, type: 'image/webp' };
}
