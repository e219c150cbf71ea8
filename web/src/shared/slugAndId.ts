import { titleCase } from './format';

/**
 * Splits '{title-slug}-{id}' (deal and video detail paths) into readable words and the id;
 * undefined when the segment does not end in a numeric id.
 */
export function splitSlugAndId(segment: string): { title: string; id: number } | undefined {
  const match = /^(.*)-(\d+)$/.exec(segment);
  if (!match) return undefined;
  const title = titleCase(match[1].replace(/[-_+]+/g, ' ').trim());
  return { title, id: Number(match[2]) };
}
