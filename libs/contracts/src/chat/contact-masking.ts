import { CONTACT_MASKS } from './api';

/*
 * Contact details in a chat before the contract. Until a contract is signed the buyer and the seller of a
 * negotiable deal deal through the marketplace (the seller is anonymous, the deal's terms are the offer's), so
 * an e-mail address, a phone number or a link typed into a message is hidden in what is stored and sent, as
 * bulk exchanges do. The rules, in the order they run:
 *
 * 1. E-mail addresses: `name@example.com`, with spaces around '@' too, any top-level domain; and obfuscated
 *    forms with 'at' as a word or in brackets ('name at example dot com', 'name(at)example(dot)com',
 *    'name [at] example [dot] com'), which need a common top-level domain since 'at' is a common word
 *    ('offer at 0.25' or 'we are at panels.Then' are no addresses).
 * 2. Links: anything starting with a scheme (`https://`, `ftp://`, ...) or `www.`, a bare domain with a
 *    common top-level domain ('example.com/page', 'acme-solar.io'), and 'example dot com'.
 * 3. Phone numbers: a run of digits with spaces, dashes, dots, slashes or brackets between them and an optional
 *    leading '+', of 10 to 15 digits (US numbers with area code, international ones), or 7 digits written as a
 *    local number ('555-1234'). Prices, quantities, dates (8 digits) and sizes are shorter or shaped otherwise.
 *
 * What this misses on purpose: numbers spelled out in words, and handles of messaging apps; what it may hide by
 * mistake: a 10-digit number that is no phone (a reference number), which can be written with commas.
 */

/** Top-level domains a bare domain is recognised by (a scheme or 'www.' is recognised whatever follows). */
const COMMON_TLDS = [
  'com', 'net', 'org', 'info', 'biz', 'io', 'co', 'us', 'uk', 'de', 'fr', 'es', 'it', 'nl', 'eu', 'cn', 'in', 'ca', 'au', 'me',
  'app', 'dev', 'xyz', 'online', 'site', 'shop', 'store', 'solar', 'energy', 'tech', 'ly', 'gl', 'to', 'tv', 'ai', 'link', 'page',
];
const TLD = `(?:${COMMON_TLDS.join('|')})`;

/** 'at' between a name and a domain, written as a word: ' at ', '(at)', '[at]', '{at}'. */
const AT_WORD = String.raw`(?:\s*[([{]\s*at\s*[)\]}]\s*|\s+at\s+)`;
/** A dot inside an obfuscated domain: '.', ' dot ', '(dot)', '[dot]', '{dot}'. */
const DOT = String.raw`(?:\.|\s*[([{]\s*dot\s*[)\]}]\s*|\s+dot\s+)`;
const DOT_WORD = String.raw`(?:\s*[([{]\s*dot\s*[)\]}]\s*|\s+dot\s+)`;
const LABEL = String.raw`[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?`;
const LOCAL_PART = '[a-z0-9._%+-]+';

/** 'name@example.com', 'name @ example.com': any top-level domain. */
const EMAIL = new RegExp(String.raw`${LOCAL_PART}\s*@\s*${LABEL}(?:${DOT}${LABEL})*${DOT}[a-z]{2,24}\b`, 'gi');
/** 'name at example dot com', 'name(at)example.com': 'at' as a word is common, so only with a known top-level domain. */
const SPOKEN_EMAIL = new RegExp(String.raw`${LOCAL_PART}${AT_WORD}${LABEL}(?:${DOT}${LABEL})*${DOT}${TLD}\b`, 'gi');
const SCHEME_LINK = /\b[a-z][a-z0-9+.-]{1,15}:\/\/[^\s<>"']+/gi;
const WWW_LINK = /\bwww\.[^\s<>"']+/gi;
const BARE_DOMAIN = new RegExp(String.raw`\b(?:${LABEL}\.)+${TLD}\b(?:[/?#][^\s<>"']*)?`, 'gi');
const SPOKEN_DOMAIN = new RegExp(String.raw`\b${LABEL}(?:${DOT}${LABEL})*${DOT_WORD}${TLD}\b`, 'gi');
/** A candidate phone number: digits with at most three separators between two of them. */
const DIGIT_RUN = /\+?\(?\d(?:[\s.\-/()]{0,3}\d)+\)?/g;
const LOCAL_NUMBER = /^\d{3}[\s.-]\d{4}$/;

/** What the masker made of a text. */
export interface MaskedText {
  text: string;
  /** Whether anything was hidden. */
  masked: boolean;
}

const isPhoneNumber = (run: string): boolean => {
  const digits = run.replace(/\D/g, '').length;
  return (digits >= 10 && digits <= 15) || LOCAL_NUMBER.test(run.trim());
};

/**
 * Hides e-mail addresses, links and phone numbers in a chat message (the rules above). Pure and idempotent: the
 * masks themselves are never matched again.
 */
export function maskContactDetails(text: string): MaskedText {
  let out = text.replace(EMAIL, CONTACT_MASKS.email).replace(SPOKEN_EMAIL, CONTACT_MASKS.email);
  out = out.replace(SCHEME_LINK, CONTACT_MASKS.link).replace(WWW_LINK, CONTACT_MASKS.link);
  out = out.replace(SPOKEN_DOMAIN, CONTACT_MASKS.link).replace(BARE_DOMAIN, CONTACT_MASKS.link);
  out = out.replace(DIGIT_RUN, (run) => (isPhoneNumber(run) ? CONTACT_MASKS.phone : run));
  return { text: out, masked: out !== text };
}
