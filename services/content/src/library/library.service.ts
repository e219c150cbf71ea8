import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  CONTENT_MESSAGES,
  EVENTS_SEARCH,
  FAQ_CATEGORIES_SEARCH,
  FAQS_SEARCH,
  VIDEO_CATEGORIES_SEARCH,
  VIDEOS_SEARCH,
  type AdOfferView,
  type EventView,
  type FaqCategoryView,
  type FaqView,
  type NormalisedSearchObject,
  type PageOf,
  type VideoCategoryView,
  type VideoSource,
  type VideoView,
} from '@solar/contracts';
import { findPage, NotFoundError } from '@solar/platform';
import type { Model } from 'mongoose';
import { AdOffer } from './ad-offer.schema';
import { ContentEvent } from './content-event.schema';
import { Faq } from './faq.schema';
import { FaqCategory } from './faq-category.schema';
import { Video } from './video.schema';
import { VideoCategory } from './video-category.schema';

const iso = (date: Date) => new Date(date).toISOString();

export const eventView = (event: ContentEvent): EventView => ({
  id: event._id,
  title: event.title,
  summary: event.summary,
  location: event.location,
  is_online: event.is_online,
  starts_at: iso(event.starts_at),
  ends_at: iso(event.ends_at),
  register_url: event.register_url,
});

/** A video as visitors get it; one stored before videos had sources reads as a walkthrough without a player. */
export function videoView(video: Video, category: string): VideoView {
  const source: VideoSource = video.source ?? 'none';
  const provider = source === 'youtube' || source === 'vimeo' ? source : null;
  return {
    id: video._id,
    title: video.title,
    summary: video.summary,
    category_id: video.category_id,
    category,
    source,
    file_url: source === 'file' ? video.file_url : null,
    provider,
    provider_id: provider ? video.provider_id : null,
    poster_url: video.poster_url ?? null,
    captions_url: video.captions_url ?? null,
    chapters: (video.chapters ?? []).map((chapter) => ({ start_seconds: chapter.start_seconds, title: chapter.title })),
    duration_seconds: video.duration_seconds ?? (video.duration_minutes ?? 0) * 60,
    body_html: video.body_html,
    published_at: iso(video.published_at),
  };
}

export const faqView = (faq: Faq): FaqView => ({
  id: faq._id,
  category_id: faq.category_id,
  question: faq.question,
  answer_html: faq.answer_html,
  order: faq.order,
});

/** The public library of the site: FAQs, events, videos and the advertising offers. Read by anyone. */
@Injectable()
export class Library {
  constructor(
    @InjectModel(FaqCategory.name) private readonly faqCategories: Model<FaqCategory>,
    @InjectModel(Faq.name) private readonly faqs: Model<Faq>,
    @InjectModel(ContentEvent.name) private readonly events: Model<ContentEvent>,
    @InjectModel(VideoCategory.name) private readonly videoCategories: Model<VideoCategory>,
    @InjectModel(Video.name) private readonly videos: Model<Video>,
    @InjectModel(AdOffer.name) private readonly offers: Model<AdOffer>,
  ) {}

  searchFaqCategories(search: NormalisedSearchObject): Promise<PageOf<FaqCategoryView>> {
    return findPage(
      this.faqCategories,
      search,
      { allowList: FAQ_CATEGORIES_SEARCH, defaultSort: { field: 'order', direction: 'asc' }, tieBreak: { _id: 1 }, defaultLimit: 50 },
      {
        toItems: (docs) => docs.map((c) => ({ id: c._id, name: c.name, order: c.order })),
      },
    );
  }

  searchFaqs(search: NormalisedSearchObject): Promise<PageOf<FaqView>> {
    return findPage(
      this.faqs,
      search,
      { allowList: FAQS_SEARCH, defaultSort: { field: 'order', direction: 'asc' }, tieBreak: { category_id: 1, _id: 1 }, defaultLimit: 100 },
      { toItems: (docs) => docs.map(faqView) },
    );
  }

  /** `where.upcoming: true` keeps the events that have not ended yet; the allow-list applies the rest. */
  searchEvents(search: NormalisedSearchObject, now = new Date()): Promise<PageOf<EventView>> {
    const { upcoming, ...where } = search.where ?? {};
    const filter = upcoming === true || upcoming === 'true' || upcoming === 1 ? { ends_at: { $gte: now } } : {};
    return findPage(
      this.events,
      { ...search, where },
      { allowList: EVENTS_SEARCH, defaultSort: { field: 'starts_at', direction: 'asc' }, tieBreak: { _id: 1 }, defaultLimit: 20 },
      { filter, toItems: (docs) => docs.map(eventView) },
    );
  }

  searchVideoCategories(search: NormalisedSearchObject): Promise<PageOf<VideoCategoryView>> {
    return findPage(
      this.videoCategories,
      search,
      { allowList: VIDEO_CATEGORIES_SEARCH, defaultSort: { field: 'name', direction: 'asc' }, tieBreak: { _id: 1 }, defaultLimit: 50 },
      {
        toItems: (docs) => docs.map((c) => ({ id: c._id, name: c.name })),
      },
    );
  }

  searchVideos(search: NormalisedSearchObject): Promise<PageOf<VideoView>> {
    return findPage(
      this.videos,
      search,
      { allowList: VIDEOS_SEARCH, defaultSort: { field: 'published_at', direction: 'desc' }, tieBreak: { _id: -1 }, defaultLimit: 12 },
      { toItems: (docs) => this.videoViews(docs) },
    );
  }

  async video(id: string): Promise<VideoView> {
    const video = /^\d{1,9}$/.test(id) ? await this.videos.findById(Number(id)).lean<Video>() : null;
    if (!video) throw new NotFoundError(CONTENT_MESSAGES.videoNotFound);
    return (await this.videoViews([video]))[0]!;
  }

  async adOffers(): Promise<AdOfferView[]> {
    const offers = await this.offers.find().sort({ order: 1, _id: 1 }).lean<AdOffer[]>();
    return offers.map((offer) => ({
      id: offer._id,
      name: offer.name,
      placement: offer.placement,
      description: offer.description,
      price_per_month: offer.price_per_month,
      features: offer.features,
    }));
  }

  private async videoViews(videos: Video[]): Promise<VideoView[]> {
    const categories = new Map(
      (await this.videoCategories.find({ _id: { $in: [...new Set(videos.map((v) => v.category_id))] } }).lean<VideoCategory[]>()).map((c) => [c._id, c.name]),
    );
    return videos.map((video) => videoView(video, categories.get(video.category_id) ?? ''));
  }
}
