import { createHash } from 'node:crypto';

/** A stable uuid for seeded rows, so a seed interrupted halfway resumes instead of duplicating. */
export function seedUuid(name: string): string {
  const h = createHash('sha1').update(`solar-marketplace:${name}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${h.slice(18, 20)}-${h.slice(20, 32)}`;
}
