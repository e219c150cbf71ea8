import { ADMIN_API, ADMIN_LIMITS, ADMIN_MESSAGES, TRADER_ADMIN_API, type AdminAccountView, type AdminDealRow } from '@solar/contracts';
import { useEffect, useRef, useState } from 'react';
import { adminApi, useAdminDeals, usePrivateListing, useRevalidateAdmin } from '../api';
import { showSuccess } from '../shared/toast';
import { DEAL_COLUMNS, DealFiltersBar, DealsTable, useDealFilters, type DealColumn } from './deals';
import { AccountSearch, ActionStateBadge, AdminPage, FailureList, ListFooter, ReadState, accountName, failureMessages } from './parts';
import { ADMIN_TEXT } from './text';

const P = ADMIN_TEXT.privateListing;

/**
 * Private listings: the Private deals (get-deals?status=Private), and for each the buyers it is limited to
 * (ADMIN_API.privateListing): the current ones shown, customers searched and added, removed, saved at once.
 */
export function PrivateListingPage() {
  const filters = useDealFilters('Private');
  const deals = useAdminDeals(filters.params);
  const [open, setOpen] = useState<string | null>(null);

  const buyers: DealColumn = {
    header: P.buyers,
    cell: (deal) => (
      <div className="d-flex flex-wrap align-items-center gap-2">
        <span className="text-nowrap">{P.current(deal.private_buyers)}</span>
        <button
          type="button"
          className="btn btn-sm btn-outline-dark"
          aria-expanded={open === deal.uuid}
          onClick={() => setOpen(open === deal.uuid ? null : deal.uuid)}
        >
          {open === deal.uuid ? P.hide : P.manage}
        </button>
      </div>
    ),
  };

  return (
    <AdminPage page="private-listing" intro={P.intro}>
      <DealFiltersBar filters={filters} withStatus={false} />
      <ReadState read={deals} empty={P.empty} isEmpty={(data) => data.items.length === 0}>
        {(data) => (
          <>
            <DealsTable
              label={ADMIN_TEXT.common.deal}
              deals={data.items}
              columns={[DEAL_COLUMNS.seller, DEAL_COLUMNS.price, buyers]}
              rowExtra={(deal) => (open === deal.uuid ? <BuyersEditor deal={deal} /> : null)}
            />
            <ListFooter page={data} label={ADMIN_TEXT.common.deal} onPage={filters.setPage} />
          </>
        )}
      </ReadState>
    </AdminPage>
  );
}

function BuyersEditor({ deal }: { deal: AdminDealRow }) {
  const current = usePrivateListing(deal.uuid);
  const revalidate = useRevalidateAdmin();
  const [draft, setDraft] = useState<AdminAccountView[] | null>(null);
  const [failure, setFailure] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);

  // The saved buyers are the draft's start.
  useEffect(() => {
    if (current.data && draft === null) setDraft(current.data.buyers);
  }, [current.data, draft]);

  const save = async () => {
    if (!draft || sending.current) return;
    if (draft.length > ADMIN_LIMITS.privateBuyersMax) return setFailure([ADMIN_MESSAGES.privateBuyers]);
    sending.current = true;
    setBusy(true);
    setFailure([]);
    try {
      const result = await adminApi.setPrivateBuyers(
        deal.uuid,
        draft.map((buyer) => buyer.id),
      );
      showSuccess(result.message ?? ADMIN_MESSAGES.grantsSent);
      await revalidate(ADMIN_API.privateListing(deal.uuid), TRADER_ADMIN_API.getDeals);
    } catch (error) {
      setFailure(failureMessages(error));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <div className="py-2" aria-label={`${P.buyers}: ${deal.title}`} role="group">
      <ReadState read={current}>
        {(data) => (
          <>
            <FailureList messages={failure} />
            {data.action && (
              <p className="small mb-2">
                <ActionStateBadge state={data.action.state} /> <span className="text-secondary">{data.action.message}</span>
              </p>
            )}
            <h3 className="h6">{P.buyers}</h3>
            {draft && draft.length === 0 && <p className="small text-secondary">{P.noBuyers}</p>}
            {draft && draft.length > 0 && (
              <ul className="list-unstyled d-flex flex-wrap gap-2 mb-3">
                {draft.map((buyer) => (
                  <li key={buyer.id} className="badge rounded-pill text-bg-light border d-inline-flex align-items-center gap-1 fw-normal">
                    <span title={buyer.email}>{accountName(buyer)}</span>
                    <button
                      type="button"
                      className="btn-close"
                      style={{ fontSize: '0.55rem' }}
                      aria-label={P.remove(accountName(buyer))}
                      onClick={() => setDraft(draft.filter((one) => one.id !== buyer.id))}
                    />
                  </li>
                ))}
              </ul>
            )}
            <div className="row g-2 align-items-end">
              <div className="col-md-7">
                <AccountSearch
                  role="customer"
                  label={P.addBuyer}
                  exclude={(draft ?? []).map((buyer) => buyer.id)}
                  onPick={(buyer) => setDraft([...(draft ?? []), buyer])}
                />
              </div>
              <div className="col-md-5">
                <button type="button" className="btn btn-sm btn-dark" disabled={busy || draft === null} onClick={() => void save()}>
                  {busy ? ADMIN_TEXT.common.saving : P.saveBuyers}
                </button>
              </div>
            </div>
          </>
        )}
      </ReadState>
    </div>
  );
}
