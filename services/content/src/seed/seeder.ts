import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { FileStorage } from '@solar/platform';
import type { Model } from 'mongoose';
import { AdOffer } from '../library/ad-offer.schema';
import { ContentEvent } from '../library/content-event.schema';
import { ContentPage } from '../pages/content-page.schema';
import { Faq } from '../library/faq.schema';
import { FaqCategory } from '../library/faq-category.schema';
import { Video } from '../library/video.schema';
import { VideoCategory } from '../library/video-category.schema';
import { renderMarkdown, textOf } from '../markdown';
import { LEGAL_PAGES } from './legal-pages';
import { AD_OFFERS, FAQ_CATEGORIES, FAQS, seedEvents, VIDEO_CATEGORIES, VIDEOS } from './library-seed';
import { storeSeedVideoMedia } from './seed-videos';
import { SITE_PAGES } from './site-pages';

export const SEED_PAGES = [...LEGAL_PAGES, ...SITE_PAGES];

/**
 * Writes the seeded content on start where it is missing: each document an upsert of `$setOnInsert` keyed by
 * its id, so an admin's edits are never overwritten, several instances starting at once write each once, and
 * a page added to the seed in a later release appears on the next start.
 */
@Injectable()
export class ContentSeeder implements OnApplicationBootstrap {
  constructor(
    @InjectModel(ContentPage.name) private readonly pages: Model<ContentPage>,
    @InjectModel(FaqCategory.name) private readonly faqCategories: Model<FaqCategory>,
    @InjectModel(Faq.name) private readonly faqs: Model<Faq>,
    @InjectModel(ContentEvent.name) private readonly events: Model<ContentEvent>,
    @InjectModel(VideoCategory.name) private readonly videoCategories: Model<VideoCategory>,
    @InjectModel(Video.name) private readonly videos: Model<Video>,
    @InjectModel(AdOffer.name) private readonly offers: Model<AdOffer>,
    private readonly files: FileStorage,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const now = new Date();
    const insertMissing = async <T extends { _id: string | number }>(model: Model<any>, docs: T[]) => {
      if (docs.length === 0) return;
      await model.bulkWrite(docs.map(({ _id, ...fields }) => ({ updateOne: { filter: { _id }, update: { $setOnInsert: fields }, upsert: true } })));
    };
    await insertMissing(
      this.pages,
      SEED_PAGES.map((page) => ({
        _id: page.slug,
        title: page.title,
        summary: page.summary,
        markdown: page.markdown,
        body_html: renderMarkdown(page.markdown),
        updated_by: null,
        updated_at: now,
      })),
    );
    await insertMissing(this.faqCategories, FAQ_CATEGORIES);
    await insertMissing(
      this.faqs,
      FAQS.map(({ answer, ...faq }) => {
        const answer_html = renderMarkdown(answer);
        return { ...faq, answer_markdown: answer, answer_html, answer_text: textOf(answer_html) };
      }),
    );
    // The calendar is seeded once, on the first start only: later starts must not bring back past webinars.
    if ((await this.events.estimatedDocumentCount()) === 0) await insertMissing(this.events, seedEvents(now));
    await insertMissing(this.videoCategories, VIDEO_CATEGORIES);
    const categoryName = new Map(VIDEO_CATEGORIES.map((category) => [category._id, category.name]));
    const seeded = await Promise.all(
      VIDEOS.map(async ({ body, days_ago, slug, chapters, ...video }) => ({
        ...video,
        ...(await storeSeedVideoMedia(this.files, { slug, title: video.title, chapters }, categoryName.get(video.category_id) ?? '')),
        provider_id: null,
        body_markdown: body,
        body_html: renderMarkdown(body),
        published_at: new Date(now.getTime() - days_ago * 86_400_000),
      })),
    );
    await insertMissing(this.videos, seeded);
    // Seeded videos stored before videos had players get theirs; one an admin has given a source keeps it.
    await this.videos.bulkWrite(
      seeded.map(({ _id, source, file_url, poster_url, captions_url, chapters, duration_seconds, body_markdown, body_html }) => ({
        updateOne: {
          filter: { _id, source: { $exists: false } },
          update: { $set: { source, file_url, poster_url, captions_url, chapters, duration_seconds, body_markdown, body_html } },
        },
      })),
    );
    await this.faqs.bulkWrite(
      FAQS.map(({ _id, answer }) => ({ updateOne: { filter: { _id, answer_markdown: { $exists: false } }, update: { $set: { answer_markdown: answer } } } })),
    );
    await insertMissing(this.offers, AD_OFFERS);
  }
}
