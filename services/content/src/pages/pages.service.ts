import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  CONTENT_MESSAGES,
  ContentPageBody,
  isContentPageSlug,
  plainText,
  type AccessTokenClaims,
  type ContentPageEditView,
  type ContentPageSummary,
  type ContentPageView,
} from '@solar/contracts';
import { NotFoundError } from '@solar/platform';
import type { Model } from 'mongoose';
import { ContentPage } from './content-page.schema';
import { renderMarkdown } from '../markdown';

const M = CONTENT_MESSAGES;

const toView = (page: ContentPage): ContentPageView => ({
  slug: page._id,
  title: page.title,
  summary: page.summary,
  body_html: page.body_html,
  updated_at: new Date(page.updated_at).toISOString(),
});

/** The editable pages: read by anyone, written by admins in markdown. */
@Injectable()
export class ContentPages {
  constructor(@InjectModel(ContentPage.name) private readonly pages: Model<ContentPage>) {}

  async one(slug: string): Promise<ContentPageView> {
    return toView(await this.find(slug));
  }

  async all(): Promise<ContentPageSummary[]> {
    const pages = await this.pages.find({}, { _id: 1, title: 1, updated_at: 1 }).sort({ _id: 1 }).lean<ContentPage[]>();
    return pages.map((page) => ({ slug: page._id, title: page.title, updated_at: new Date(page.updated_at).toISOString() }));
  }

  async forEditing(slug: string): Promise<ContentPageEditView> {
    const page = await this.find(slug);
    return { ...toView(page), markdown: page.markdown };
  }

  async save(editor: AccessTokenClaims, slug: string, body: ContentPageBody): Promise<ContentPageEditView> {
    // Only the pages the site shows may be written: an admin cannot make up new URLs' content here.
    if (!isContentPageSlug(slug)) throw new NotFoundError(M.pageNotFound);
    const markdown = (body.markdown ?? '').trim();
    const page = await this.pages
      .findOneAndUpdate(
        { _id: slug },
        {
          $set: {
            title: plainText(body.title ?? ''),
            summary: plainText(body.summary ?? ''),
            markdown,
            body_html: renderMarkdown(markdown),
            updated_by: editor.sub,
            updated_at: new Date(),
          },
        },
        { upsert: true, returnDocument: 'after' },
      )
      .lean<ContentPage>();
    return { ...toView(page!), markdown: page!.markdown };
  }

  private async find(slug: string): Promise<ContentPage> {
    const page = isContentPageSlug(slug) ? await this.pages.findById(slug).lean<ContentPage>() : null;
    if (!page) throw new NotFoundError(M.pageNotFound);
    return page;
  }
}
