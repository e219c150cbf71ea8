import { IsOptional } from 'class-validator';
import {
  CONTENT_LIMITS as L,
  CONTENT_MESSAGES as M,
  validateContact,
  validateNewsletter,
  validateNewsletterToken,
  validatePageEdit,
  validateRvSurvey,
} from '../rules';
import type { SearchAllowList } from '../../search/search-object';
import { CheckedBy, formRule } from '../../dto/checked-by';
import { IsNumberOrNumericText } from '../../dto/number-field';
import { searchBody } from '../../dto/search-body';
import { OptionalText } from '../../dto/text-field';

/*
 * The content service's bodies (CONTENT_API). Each field's type and absurd sizes are refused here; the form
 * rule gives the messages a visitor reads (required, valid email, lengths), the same the web forms show.
 */

/** `contact-us`. */
@CheckedBy(formRule(validateContact))
export class ContactBody {
  @OptionalText(L.nameMax * 2, { notText: M.nameRequired, tooLong: M.nameTooLong })
  name?: string;

  @OptionalText(L.emailMax * 2, M.emailInvalid)
  email?: string;

  @OptionalText(L.phoneMax * 2, { notText: M.phoneRequired, tooLong: M.phoneInvalid })
  phone?: string;

  @OptionalText(L.subjectMax * 2, { notText: M.subjectRequired, tooLong: M.subjectTooLong })
  subject?: string;

  @OptionalText(L.messageMax * 2, { notText: M.messageRequired, tooLong: M.messageTooLong })
  message?: string;
}

/** `news/letter/subscribe`. */
@CheckedBy(formRule(validateNewsletter))
export class NewsletterBody {
  @OptionalText(L.emailMax * 2, M.emailInvalid)
  email?: string;
}

/** `news/letter/confirm` and `news/letter/unsubscribe`: the token of the mailed link. */
@CheckedBy(formRule(validateNewsletterToken))
export class NewsletterTokenBody {
  @OptionalText(L.tokenMax * 2, M.newsletterLinkInvalid)
  token?: string;
}

/** `rv/surveys`. */
@CheckedBy(formRule(validateRvSurvey))
export class RvSurveyBody {
  @OptionalText(L.nameMax * 2, { notText: M.nameRequired, tooLong: M.nameTooLong })
  name?: string;

  @OptionalText(L.emailMax * 2, M.emailInvalid)
  email?: string;

  @OptionalText(L.phoneMax * 2, { notText: M.phoneRequired, tooLong: M.phoneInvalid })
  phone?: string;

  @OptionalText(L.rvTextMax, M.rvTypeRequired)
  rv_type?: string;

  @IsOptional()
  @IsNumberOrNumericText({ message: M.rvRoofLength })
  roof_length_ft?: number | string;

  @IsOptional()
  @IsNumberOrNumericText({ message: M.rvDailyKwh })
  daily_kwh?: number | string | null;

  @IsOptional()
  @IsNumberOrNumericText({ message: M.rvBudget })
  budget_usd?: number | string | null;

  @OptionalText(L.rvTextMax, M.rvTypeRequired)
  battery?: string;

  @OptionalText(L.rvTextMax, M.rvZipInvalid)
  zip?: string;

  @OptionalText(L.rvNotesMax * 2, M.rvNotesTooLong)
  appliances?: string;

  @OptionalText(L.rvNotesMax * 2, M.rvNotesTooLong)
  notes?: string;
}

/** `source/tracking`: the spec's UTM parameters, and the page the visit landed on. */
export class SourceTrackingBody {
  @OptionalText(L.trackingValueMax, M.trackingTooLong)
  utm_source?: string;

  @OptionalText(L.trackingValueMax, M.trackingTooLong)
  utm_medium?: string;

  @OptionalText(L.trackingValueMax, M.trackingTooLong)
  utm_campaign?: string;

  @OptionalText(L.trackingValueMax, M.trackingTooLong)
  utm_term?: string;

  @OptionalText(L.trackingValueMax, M.trackingTooLong)
  utm_content?: string;

  @OptionalText(L.trackingValueMax, M.trackingTooLong)
  landing_page?: string;
}

/** An admin's edit of a page (`admin/content/pages/{slug}`). */
@CheckedBy(formRule(validatePageEdit))
export class ContentPageBody {
  @OptionalText(L.pageTitleMax * 2, { notText: M.pageTitleRequired, tooLong: M.pageTitleTooLong })
  title?: string;

  @OptionalText(L.pageSummaryMax * 2, M.pageSummaryTooLong)
  summary?: string;

  @OptionalText(L.pageMarkdownMax * 2, { notText: M.pageBodyRequired, tooLong: M.pageBodyTooLong })
  markdown?: string;
}

export const EVENTS_SEARCH: SearchAllowList = {
  fields: [],
  where: ['upcoming', 'is_online'],
  whereIn: [],
  with: [],
  orderby: ['starts_at'],
  query: ['title', 'summary'],
};
export const FAQ_CATEGORIES_SEARCH: SearchAllowList = { fields: [], where: [], whereIn: [], with: [], orderby: ['order', 'name'], query: ['name'] };
export const FAQS_SEARCH: SearchAllowList = {
  fields: [],
  where: ['category_id'],
  whereIn: ['category_id'],
  with: [],
  orderby: ['order'],
  query: ['question', 'answer_text'],
};
export const VIDEOS_SEARCH: SearchAllowList = {
  fields: [],
  where: ['category_id'],
  whereIn: ['category_id'],
  with: [],
  orderby: ['published_at', 'title'],
  query: ['title', 'summary'],
};
export const VIDEO_CATEGORIES_SEARCH: SearchAllowList = { fields: [], where: [], whereIn: [], with: [], orderby: ['name'], query: ['name'] };

export class EventsSearchBody extends searchBody(EVENTS_SEARCH) {}
export class FaqCategoriesSearchBody extends searchBody(FAQ_CATEGORIES_SEARCH) {}
export class FaqsSearchBody extends searchBody(FAQS_SEARCH, { numbers: ['category_id'] }) {}
export class VideosSearchBody extends searchBody(VIDEOS_SEARCH, { numbers: ['category_id'] }) {}
export class VideoCategoriesSearchBody extends searchBody(VIDEO_CATEGORIES_SEARCH) {}
