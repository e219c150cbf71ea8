import { findUsState, US_STATES } from '../addresses/us-states';
import { CATEGORIES } from '../enums/categories';
import { isValidEmail, LIMITS } from '../rules/validation';
import { isMoneyAmount, isQuantity } from '../rules/money';
import { groupedNumber } from '../rules/numbers';

/*
 * Custom orders: a signed-in buyer describes equipment the shop does not list; sellers answer with one of their
 * listings or deals on this site. The rules run in the content service and in the web form alike.
 */

export const CUSTOM_ORDER_LIMITS = {
  cityMax: 80,
  descriptionMax: 2000,
  answerMessageMax: 500,
  linkMax: 200,
  emailMax: LIMITS.emailMax,
  quantityMax: LIMITS.quantityMax,
  priceMax: LIMITS.unitPriceMax,
  /** How far ahead a needed-by date may lie. */
  neededByMaxDays: 730,
} as const;

export const CUSTOM_ORDER_UNITS = ['pieces', 'pallets', 'containers', 'watts', 'megawatts'] as const;
export type CustomOrderUnit = (typeof CUSTOM_ORDER_UNITS)[number];
export const CUSTOM_ORDER_UNIT_LABELS: Record<CustomOrderUnit, string> = {
  pieces: 'Pieces',
  pallets: 'Pallets',
  containers: 'Containers',
  watts: 'Watts',
  megawatts: 'MW',
};

export const CUSTOM_ORDER_STATUSES = ['open', 'closed'] as const;
export type CustomOrderStatus = (typeof CUSTOM_ORDER_STATUSES)[number];

const L = CUSTOM_ORDER_LIMITS;

export const CUSTOM_ORDER_MESSAGES = {
  categoryRequired: 'Please choose an equipment category',
  quantityInvalid: `Quantity is a whole number from 1 to ${groupedNumber(L.quantityMax)}.`,
  unitRequired: 'Please choose a unit',
  targetPriceInvalid: `Target price is above $0 and at most $${groupedNumber(L.priceMax)}, in whole cents.`,
  stateRequired: 'Please choose the delivery state',
  cityRequired: 'City is required',
  cityTooLong: `City may have at most ${L.cityMax} characters.`,
  neededByInvalid: 'Needed-by date is a date from today to two years ahead.',
  descriptionRequired: 'Please describe what you need',
  descriptionTooLong: `Description may have at most ${L.descriptionMax} characters.`,
  emailInvalid: 'Please enter a valid email address',
  created: 'Your request is posted. Sellers answer here and by mail.',
  tooManyRequests: 'You have posted too many requests for now. Please try again later.',
  linkInvalid: 'Link to one of your listings on this site: /product/... or /trader/deal/...',
  linkNotYours: 'Link to one of your own listings or deals that buyers can see on this site.',
  listingsUnavailable: 'Your listing could not be checked just now. Please try again in a moment.',
  answerMessageRequired: 'Please add a short message',
  answerMessageTooLong: `Message may have at most ${L.answerMessageMax} characters.`,
  answered: 'Your answer has been sent to the buyer.',
  alreadyAnswered: 'You have already answered this request.',
  tooManyAnswers: 'You have sent too many answers for now. Please try again later.',
  notFound: 'Custom order not found.',
  notOpen: 'This request is closed.',
  ownAnswer: 'You cannot answer your own request.',
  closed: 'Your request is closed.',
  fileUnknown: 'The attached file was not found. Please upload it again.',
} as const;

const M = CUSTOM_ORDER_MESSAGES;
type FieldErrors = Record<string, string[]>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const numberOf = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '' && value.length <= 20 && Number.isFinite(Number(value))) return Number(value);
  return undefined;
};
const blank = (value: unknown) => value === undefined || value === null || value === '';

/** The calendar day of `now` in UTC as YYYY-MM-DD. */
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Whether `value` is a real YYYY-MM-DD day from today to two years ahead (UTC days). */
export function isNeededByDate(value: unknown, now = new Date()): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || dayOf(day) !== value) return false;
  const latest = new Date(now.getTime() + L.neededByMaxDays * 86_400_000);
  return value >= dayOf(now) && value <= dayOf(latest);
}

export const customOrderCategory = (id: unknown) => CATEGORIES.find((category) => category.id === numberOf(id));

/** A buyer's request: category, quantity and unit, optional target price, where and by when, what, a reply address. */
export function validateCustomOrder(input: Record<string, unknown>, now = new Date()): FieldErrors {
  const errors: FieldErrors = {};
  if (!customOrderCategory(input.category_id)) errors.category_id = [M.categoryRequired];
  if (!isQuantity(numberOf(input.quantity))) errors.quantity = [M.quantityInvalid];
  if (!(CUSTOM_ORDER_UNITS as readonly unknown[]).includes(input.unit)) errors.unit = [M.unitRequired];
  if (!blank(input.target_price) && !isMoneyAmount(numberOf(input.target_price))) errors.target_price = [M.targetPriceInvalid];
  const state = text(input.state);
  if (!state || !findUsState(state) || state.length !== 2) errors.state = [M.stateRequired];
  const city = text(input.city);
  if (!city) errors.city = [M.cityRequired];
  else if (city.length > L.cityMax) errors.city = [M.cityTooLong];
  if (!isNeededByDate(input.needed_by, now)) errors.needed_by = [M.neededByInvalid];
  const description = text(input.description);
  if (!description) errors.description = [M.descriptionRequired];
  else if (description.length > L.descriptionMax) errors.description = [M.descriptionTooLong];
  const email = text(input.email);
  if (!email || email.length > L.emailMax || !isValidEmail(email)) errors.email = [M.emailInvalid];
  return errors;
}

/** The listing a path of this site shows: a shop item or a trader deal, by its numeric id. */
export interface ListingOfPath {
  kind: 'item' | 'deal';
  id: number;
}

/**
 * The listing a path names: a product page `/product/<id>/<slug>` (productPath) or a deal page
 * `/trader/deal/<slug>-<id>` (dealPath); null for anything else.
 */
export function listingOfPath(value: unknown): ListingOfPath | null {
  if (typeof value !== 'string' || value.length > L.linkMax) return null;
  const product = /^\/product\/(\d{1,15})\/[A-Za-z0-9][A-Za-z0-9._~-]*$/.exec(value);
  if (product) return { kind: 'item', id: Number(product[1]) };
  const deal = /^\/trader\/deal\/[A-Za-z0-9][A-Za-z0-9_-]*-(\d{1,15})$/.exec(value);
  return deal ? { kind: 'deal', id: Number(deal[1]) } : null;
}

/** A path on this site to a product or a trader deal page, nothing else. */
export function isListingPath(value: unknown): value is string {
  return listingOfPath(value) !== null;
}

/**
 * Who sells a public listing, as the service that owns it answers (`CATALOG_INTERNAL_API.itemOwner`,
 * `TRADER_INTERNAL_API.dealOwner`): a seller's answer may link only to their own.
 */
export interface ListingOwner {
  owner_id: string;
}

/** A seller's answer: a link to one of their listings or deals on this site and a short message. */
export function validateCustomOrderAnswer(input: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  if (!isListingPath(text(input.link))) errors.link = [M.linkInvalid];
  const message = text(input.message);
  if (!message) errors.message = [M.answerMessageRequired];
  else if (message.length > L.answerMessageMax) errors.message = [M.answerMessageTooLong];
  return errors;
}

/** What anyone sees of an open request: nothing that names or reaches the buyer. */
export interface CustomOrderView {
  id: string;
  category_id: number;
  category: string;
  quantity: number;
  unit: CustomOrderUnit;
  target_price: number | null;
  state: string;
  city: string;
  needed_by: string;
  description: string;
  status: CustomOrderStatus;
  /** The buyer's datasheet or picture, if any: its type and URL (an image's URL is its smallest rendition). */
  file: { type: 'image' | 'document'; url: string } | null;
  answer_count: number;
  created_at: string;
}

export interface CustomOrderAnswerView {
  link: string;
  message: string;
  created_at: string;
}

/** The buyer's own request, with the answers sellers sent. */
export interface OwnCustomOrderView extends CustomOrderView {
  answers: CustomOrderAnswerView[];
}

export interface CustomOrderCategoryView {
  id: number;
  name: string;
}

export const customOrderStateName = (code: string): string => US_STATES.find((state) => state.code === code)?.name ?? code;
