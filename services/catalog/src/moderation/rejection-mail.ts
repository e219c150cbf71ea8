import { ConfigError, type AccountContact, type MailMessage } from '@solar/platform';

export const CATALOG_MAIL_OPTIONS = Symbol('CATALOG_MAIL_OPTIONS');

/** What the catalog's mails need. */
export interface CatalogMailOptions {
  /** Where the web app is reached (PUBLIC_URL): the mails point there. */
  publicUrl: string;
}

export const DEFAULT_CATALOG_MAIL_OPTIONS: CatalogMailOptions = { publicUrl: 'http://localhost:3000' };

/** The defaults, with PUBLIC_URL (an absolute http(s) URL) from the environment. */
export function catalogMailOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): CatalogMailOptions {
  const publicUrl = env.PUBLIC_URL || DEFAULT_CATALOG_MAIL_OPTIONS.publicUrl;
  if (!URL.canParse(publicUrl) || !/^https?:$/.test(new URL(publicUrl).protocol))
    throw new ConfigError('Invalid configuration: PUBLIC_URL must be an absolute http(s) URL');
  return { publicUrl: publicUrl.replace(/\/+$/, '') };
}

/** A subject is one line: an item's name never holds a line break, but the check costs nothing. */
const oneLine = (text: string): string => text.replace(/[\r\n]+/g, ' ').trim();

/**
 * The mail to a seller whose item (or whose edit of an approved item) an admin turned down, with the admin's
 * reason; the seller area shows the same reason with the item (status_reason / revision_reason).
 */
export function rejectionMail(
  item: { id: number; name: string },
  subject: 'listing' | 'edit',
  reason: string | null,
  seller: Pick<AccountContact, 'email' | 'firstname'>,
  options: CatalogMailOptions,
): MailMessage {
  const name = oneLine(item.name);
  const what = subject === 'edit' ? `Your changes to "${name}" were not approved` : `Your item "${name}" was not approved`;
  return {
    to: seller.email,
    subject: subject === 'edit' ? `Your changes to ${name} were not approved` : `Your item ${name} was not approved`,
    text: [
      seller.firstname ? `Hello ${seller.firstname},` : 'Hello,',
      '',
      `${what} (item ${item.id}).`,
      '',
      reason ? `The reason: ${reason}` : 'No reason was given.',
      '',
      subject === 'edit'
        ? 'Buyers keep seeing the item as it was approved. You can edit it again in your seller area, where this reason is shown with the item.'
        : 'The item is not shown to buyers. You can edit it and send it again in your seller area, where this reason is shown with the item.',
      `Solar Marketplace: ${options.publicUrl}`,
    ].join('\n'),
  };
}
