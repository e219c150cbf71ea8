import { Injectable } from '@nestjs/common';
import { ADMIN_MESSAGES, type AccessTokenClaims, type AdminActionView, type AdminPageQuery, type OwnershipTransferBody, type PageOf } from '@solar/contracts';
import { BusinessRuleError, NotFoundError, Outbox } from '@solar/platform';
import { AdminAccounts, displayName } from '../accounts/admin-accounts.service';
import { AdminActions } from '../actions/admin-actions.service';
import { AdminListings } from '../merchandising/admin-listings.service';
import { transferRequest } from './ownership-transfer.saga';

const M = ADMIN_MESSAGES;

/**
 * Ownership transfers of deals: a saga the trader applies deal by deal (see ownership-transfer.saga.ts). The
 * action is written with one `admin.deal.ownership-transfer-requested` per deal in the same write; the same
 * request id from the same admin answers the first transfer and sends nothing again.
 */
@Injectable()
export class OwnershipTransfers {
  constructor(
    private readonly actions: AdminActions,
    private readonly accounts: AdminAccounts,
    private readonly listings: AdminListings,
    private readonly outbox: Outbox,
  ) {}

  /** Starts a transfer (`created`), or answers the one this request started before. */
  async start(caller: AccessTokenClaims, body: OwnershipTransferBody): Promise<{ view: AdminActionView; created: boolean }> {
    const requestKey = { id: body.request_id, adminId: caller.sub };
    const earlier = await this.actions.byRequest('deal.ownership-transfer', requestKey);
    if (earlier) return { view: await this.actions.view(earlier), created: false };

    const target = await this.accounts.find(body.to_seller_id);
    if (!target) throw new BusinessRuleError(M.targetUnknown, { to_seller_id: [M.targetUnknown] });
    if (!target.roles.includes('seller')) throw new BusinessRuleError(M.targetNotSeller, { to_seller_id: [M.targetNotSeller] });
    const dealUuids = [...new Set(body.deal_uuids)];
    const known = await this.listings.findMany('deal', dealUuids);
    const targetName = displayName(target);
    const { action, created } = await this.actions.record(
      {
        action: 'deal.ownership-transfer',
        admin: await this.actions.actingAdmin(caller),
        target: {
          kind: 'deals',
          id: target.user_id,
          label: `${dealUuids.length === 1 ? (known.get(dealUuids[0]!)?.title ?? dealUuids[0]) : `${dealUuids.length} deals`} to ${targetName}`,
        },
        before: null,
        after: { to_seller_id: target.user_id, to_seller: targetName, deal_uuids: dealUuids },
        state: 'sent',
        steps: dealUuids.map((uuid) => ({ kind: 'deal', uuid, title: known.get(uuid)?.title ?? null, request: { to_seller_id: target.user_id } })),
        message: M.transferStarted,
        request: requestKey,
        to_seller_id: target.user_id,
      },
      (id, at) =>
        dealUuids.map((uuid) => transferRequest(this.outbox, { action_id: id, deal_uuid: uuid, to_seller_id: target.user_id, compensates: null, at })),
    );
    return { view: await this.actions.view(action), created };
  }

  async one(id: string): Promise<AdminActionView> {
    const action = await this.actions.find(id, 'deal.ownership-transfer');
    if (!action) throw new NotFoundError(M.transferNotFound);
    return this.actions.view(action);
  }

  page(query: AdminPageQuery): Promise<PageOf<AdminActionView>> {
    return this.actions.page(query, { action: 'deal.ownership-transfer' });
  }
}
