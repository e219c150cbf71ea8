import { MESSAGES } from '../messages';
import { isValidEmail, LIMITS } from '../rules/validation';
import { groupedNumber } from '../rules/numbers';
import { INDUSTRY_PAGES, SOLUTION_PAGES } from '../enums/constants';
import type { VideoChapter, VideoProvider, VideoSource } from './library-admin';

/*
 * What the content service keeps and shows: limits of what visitors type, the messages of its forms (the spec
 * names the contact form's required fields and the newsletter's message; the other texts are ours), the
 * editable pages by slug, and the views it answers. The form rules run in the service and in the web forms.
 */

export const CONTENT_LIMITS = {
  nameMax: LIMITS.nameMax,
  emailMax: LIMITS.emailMax,
  phoneMax: 30,
  subjectMax: 150,
  messageMax: 5000,
  /** Each UTM parameter and the landing path. */
  trackingValueMax: 200,
  pageTitleMax: 120,
  pageSummaryMax: 300,
  /** The markdown of one page. */
  pageMarkdownMax: 50_000,
  rvTextMax: 100,
  rvNotesMax: 2000,
  /** Roof length of an RV in feet. */
  rvRoofLengthMax: 60,
  /** Daily use in kWh. */
  rvDailyKwhMax: 100,
  rvBudgetMax: 1_000_000,
  tokenMax: 128,
} as const;

const V = MESSAGES.validation;

export const CONTENT_MESSAGES = {
  nameRequired: 'Name is required',
  emailInvalid: V.emailInvalid,
  phoneRequired: 'Phone is required',
  phoneInvalid: 'Enter a phone number of 7 to 15 digits.',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  nameTooLong: `Name may have at most ${CONTENT_LIMITS.nameMax} characters.`,
  subjectTooLong: `Subject may have at most ${CONTENT_LIMITS.subjectMax} characters.`,
  messageTooLong: `Message may have at most ${CONTENT_LIMITS.messageMax} characters.`,
  contactSent: 'Thank you! Your message has been sent. Our team answers within one business day.',
  tooManyContacts: 'You have sent too many messages for now. Please try again later.',
  newsletterEmailRequired: V.newsletterEmailRequired,
  newsletterCheckInbox: 'Almost done! Please check your inbox and confirm your subscription.',
  newsletterConfirmed: 'Your subscription is confirmed. Welcome to the community!',
  newsletterUnsubscribed: 'You have been unsubscribed. You will receive no more newsletters.',
  newsletterLinkInvalid: 'This link is not valid or has already been used.',
  tooManySubscriptions: 'Too many sign-up requests for now. Please try again later.',
  tokenRequired: 'The link token is required',
  trackingTooLong: `Each tracking value may have at most ${CONTENT_LIMITS.trackingValueMax} characters.`,
  tooManyTrackings: 'Too many requests for now. Please try again later.',
  pageNotFound: 'Page not found.',
  videoNotFound: 'Video not found.',
  pageTitleRequired: 'Title is required',
  pageTitleTooLong: `Title may have at most ${CONTENT_LIMITS.pageTitleMax} characters.`,
  pageSummaryTooLong: `Summary may have at most ${CONTENT_LIMITS.pageSummaryMax} characters.`,
  pageBodyRequired: 'The page text is required',
  pageBodyTooLong: `The page text may have at most ${CONTENT_LIMITS.pageMarkdownMax} characters.`,
  pageSaved: 'Page saved.',
  rvTypeRequired: 'Please choose your RV type',
  rvRoofLength: `Roof length is a whole number of feet from 1 to ${CONTENT_LIMITS.rvRoofLengthMax}.`,
  rvDailyKwh: `Daily use is a number of kWh above 0 and at most ${CONTENT_LIMITS.rvDailyKwhMax}.`,
  rvBudget: `Budget is a whole number of dollars from 0 to ${groupedNumber(CONTENT_LIMITS.rvBudgetMax)}.`,
  rvZipInvalid: V.zipInvalid,
  rvTextTooLong: `At most ${CONTENT_LIMITS.rvTextMax} characters.`,
  rvNotesTooLong: `Notes may have at most ${CONTENT_LIMITS.rvNotesMax} characters.`,
  rvSent: 'Thank you! Our RV solar team will send your quotation within two business days.',
  tooManySurveys: 'You have sent too many quotation requests for now. Please try again later.',
} as const;

const M = CONTENT_MESSAGES;

type FieldErrors = Record<string, string[]>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const digits = (value: string) => value.replace(/\D/g, '');

/** The contact form: name, a valid email, phone, subject and message required (spec section 5). */
export function validateContact(input: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  const name = text(input.name);
  if (!name) errors.name = [M.nameRequired];
  else if (name.length > CONTENT_LIMITS.nameMax) errors.name = [M.nameTooLong];
  if (!isValidEmail(text(input.email))) errors.email = [M.emailInvalid];
  const phone = text(input.phone);
  if (!phone) errors.phone = [M.phoneRequired];
  else if (phone.length > CONTENT_LIMITS.phoneMax || digits(phone).length < 7 || digits(phone).length > 15 || /[^\d\s()+.-]/.test(phone))
    errors.phone = [M.phoneInvalid];
  const subject = text(input.subject);
  if (!subject) errors.subject = [M.subjectRequired];
  else if (subject.length > CONTENT_LIMITS.subjectMax) errors.subject = [M.subjectTooLong];
  const message = text(input.message);
  if (!message) errors.message = [M.messageRequired];
  else if (message.length > CONTENT_LIMITS.messageMax) errors.message = [M.messageTooLong];
  return errors;
}

/** The newsletter: 'Please enter your email!' when empty, else a valid email. */
export function validateNewsletter(input: Record<string, unknown>): FieldErrors {
  const email = text(input.email);
  if (!email) return { email: [M.newsletterEmailRequired] };
  if (!isValidEmail(email)) return { email: [M.emailInvalid] };
  return {};
}

export function validateNewsletterToken(input: Record<string, unknown>): FieldErrors {
  const token = text(input.token);
  return /^[A-Za-z0-9_-]{16,128}$/.test(token) ? {} : { token: [token ? M.newsletterLinkInvalid : M.tokenRequired] };
}

export const RV_TYPES = ['class-a', 'class-b', 'class-c', 'fifth-wheel', 'travel-trailer', 'camper-van', 'other'] as const;
export type RvType = (typeof RV_TYPES)[number];
export const RV_TYPE_LABELS: Record<RvType, string> = {
  'class-a': 'Class A motorhome',
  'class-b': 'Class B camper van',
  'class-c': 'Class C motorhome',
  'fifth-wheel': 'Fifth wheel',
  'travel-trailer': 'Travel trailer',
  'camper-van': 'Converted van',
  other: 'Other',
};

export const RV_BATTERY_CHOICES = ['lithium', 'agm', 'not-sure'] as const;
export type RvBatteryChoice = (typeof RV_BATTERY_CHOICES)[number];
export const RV_BATTERY_LABELS: Record<RvBatteryChoice, string> = { lithium: 'Lithium (LiFePO4)', agm: 'AGM lead-acid', 'not-sure': 'Not sure: advise me' };

const numberOf = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && value.length <= 20 && Number.isFinite(Number(value))) return Number(value);
  return null;
};

/** The RV quotation survey: the contact fields, the RV and what it must power. */
export function validateRvSurvey(input: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  const contact = validateContact({ ...input, subject: 'RV quotation', message: 'survey' });
  for (const field of ['name', 'email', 'phone'] as const) if (contact[field]) errors[field] = contact[field];
  if (!(RV_TYPES as readonly unknown[]).includes(input.rv_type)) errors.rv_type = [M.rvTypeRequired];
  const roof = numberOf(input.roof_length_ft);
  if (roof === null || !Number.isInteger(roof) || roof < 1 || roof > CONTENT_LIMITS.rvRoofLengthMax) errors.roof_length_ft = [M.rvRoofLength];
  const daily = numberOf(input.daily_kwh);
  if (
    input.daily_kwh !== undefined &&
    input.daily_kwh !== null &&
    input.daily_kwh !== '' &&
    (daily === null || daily <= 0 || daily > CONTENT_LIMITS.rvDailyKwhMax)
  )
    errors.daily_kwh = [M.rvDailyKwh];
  const budget = numberOf(input.budget_usd);
  if (
    input.budget_usd !== undefined &&
    input.budget_usd !== null &&
    input.budget_usd !== '' &&
    (budget === null || !Number.isInteger(budget) || budget < 0 || budget > CONTENT_LIMITS.rvBudgetMax)
  )
    errors.budget_usd = [M.rvBudget];
  if (input.battery !== undefined && !(RV_BATTERY_CHOICES as readonly unknown[]).includes(input.battery)) errors.battery = [M.rvTypeRequired];
  const zip = text(input.zip);
  if (zip && !/^\d{5}(?:-\d{4})?$/.test(zip)) errors.zip = [M.rvZipInvalid];
  if (text(input.appliances).length > CONTENT_LIMITS.rvNotesMax) errors.appliances = [M.rvNotesTooLong];
  if (text(input.notes).length > CONTENT_LIMITS.rvNotesMax) errors.notes = [M.rvNotesTooLong];
  return errors;
}

/** An admin's edit of a page: a title, and a markdown body. */
export function validatePageEdit(input: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  const title = text(input.title);
  if (!title) errors.title = [M.pageTitleRequired];
  else if (title.length > CONTENT_LIMITS.pageTitleMax) errors.title = [M.pageTitleTooLong];
  if (text(input.summary).length > CONTENT_LIMITS.pageSummaryMax) errors.summary = [M.pageSummaryTooLong];
  const body = text(input.markdown);
  if (!body) errors.markdown = [M.pageBodyRequired];
  else if (body.length > CONTENT_LIMITS.pageMarkdownMax) errors.markdown = [M.pageBodyTooLong];
  return errors;
}

/** The editable pages' slugs; a child page of a group is `<group>-<child>` (`solutions-consulting`). */
export const LEGAL_PAGE_SLUGS = ['terms-of-use', 'terms-of-sale', 'privacy-notice', 'buyer-terms', 'seller-terms'] as const;
export const CONTENT_PAGE_SLUGS = [
  ...LEGAL_PAGE_SLUGS,
  'about',
  'sales-portal',
  'marketing',
  'solutions',
  ...SOLUTION_PAGES.map((page) => `solutions-${page}` as const),
  'industries',
  ...INDUSTRY_PAGES.map((page) => `industries-${page}` as const),
] as const;
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];
export const isContentPageSlug = (slug: string): slug is ContentPageSlug => (CONTENT_PAGE_SLUGS as readonly string[]).includes(slug);

export interface ContentPageView {
  slug: string;
  title: string;
  summary: string;
  /** The markdown rendered and sanitized on the way in (sanitizeRichText); shown through it again. */
  body_html: string;
  updated_at: string;
}

/** The admin's view adds the markdown the page is edited in. */
export interface ContentPageEditView extends ContentPageView {
  markdown: string;
}

export interface ContentPageSummary {
  slug: string;
  title: string;
  updated_at: string;
}

export interface FaqCategoryView {
  id: number;
  name: string;
  order: number;
}

export interface FaqView {
  id: number;
  category_id: number;
  question: string;
  answer_html: string;
  order: number;
}

export interface EventView {
  id: number;
  title: string;
  summary: string;
  /** 'Online' or a place. */
  location: string;
  is_online: boolean;
  starts_at: string;
  ends_at: string;
  /** Where to register; a site path or an https link. */
  register_url: string;
}

export interface VideoCategoryView {
  id: number;
  name: string;
}

export interface VideoView {
  id: number;
  title: string;
  summary: string;
  category_id: number;
  category: string;
  /**
   * Where it plays from: a file of the site's own (`file_url`), a YouTube or Vimeo video (`provider`, `provider_id`;
   * the page embeds the provider's privacy-enhanced player, see providerEmbedUrl), or 'none' while the recording
   * is not published: the walkthrough stands alone.
   */
  source: VideoSource;
  file_url: string | null;
  provider: VideoProvider | null;
  provider_id: string | null;
  /** A picture of the site's own shown before playing; null for none. */
  poster_url: string | null;
  /** WebVTT captions of the site's own (English); null for none. */
  captions_url: string | null;
  /** Where each chapter starts, in order; a click on one seeks the player there. */
  chapters: VideoChapter[];
  duration_seconds: number;
  /** The written walkthrough as sanitized HTML. */
  body_html: string;
  published_at: string;
}

export interface AdOfferView {
  id: number;
  name: string;
  placement: string;
  description: string;
  /** USD per month. */
  price_per_month: number;
  features: string[];
}

export interface SubmittedView {
  id: string;
}

/** `/explore-video/detail/{title}-{id}`: the title part of a video's path. */
export const videoPathTitle = (title: string): string =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
