import { CONTACT_MASKS } from '../views';

/*
 * Contact details before the contract. Until a contract is signed the buyer and the seller of a negotiable deal
 * deal through the marketplace (the seller is anonymous, the deal's terms are the offer's), so an e-mail address,
 * a phone number or a link typed into a chat message, an offer's note, a quote's legal text, an inquiry or a
 * custom order is hidden in what is stored and sent, as bulk exchanges do.
 *
 * The text is first normalised, so that what reads the same matches the same: Unicode NFKC (full-width and
 * other compatibility forms: '＠', '﹫', '．', '５'), invisible characters removed (zero-width spaces and joiners,
 * other format characters, variation selectors, fillers, controls, marks stacked on ASCII), every script's
 * decimal digits written as 0-9. The rules then run, in this order:
 *
 * 1. E-mail addresses: `name@example.com` with any spaces around '@' and the dots, any top-level domain; dots
 *    may be look-alikes ('。', '·', '‧', '•'), in brackets ('[.]', '(.)', '{.}', '<.>') or 'dot' as a word;
 *    '@' may be 'at' as a word or in brackets ('(at)', '[@]'), which needs a common top-level domain or a
 *    webmail provider since 'at' is a common word ('offer at 0.25' or 'we are at panels.Then' are no addresses).
 *    A webmail provider without its top-level domain ('name@gmail', 'name at yahoo') counts too.
 * 2. Links: anything starting with a scheme (`https://`, `ftp://`, ...) or `www.`, a bare domain with a common
 *    top-level domain ('example.com/page', 'acme-solar.io', 'domain[.]com', 'acme dot com', 'acme . com').
 * 3. Phone numbers: a run of digits with anything but letters, currency signs, '%' and '×' between them (spaces,
 *    dashes, underscores, dots, commas, brackets, of any length), with an optional leading '+': 10 or more
 *    digits, or 7 digits written as a local number ('555-1234'). Within a run, dates ('2026-05-01',
 *    '05/01/2026'), times ('10:30') and amounts grouped in thousands below a billion ('1,250,000.00') are no
 *    phone digits, so prices, quantities, sizes and dates stay as written.
 *
 * When nothing is hidden the text stays as written; when something is, the result is the normalised text with
 * the masks, so nothing invisible remains to rebuild what was hidden.
 *
 * What this misses on purpose: numbers spelled out in words or with letters for digits, handles of messaging
 * apps; what it may hide by mistake: a number of 10 digits or more that is no phone (a reference number, a list
 * of quantities written without words between them).
 */

/** Top-level domains a bare domain is recognised by (a scheme or 'www.' is recognised whatever follows). */
const COMMON_TLDS = [
  'com',
  'net',
  'org',
  'info',
  'biz',
  'io',
  'co',
  'us',
  'uk',
  'de',
  'fr',
  'es',
  'it',
  'nl',
  'eu',
  'cn',
  'in',
  'ca',
  'au',
  'me',
  'app',
  'dev',
  'xyz',
  'online',
  'site',
  'shop',
  'store',
  'solar',
  'energy',
  'tech',
  'ly',
  'gl',
  'to',
  'tv',
  'ai',
  'link',
  'page',
];
const TLD = `(?:${COMMON_TLDS.join('|')})`;
/** Top-level domains that are no English word: 'acme . com' is a domain, 'good price . in stock' is not. */
const SPACED_TLD = '(?:com|org|net|io|biz|info|xyz)';
/** Of those, the ones no sentence starts with: 'acme. com' is a domain, 'In stock. Net 30' is not. */
const ONE_SIDED_TLD = '(?:com|org|io|biz|xyz)';
/** Webmail providers a reader completes without a top-level domain ('name@gmail'). */
const WEBMAIL = '(?:gmail|googlemail|yahoo|ymail|hotmail|outlook|icloud|protonmail|proton|aol|gmx|yandex|zoho)';
/** Of those, the ones that are no English word, so 'at' may be a word before them ('name at gmail', not 'at outlook point'). */
const WEBMAIL_NO_WORD = '(?:gmail|googlemail|yahoo|ymail|hotmail|icloud|protonmail|gmx|yandex)';

/** Dots as typed: ASCII and its look-alikes ('。' ideographic, '‧' hyphenation point, middle dots, bullet). */
const DOT_CHAR = '[.\u3002\u2027\u00B7\u2219\u22C5\u2022\u06D4]';
/** A dot spelled out or bracketed: ' dot ', '(dot)', '[.]', '{.}', '<.>', '_dot_'. */
const DOT_WORD = String.raw`(?:[\s_-]*[([{<]\s*(?:dot|${DOT_CHAR})\s*[)\]}>][\s_-]*|[\s_-]+dot[\s_-]+)`;
/** A dot with spaces: on both sides before `both`, on one side only before `oneSided` (a sentence's end is '. Word'). */
const spacedDot = (both: string, oneSided: string) => String.raw`(?:\s+[.\u3002]\s+(?=${both})|\s+[.\u3002](?=${oneSided}\b)|[.\u3002]\s+(?=${oneSided}\b))`;
/** A dot inside an address: spaced on both sides before any top-level domain, since '@' already says it is one. */
const ADDRESS_DOT = String.raw`(?:${DOT_CHAR}|${DOT_WORD}|${spacedDot('[a-z]', SPACED_TLD)})`;
/** A dot of a bare domain: tight, spelled out or bracketed; spaced only before a top-level domain that is no word. */
const DOMAIN_DOT = String.raw`(?:${DOT_CHAR}|${DOT_WORD}|${spacedDot(`${SPACED_TLD}\\b`, ONE_SIDED_TLD)})`;
/** '@' with any spaces, or bracketed ('[@]', '(at)'). */
// A run of separators is taken whole ('(?<![\s_-])'), not split with the name before it: linear time.
const AT_SIGN = String.raw`(?:\s*@\s*|(?<![\s_-])[\s_-]*[([{<]\s*(?:at|@)\s*[)\]}>][\s_-]*)`;
/** 'at' as a word: ' at ', '_at_'. */
const AT_WORD = String.raw`(?:${AT_SIGN}|(?<![\s_-])[\s_-]+at[\s_-]+)`;
const LABEL = String.raw`[a-z0-9](?:[a-z0-9-]*[a-z0-9])?`;
// Matches start where an address or a domain starts, not at each of its letters again: linear time on any text.
const LOCAL_PART = '(?<![a-z0-9._%+-])[a-z0-9._%+-]+';
const DOMAIN_START = String.raw`(?=[a-z0-9])(?<![a-z0-9-])(?<![a-z0-9](?:${DOT_CHAR}|${DOT_WORD}))`;

/** 'name@example.com', 'name @ example . com', 'name@example[.]com': any top-level domain. */
const EMAIL = new RegExp(String.raw`${LOCAL_PART}${AT_SIGN}${LABEL}(?:${ADDRESS_DOT}${LABEL})*${ADDRESS_DOT}[a-z]{2,24}\b`, 'gi');
/** 'name at example dot com', 'name(at)example.com': 'at' as a word is common, so only with a known top-level domain. */
const SPOKEN_EMAIL = new RegExp(String.raw`${LOCAL_PART}${AT_WORD}${LABEL}(?:${ADDRESS_DOT}${LABEL})*${ADDRESS_DOT}${TLD}\b`, 'gi');
/** 'name@gmail', 'name at yahoo': a webmail provider needs no top-level domain to be read. */
const WEBMAIL_EMAIL = new RegExp(String.raw`${LOCAL_PART}(?:${AT_SIGN}${WEBMAIL}|${AT_WORD}${WEBMAIL_NO_WORD})\b`, 'gi');
const SCHEME_LINK = /\b[a-z][a-z0-9+.-]{1,15}:\/\/[^\s<>"']+/gi;
const WWW_LINK = new RegExp(String.raw`\bwww(?:${ADDRESS_DOT}${LABEL})+(?:[/?#][^\s<>"']*)?`, 'gi');
const BARE_DOMAIN = new RegExp(String.raw`${DOMAIN_START}${LABEL}(?:${DOMAIN_DOT}${LABEL})*${DOMAIN_DOT}${TLD}\b(?:[/?#][^\s<>"']*)?`, 'gi');

/**
 * A candidate phone number: digits with anything but letters, digits, currency signs, '%' and '×' (sizes)
 * between them, however long; an optional leading '+' or '(' and trailing ')'.
 */
const DIGIT_RUN = /[+(]*\d(?:[^\p{L}\p{N}\p{Sc}%×]*\d)*\)?/gu;
/** Within a run, what is no phone: a date, a time, an amount grouped in thousands below a billion. */
const NOT_PHONE = new RegExp(
  [
    String.raw`(?:19|20)\d\d[-/.](?:0?[1-9]|1[0-2])[-/.](?:0?[1-9]|[12]\d|3[01])`,
    String.raw`(?:0?[1-9]|[12]\d|3[01])[-/.](?:0?[1-9]|[12]\d|3[01])[-/.](?:(?:19|20)\d\d|\d\d)`,
    String.raw`(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?`,
    String.raw`\d{1,3}(?:,\d{3}){1,2}(?:\.\d{1,4})?`,
  ]
    .map((shape) => String.raw`(?<!\d[.,:/-]?)${shape}(?![.,:/-]?\d)`)
    .join('|'),
  'g',
);
const LOCAL_NUMBER = /^\d{3}(?:\s+|[.\-_])\d{4}$/;

/** What the masker made of a text. */
export interface MaskedText {
  text: string;
  /** Whether anything was hidden. */
  masked: boolean;
}

/** Characters that show nothing: format characters (zero-width space and joiners, bidi marks, soft hyphen, tags), controls but tab and line breaks, variation selectors, fillers. */
// eslint-disable-next-line no-control-regex, no-misleading-character-class -- those characters are what it finds
const INVISIBLE = /[\p{Cf}\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u034F\u115F\u1160\u3164\uFFA0\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/gu;
/** Marks stacked on ASCII ('g̲mail'): accented letters are single characters after NFKC, so these only decorate. */
const MARKS_ON_ASCII = /(?<=[\x21-\x7E])\p{M}+/gu;
const OTHER_DIGIT = /(?![0-9])\p{Nd}/gu;
const isOtherDigit = (char: string) => /^(?![0-9])\p{Nd}$/u.test(char);

/** A decimal digit of any script as 0-9: Unicode keeps each script's digits in runs from 0 to 9. */
function asciiDigit(char: string): string {
  let code = char.codePointAt(0)!;
  let steps = 0;
  while (isOtherDigit(String.fromCodePoint(code - 1))) {
    code--;
    steps++;
  }
  return String(steps % 10);
}

/** The text as the rules read it (see above). */
export function normaliseForMasking(text: string): string {
  return text.normalize('NFKC').replace(INVISIBLE, '').replace(MARKS_ON_ASCII, '').replace(OTHER_DIGIT, asciiDigit);
}

/** Masks the phone numbers of one digit run, leaving its dates, times and amounts. */
function maskRun(run: string): string {
  let out = '';
  let last = 0;
  const piece = (end: number) => {
    const part = run.slice(last, end);
    // The digits of the piece, with a leading '+' or '(' and a trailing ')', are the number.
    const number = /[+(]*\d(?:.*\d)?\)?/s.exec(part);
    if (!number) return part;
    const digits = number[0].replace(/\D/g, '').length;
    const isPhone = digits >= 10 || LOCAL_NUMBER.test(number[0]);
    return isPhone ? part.slice(0, number.index) + CONTACT_MASKS.phone + part.slice(number.index + number[0].length) : part;
  };
  for (const kept of run.matchAll(NOT_PHONE)) {
    out += piece(kept.index) + kept[0];
    last = kept.index + kept[0].length;
  }
  return out + piece(run.length);
}

function maskNormalised(text: string): string {
  let out = text.replace(EMAIL, CONTACT_MASKS.email).replace(SPOKEN_EMAIL, CONTACT_MASKS.email).replace(WEBMAIL_EMAIL, CONTACT_MASKS.email);
  out = out.replace(SCHEME_LINK, CONTACT_MASKS.link).replace(WWW_LINK, CONTACT_MASKS.link).replace(BARE_DOMAIN, CONTACT_MASKS.link);
  return out.replace(DIGIT_RUN, maskRun);
}

/**
 * Hides e-mail addresses, links and phone numbers in a text a party of a deal reads before the contract (the
 * rules above). Pure and idempotent: the masks themselves are never matched again.
 */
export function maskContactDetails(text: string): MaskedText {
  const normalised = normaliseForMasking(text);
  const out = maskNormalised(normalised);
  return out === normalised ? { text, masked: false } : { text: out, masked: true };
}
