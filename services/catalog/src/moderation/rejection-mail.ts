import { type AccountContact, type MailMessage } from '@solar/platform';
import type { CatalogMailOptions } from '../catalog.options';

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
