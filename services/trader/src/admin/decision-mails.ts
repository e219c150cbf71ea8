import { type AccountContact } from '@solar/platform';
import { dealPath } from '@solar/contracts';
import type { MailMessage } from '@solar/platform';
import { dealPageUrl, type DealBuyerOptions } from '../trader.options';
import type { Deal } from '../deals/deal.schema';
import { oneLine } from '../inquiries/inquiry-mail';

/** What an admin's moderation did that the seller is told of by mail (the effect recorded with the action). */
export const MAILED_EFFECTS = ['deal:Approved', 'deal:Rejected', 'deal:Disabled', 'edit:Approved', 'edit:Rejected'] as const;
export type MailedEffect = (typeof MAILED_EFFECTS)[number];
export const isMailedEffect = (effect: string | null | undefined): effect is MailedEffect => (MAILED_EFFECTS as readonly unknown[]).includes(effect);

/**
 * The mail to a seller about an admin's decision on their deal: what was decided and, for a rejection or a stop,
 * the admin's reason (which the seller also reads on the deal: `status_reason`, or `revision_reason` for an edit).
 * It names no admin.
 */
export function decisionMail(
  effect: MailedEffect,
  deal: Pick<Deal, 'id' | 'name'>,
  reason: string | null,
  seller: Pick<AccountContact, 'email' | 'firstname'>,
  options: Pick<DealBuyerOptions, 'publicUrl'>,
): MailMessage {
  const name = oneLine(deal.name);
  const because = reason ? ['', `The reason given: ${reason}`] : [];
  const lines: Record<MailedEffect, { subject: string; text: string[] }> = {
    'deal:Approved': {
      subject: `Your deal ${name} is live`,
      text: [`Your deal "${name}" (deal ${deal.id}) has been approved: buyers can now find it and make offers.`],
    },
    'deal:Rejected': {
      subject: `Your deal ${name} was not approved`,
      text: [`Your deal "${name}" (deal ${deal.id}) was not approved.`, ...because, '', 'You can change it and send it for approval again.'],
    },
    'deal:Disabled': {
      subject: `Your deal ${name} was stopped`,
      text: [`Your deal "${name}" (deal ${deal.id}) was stopped by the marketplace: buyers no longer see it.`, ...because],
    },
    'edit:Approved': {
      subject: `Your changes to ${name} are live`,
      text: [`Your changes to the deal "${name}" (deal ${deal.id}) have been approved and published.`],
    },
    'edit:Rejected': {
      subject: `Your changes to ${name} were not approved`,
      text: [`Your changes to the deal "${name}" (deal ${deal.id}) were not approved; buyers keep seeing the published version.`, ...because],
    },
  };
  const { subject, text } = lines[effect];
  return {
    to: seller.email,
    subject,
    text: [seller.firstname ? `Hello ${seller.firstname},` : 'Hello,', '', ...text, '', `Your deal: ${dealPageUrl(options, dealPath(deal))}`].join('\n'),
  };
}
