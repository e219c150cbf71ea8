/**
 * Shows a US phone number as '(xxx) xxx-xxxx'. A leading +1 (or 1 before ten digits) is dropped; anything
 * that is not then exactly ten digits is returned unchanged.
 */
export function formatPhone(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return raw;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
