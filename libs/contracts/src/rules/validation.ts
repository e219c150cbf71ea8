/** Field limits of the sign-up, product, deal and promo forms (both specs, sections 5 and 9). */
export const LIMITS = {
  nameMax: 100,
  emailMax: 100,
  passwordMin: 8,
  /**
   * Ours, not the spec's: the longest password taken anywhere (sign-up, sign-in, reset, change), refused before
   * it is hashed, so a request cannot make the server hash megabytes. Room for any passphrase or generated one.
   */
  passwordMax: 1024,
  titleMax: 65,
  metaTitleMax: 100,
  /** The other (short) product form. */
  metaTitleShortMax: 55,
  metaDescriptionMax: 250,
  noteMax: 255,
  moqMin: 1,
  /** Related products: exactly this many, or none. */
  relatedProducts: 4,
  /**
   * Money per unit (price, seller price, MSRP, a fixed discount, a bulk-savings price, a per-unit shipping
   * charge): more than 0 (a discount or shipping charge may be 0), at most this many dollars, whole cents.
   * Ours, not the spec's: with quantities bounded too, a line (1,000,000 x 1,000,000.00) is 10^14 cents, so
   * sums stay exact in integer cents.
   */
  unitPriceMax: 1_000_000,
  /** Decimal places a money amount may have: whole cents. */
  moneyDecimals: 2,
  /** Quantities (cart qty, MOQ, quantity on hand, max order qty, qty step, location qty, bulk-tier bounds): whole numbers, at most this. */
  quantityMax: 1_000_000,
  /** Weight, length, width and height of a product: more than 0 and at most this, in the unit chosen. */
  measureMax: 100_000,
} as const;

/** The related-products rule: exactly four, or none at all. */
export const isValidRelatedProductCount = (count: number): boolean => count === 0 || count === LIMITS.relatedProducts;

/**
 * Patterns of the forms. None carries the `g` flag, so `.test()` has no lastIndex state to trip over; use
 * the *_GLOBAL variants with `String.replace`.
 */
export const PATTERNS = {
  /** local@domain.tld; no spaces, one '@', a dot in the domain. */
  email: /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/,
  /** http(s) URL, or a bare host such as 'www.example.com' / 'example.com/path'. */
  websiteUrl: /^(https?:\/\/)?([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(:\d{1,5})?(\/[^\s]*)?$/i,
  /** Person names: letters (any alphabet), single spaces between words; no digits or symbols. */
  lettersOnlyName: /^\p{L}+(?: \p{L}+)*$/u,
  /** The code mailed to confirm an email: six digits. */
  verificationCode: /^\d{6}$/,
  /** US ZIP: 5 digits, or ZIP+4 as 5-4 digits. */
  zip: /^\d{5}(?:-\d{4})?$/,
  nonAlphanumeric: /[^a-z0-9]/i,
  whitespace: /\s/,
} as const;

/** Global variants for building slugs with `String.replace`. */
export const NON_ALPHANUMERIC_GLOBAL = /[^a-z0-9]+/gi;
export const WHITESPACE_GLOBAL = /\s+/g;

export const isValidEmail = (value: string): boolean => value.length <= LIMITS.emailMax && PATTERNS.email.test(value.trim());

export const isValidZip = (value: string): boolean => PATTERNS.zip.test(value.trim());

export const isLettersOnlyName = (value: string): boolean => PATTERNS.lettersOnlyName.test(value.trim());

export const isValidWebsiteUrl = (value: string): boolean => PATTERNS.websiteUrl.test(value.trim());
