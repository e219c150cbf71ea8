import type { DealView, ListingId, SellerDealView } from '@solar/contracts';
import { Link } from 'react-router-dom';
import { useAccountModals } from '../../accounts/AccountModals';
import { useStoredSession } from '../../api';
import { paths } from '../../paths';
import { DEAL_STATUS_BADGES } from '../../shared/deals/labels';
import { formatDate } from '../../shared/format';
import { DEAL_STATUS_NOTES, DEAL_TEXT } from './text';

const withListing = (base: string, param: 'id' | 'listing_id', listingId: ListingId): string =>
  `${base}?${new URLSearchParams({ [param]: String(listingId) })}`;

/** The seller's edit forms and the offer page, each told which deal by its query. */
export const editDealPath = (listingId: ListingId): string => withListing('/trader/edit-deal', 'id', listingId);
export const editInventoryPath = (listingId: ListingId): string => withListing('/trader/edit-inventory', 'id', listingId);
export const makeOfferPath = (listingId: ListingId): string => withListing(paths.traderOfferOrBid, 'listing_id', listingId);

/**
 * "Make an offer" for a buyer: a signed-out visitor signs in first (in the login modal, staying on the deal),
 * a signed-in one goes to the offer page for this deal. A sold-out lot or one under contract takes no offers.
 */
export function MakeOffer({ deal }: { deal: DealView }) {
  const { session } = useStoredSession();
  const modals = useAccountModals();
  const T = DEAL_TEXT.offer;
  const closed = T.closed[deal.status];

  let action;
  if (closed) {
    action = (
      <button type="button" className="btn btn-amber btn-lg w-100" disabled aria-describedby={`deal-${deal.id}-closed`}>
        {T.make}
      </button>
    );
  } else if (!session) {
    action = (
      <button type="button" className="btn btn-amber btn-lg w-100" onClick={() => modals.openLogin('signIn')}>
        <i className="bi bi-box-arrow-in-right me-2" aria-hidden="true" />
        {T.signIn}
      </button>
    );
  } else {
    action = (
      <Link to={makeOfferPath(deal.id)} className="btn btn-amber btn-lg w-100">
        <i className="bi bi-hand-thumbs-up me-2" aria-hidden="true" />
        {T.make}
      </Link>
    );
  }

  return (
    <div className="deal-offer">
      {action}
      <p id={closed ? `deal-${deal.id}-closed` : undefined} className="small text-secondary mt-2 mb-0">
        {closed ?? T.hint}
      </p>
    </div>
  );
}

/**
 * What the deal's seller (and an admin) sees instead of "Make an offer": the status and what it means, the
 * reason given with it, an edit waiting for approval and, for the seller, the links to edit the deal and its
 * inventory.
 */
export function SellerPanel({ deal, isOwner }: { deal: SellerDealView; isOwner: boolean }) {
  const T = DEAL_TEXT.seller;
  return (
    <section className="deal-seller-panel border rounded-3 p-3" aria-labelledby={`deal-${deal.id}-seller`}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h2 id={`deal-${deal.id}-seller`} className="h6 mb-0 me-auto">
          {isOwner ? T.title : T.adminTitle}
        </h2>
        <span className="small text-secondary">{T.status}</span>
        <span className={`badge ${DEAL_STATUS_BADGES[deal.status]}`}>{deal.status}</span>
      </div>
      <p className="small mb-2">{DEAL_STATUS_NOTES[deal.status]}</p>
      {deal.status_reason && <p className="small mb-2 text-danger-emphasis">{T.reason(deal.status_reason)}</p>}
      {deal.pending_revision && (
        <div className="alert alert-info small py-2 mb-2" role="status">
          <i className="bi bi-hourglass-split me-2" aria-hidden="true" />
          {T.revisionWaiting(formatDate(deal.pending_revision.submitted_at))}
        </div>
      )}
      {deal.revision_reason && <div className="alert alert-warning small py-2 mb-2">{T.revisionRefused(deal.revision_reason)}</div>}
      {isOwner && (
        <>
          <div className="d-flex flex-wrap gap-2 mt-3">
            <Link to={editDealPath(deal.id)} className="btn btn-amber">
              <i className="bi bi-pencil-square me-2" aria-hidden="true" />
              {T.editDeal}
            </Link>
            <Link to={editInventoryPath(deal.id)} className="btn btn-outline-secondary">
              <i className="bi bi-box-seam me-2" aria-hidden="true" />
              {T.editInventory}
            </Link>
          </div>
          <p className="small text-secondary mt-3 mb-0">
            <i className="bi bi-incognito me-1" aria-hidden="true" />
            {T.anonymous}
          </p>
        </>
      )}
    </section>
  );
}
