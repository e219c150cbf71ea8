import { Collector, type FieldErrors } from '../forms/field-rules';
import { plainText, sanitizeRichText } from '../rules/rich-text';
import { isValidEmail, isValidWebsiteUrl, isValidZip } from '../rules/validation';
import { STOREFRONT_LIMITS as L, STOREFRONT_MESSAGES as M } from './messages';

/** Text a page field keeps once sanitized: a page of nothing but markup is empty. */
const pageText = (value: unknown) => plainText(sanitizeRichText(typeof value === 'string' ? value : ''));
const tooLong = (value: string, max: number): [boolean, string] => [value.length > max, M.tooLong(max)];

/** The spec's business profile: business name, website URL, city, address name, address and zip. */
export function validateBusinessProfile(input: Record<string, unknown>): FieldErrors {
  const c = new Collector();
  const name = plainText(input.name);
  const website = plainText(input.website);
  const city = plainText(input.city);
  const addressName = plainText(input.address_name);
  const address = plainText(input.address);
  const zip = plainText(input.zip);
  const email = plainText(input.email);
  const phone = plainText(input.phone);
  c.check('name', [[!name, M.businessNameRequired], tooLong(name, L.nameMax)]);
  c.check('website', [[!website, M.websiteRequired], tooLong(website, L.websiteMax), [!isValidWebsiteUrl(website), M.websiteInvalid]]);
  c.check('city', [[!city, M.cityRequired], tooLong(city, L.cityMax)]);
  c.check('address_name', [[!addressName, M.addressNameRequired], tooLong(addressName, L.addressNameMax)]);
  c.check('address', [[!address, M.addressRequired], tooLong(address, L.addressMax)]);
  c.check('zip', [
    [!zip, M.zipRequired],
    [!isValidZip(zip), M.zipInvalid],
  ]);
  if (email) c.check('email', [[!isValidEmail(email), M.emailInvalid]]);
  if (phone) c.check('phone', [[!/^\+?[\d\s().-]{7,20}$/.test(phone), M.phoneInvalid]]);
  c.check('title', [tooLong(plainText(input.title), L.titleMax)]);
  c.check('subtitle', [tooLong(plainText(input.subtitle), L.subtitleMax)]);
  c.check('seller_detail_services', [tooLong(plainText(input.seller_detail_services), L.servicesMax)]);
  c.check('seller_detail_coverage_area', [tooLong(plainText(input.seller_detail_coverage_area), L.coverageMax)]);
  return c.errors;
}

/** The spec's company pages: about company, returns & refunds, terms & conditions, privacy policy, shipping. */
export function validateCompanyPages(input: Record<string, unknown>): FieldErrors {
  const c = new Collector();
  const page = (field: string, message: string) => {
    const stored = sanitizeRichText(typeof input[field] === 'string' ? (input[field] as string) : '');
    c.check(field, [[!pageText(input[field]), message], tooLong(stored, L.pageMax)]);
  };
  page('about', M.aboutRequired);
  page('shipping_refund', M.returnsRequired);
  page('terms_conditions', M.termsRequired);
  page('privacy_policy', M.privacyRequired);
  page('shipping_policy', M.shippingRequired);
  const vision = sanitizeRichText(typeof input.company_vision === 'string' ? input.company_vision : '');
  c.check('company_vision', [tooLong(vision, L.pageMax)]);
  return c.errors;
}

/** A whole storefront: its business profile and its company pages. */
export const validateStorefront = (input: Record<string, unknown>): FieldErrors => ({ ...validateBusinessProfile(input), ...validateCompanyPages(input) });

/** A project of the seller's work history. */
export function validateWorkHistory(input: Record<string, unknown>): FieldErrors {
  const c = new Collector();
  const title = plainText(input.title);
  const description = plainText(input.description);
  const year = Number(input.year);
  c.check('title', [[!title, M.workTitleRequired], tooLong(title, L.workTitleMax)]);
  c.check('description', [[!description, M.workDescriptionRequired], tooLong(description, L.workDescriptionMax)]);
  c.check('year', [[!Number.isInteger(year) || year < 1950 || year > new Date().getUTCFullYear(), M.workYearInvalid]]);
  c.check('location', [tooLong(plainText(input.location), L.workLocationMax)]);
  return c.errors;
}

/** The spec's contact form: name, email (valid), phone, subject and message required. */
export function validateSellerContact(input: Record<string, unknown>): FieldErrors {
  const c = new Collector();
  const name = plainText(input.name);
  const email = plainText(input.email);
  const phone = plainText(input.phone);
  const subject = plainText(input.subject);
  const message = plainText(input.message);
  c.check('name', [[!name, M.contactNameRequired], tooLong(name, L.contactNameMax)]);
  c.check('email', [[!email || !isValidEmail(email), M.contactEmailInvalid]]);
  c.check('phone', [
    [!phone, M.contactPhoneRequired],
    [!/^\+?[\d\s().-]{7,20}$/.test(phone), M.phoneInvalid],
  ]);
  c.check('subject', [[!subject, M.contactSubjectRequired], tooLong(subject, L.contactSubjectMax)]);
  c.check('message', [[!message, M.contactMessageRequired], tooLong(message, L.contactMessageMax)]);
  return c.errors;
}
