import { Injectable } from '@nestjs/common';
import {
  ADMIN_MESSAGES,
  BulkEditBody,
  EVENTS,
  type AccessTokenClaims,
  type AdminActionView,
  type AdminDealChanges,
  type AdminDealEditRequestedPayload,
} from '@solar/contracts';
import { InvalidInputError, NotFoundError, Outbox } from '@solar/platform';
import { AdminActions } from '../actions/admin-actions.service';
import { AdminListings } from '../merchandising/admin-listings.service';

const M = ADMIN_MESSAGES;

/**
 * Bulk edits of deals (status, price, quantity; the price listing's edit in place is one of a single deal): one
 * `admin.deal.edit-requested` per deal, in the action's write, applied by the trader with its own rules; the
 * action's steps are the report of which deals took the change and which refused it and why.
 */
@Injectable()
export class BulkEdits {
  constructor(
    private readonly actions: AdminActions,
    private readonly listings: AdminListings,
    private readonly outbox: Outbox,
  ) {}

  async start(caller: AccessTokenClaims, body: BulkEditBody): Promise<{ view: AdminActionView; created: boolean }> {
    const requestKey = { id: body.request_id, adminId: caller.sub };
    const earlier = await this.actions.byRequest('deal.edited', requestKey);
    if (earlier) return { view: await this.actions.view(earlier), created: false };

    const changes = body.changes.map((change) => ({
      deal_uuid: change.deal_uuid,
      changes: Object.fromEntries(
        Object.entries({ status: change.status, price: change.price, total_qty: change.total_qty }).filter(([, value]) => value !== undefined),
      ) as AdminDealChanges,
    }));
    const errors: Record<string, string[]> = {};
    changes.forEach((change, index) => {
      if (Object.keys(change.changes).length === 0) errors[`changes.${index}`] = [M.changesRequired];
    });
    if (new Set(changes.map((change) => change.deal_uuid)).size !== changes.length) errors.changes = [M.duplicateEntry];
    if (Object.keys(errors).length) throw new InvalidInputError(errors);

    const known = await this.listings.findMany(
      'deal',
      changes.map((change) => change.deal_uuid),
    );
    const label = changes.length === 1 ? (known.get(changes[0]!.deal_uuid)?.title ?? changes[0]!.deal_uuid) : `${changes.length} deals`;
    const { action, created } = await this.actions.record(
      {
        action: 'deal.edited',
        admin: await this.actions.actingAdmin(caller),
        target: { kind: 'deals', id: changes.length === 1 ? changes[0]!.deal_uuid : body.request_id, label },
        before: null,
        after: { changes },
        state: 'sent',
        steps: changes.map((change) => ({
          kind: 'deal',
          uuid: change.deal_uuid,
          title: known.get(change.deal_uuid)?.title ?? null,
          request: { ...change.changes },
        })),
        message: M.editSent,
        request: requestKey,
      },
      (id, at) =>
        changes.map((change) =>
          this.outbox.event(EVENTS.admin.dealEditRequested, change.deal_uuid, {
            action_id: id,
            deal_uuid: change.deal_uuid,
            changes: change.changes,
            at,
          } satisfies AdminDealEditRequestedPayload),
        ),
    );
    return { view: await this.actions.view(action), created };
  }

  async one(id: string): Promise<AdminActionView> {
    const action = await this.actions.find(id, 'deal.edited');
    if (!action) throw new NotFoundError(M.jobNotFound);
    return this.actions.view(action);
  }
}
