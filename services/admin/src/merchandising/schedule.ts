import { ADMIN_MESSAGES, isAdminLink, plainText } from '@solar/contracts';
import { InvalidInputError } from '@solar/platform';

const M = ADMIN_MESSAGES;

/** What a banner and an ad share: a title, a picture, a link and a schedule. */
export interface ScheduledFields {
  title: string;
  image_url: string;
  link: string;
  starts_at: string;
  ends_at?: string | null;
}

/**
 * The checks of a banner's or an ad's fields the DTO cannot make (the title is plain text once its markup is
 * stripped, the link and picture are the site's or https, the end follows the start): 400 with field errors.
 * Answers the title as stored.
 */
export function checkScheduled(body: ScheduledFields, titleMax: number, errors: Record<string, string[]> = {}): string {
  const title = plainText(body.title);
  if (!title) errors.title = [M.title(titleMax)];
  if (!body.image_url) errors.image_url = [M.image];
  else if (!isAdminLink(body.image_url)) errors.image_url = [M.url];
  if (!isAdminLink(body.link)) errors.link = [M.url];
  if (body.ends_at && Date.parse(body.ends_at) <= Date.parse(body.starts_at)) errors.ends_at = [M.dates];
  if (Object.keys(errors).length) throw new InvalidInputError(errors);
  return title;
}

export const isoOrNull = (date: Date | null | undefined): string | null => (date ? new Date(date).toISOString() : null);
