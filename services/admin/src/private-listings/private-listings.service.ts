import { Injectable } from '@nestjs/common';
import {
  ADMIN_ID_PATTERN,
  ADMIN_MESSAGES,
  EVENTS,
  PrivateListingBody,
  type AccessTokenClaims,
  type AdminActionView,
  type AdminDealPrivateGrantsPayload,
  type PrivateListingView,
} from '@solar/contracts';
import { BusinessRuleError, NotFoundError, Outbox } from '@solar/platform';
import { AdminAccounts, toAccountView } from '../accounts/admin-accounts.service';
import { AdminActions } from '../actions/admin-actions.service';
import { AdminListings } from '../merchandising/admin-listings.service';

const M = ADMIN_MESSAGES;

/**
 * The buyers a Private deal is limited to: the admin's grants, sent to the trader as
 * `admin.deal.private-grants-changed` (it refuses them for a deal that is not Private). The last grant sent is
 * the deal's list.
 */
@Injectable()
export class PrivateListings {
  constructor(
    private readonly actions: AdminActions,
    private readonly accounts: AdminAccounts,
    private readonly listings: AdminListings,
    private readonly outbox: Outbox,
  ) {}

  async view(dealUuid: string): Promise<PrivateListingView> {
    if (!ADMIN_ID_PATTERN.test(dealUuid)) throw new NotFoundError(M.dealNotFound);
    const last = await this.actions.latest('deal.private-grants', dealUuid);
    const ids = ((last?.after?.buyer_ids as string[] | undefined) ?? []).filter((id) => typeof id === 'string');
    const known = await this.accounts.findMany(ids);
    return {
      deal_uuid: dealUuid,
      buyers: ids.map((id) => toAccountView(known.get(id) ?? { user_id: id, firstname: '', lastname: '', email: '', roles: [] })),
      action: last ? await this.actions.view(last) : null,
    };
  }

  /** Sends the deal's grants: every buyer must be a known account (422 targetUnknown otherwise). */
  async grant(caller: AccessTokenClaims, dealUuid: string, body: PrivateListingBody): Promise<AdminActionView> {
    if (!ADMIN_ID_PATTERN.test(dealUuid)) throw new NotFoundError(M.dealNotFound);
    const buyerIds = [...new Set(body.buyer_ids)];
    const known = await this.accounts.findMany(buyerIds);
    if (buyerIds.some((id) => !known.has(id))) throw new BusinessRuleError(M.targetUnknown, { buyer_ids: [M.targetUnknown] });
    const previous = await this.actions.latest('deal.private-grants', dealUuid);
    const title = (await this.listings.findMany('deal', [dealUuid])).get(dealUuid)?.title ?? null;
    const { action } = await this.actions.record(
      {
        action: 'deal.private-grants',
        admin: await this.actions.actingAdmin(caller),
        target: { kind: 'deal', id: dealUuid, label: title ?? dealUuid },
        before: previous ? { buyer_ids: previous.after?.buyer_ids ?? [] } : null,
        after: { buyer_ids: buyerIds },
        state: 'sent',
        steps: [{ kind: 'deal', uuid: dealUuid, title, request: { buyer_ids: buyerIds } }],
        message: M.grantsSent,
      },
      (id, at) => [
        this.outbox.event(EVENTS.admin.dealPrivateGrantsChanged, dealUuid, {
          action_id: id,
          deal_uuid: dealUuid,
          buyer_ids: buyerIds,
          at,
        } satisfies AdminDealPrivateGrantsPayload),
      ],
    );
    return this.actions.view(action);
  }
}
