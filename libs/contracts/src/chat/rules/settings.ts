import { Collector, text, type FieldErrors } from '../../forms/field-rules';
import { CHAT_MESSAGES } from '../messages';
import { CHAT_LIMITS, type SmsSettingsRequest } from '../views';

/**
 * A phone number as E.164 ('+15551234567'): digits with '+', spaces, dashes, dots and brackets allowed; ten
 * digits without a country code are a US number. Null when it is not 10 to 15 digits.
 */
export function normalisePhone(raw: string): string | null {
  const trimmed = raw.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < CHAT_LIMITS.phoneDigitsMin || digits.length > CHAT_LIMITS.phoneDigitsMax) return null;
  return `+${!trimmed.startsWith('+') && digits.length === 10 ? `1${digits}` : digits}`;
}

/**
 * The chat's notification form (`sms-settings`) as the web checks it before sending: SMS needs a number, and a
 * number given must be one `normalisePhone` takes. The chat service answers the same messages under `phone`.
 */
export function validateSmsSettings(input: Partial<Record<keyof SmsSettingsRequest, unknown>>): FieldErrors {
  const c = new Collector();
  const phone = text(input.phone);
  c.check('phone', [
    [input.notify === 'sms' && !phone, CHAT_MESSAGES.phoneRequired],
    [phone !== '' && normalisePhone(phone) === null, CHAT_MESSAGES.phoneInvalid],
  ]);
  return c.errors;
}
