import { dealMovesFor, IMAGE_SIZES, type DealStatus, type SellerDealView } from '@solar/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { traderApi, useRevalidateMyDeals } from '../../api';
import { formatUnits } from '../../shared/deals/dealFormat';
import { DEAL_STATUS_BADGES } from '../../shared/deals/labels';
import { formatUsd } from '../../shared/format';
import { reportFailure } from '../../shared/formErrors';
import { thumbnailOf } from '../../shared/itemImages';
import { showSuccess } from '../../shared/toast';
import { DEAL_STATUS_NOTES } from '../deal/text';
import { editDealPath, editInventoryPath } from './sellerDealPaths';
import { dealPriceText } from './sellerDeals';
import { LISTINGS_TEXT, sellerMoveLabel } from './text';
import { useWideScreen } from './useWideScreen';

const L = LISTINGS_TEXT.list;
const A = LISTINGS_TEXT.actions;

/** The thumbnail's size on screen (the 300x300 rendition, scaled down). */
const THUMB = 56;
const THUMB_SIZE = IMAGE_SIZES[0];

/** The writes a row can start; a deal's buttons are disabled while one of its writes runs. */
interface DealWrites {
  busy: (deal: SellerDealView) => boolean;
  duplicate: (deal: SellerDealView) => Promise<void>;
  move: (deal: SellerDealView, to: DealStatus) => Promise<void>;
}

/**
 * Duplicating and moving deals. The server's answer is toasted (a refused move's 422 says why); after each
 * write every shown page of the seller's deals is fetched again, since the deal may have changed tab and the
 * hub's counts with it.
 */
function useDealWrites(): DealWrites {
  const revalidate = useRevalidateMyDeals();
  const [running, setRunning] = useState<ReadonlySet<number>>(new Set());

  const withDeal = async (deal: SellerDealView, write: () => Promise<string>) => {
    setRunning((current) => new Set(current).add(deal.id));
    try {
      showSuccess(await write());
    } catch (failure) {
      reportFailure(failure);
    }
    setRunning((current) => {
      const next = new Set(current);
      next.delete(deal.id);
      return next;
    });
    // After a refusal too: a 422 usually means the list was stale (an admin or the marketplace moved the deal).
    await revalidate();
  };

  return {
    busy: (deal) => running.has(deal.id),
    duplicate: (deal) =>
      withDeal(deal, async () => {
        const { message } = await traderApi.duplicateDeal(deal.id);
        return message ?? A.duplicated;
      }),
    move: (deal, to) =>
      withDeal(deal, async () => {
        const { message } = await traderApi.updateStatus({ listing_id: deal.id, status: to });
        return message ?? A.moved(to);
      }),
  };
}

/**
 * The seller's deals with what they may do to each: a table on wide screens, one card per deal on phones.
 * Shared by the deal hub, Deals listing and the Active and Sold listings.
 */
export function SellerDealList({ deals }: { deals: readonly SellerDealView[] }) {
  const wide = useWideScreen();
  const writes = useDealWrites();
  if (!wide) {
    return (
      <ul className="list-unstyled d-grid gap-3 mb-0" aria-label={L.cards}>
        {deals.map((deal) => (
          <li key={deal.id}>
            <DealCard deal={deal} writes={writes} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="table-responsive">
      <table className="table align-middle">
        <thead>
          <tr>
            <th scope="col">{L.picture}</th>
            <th scope="col">{L.name}</th>
            <th scope="col">{L.category}</th>
            <th scope="col">{L.price}</th>
            <th scope="col">{L.quantity}</th>
            <th scope="col">{L.moq}</th>
            <th scope="col">{L.status}</th>
            <th scope="col">{L.actions}</th>
          </tr>
        </thead>
        <tbody>
          {deals.map((deal) => (
            <tr key={deal.id}>
              <td>
                <DealThumbnail deal={deal} />
              </td>
              <td>
                <Link to={deal.path} className="fw-semibold">
                  {deal.name}
                </Link>
              </td>
              <td className="small">{deal.category?.name}</td>
              <td>
                <DealPrice deal={deal} />
              </td>
              <td>{formatUnits(deal.total_qty, deal.price_unit === 'watt')}</td>
              <td className="text-nowrap">{deal.moq_units}</td>
              <td>
                <DealStatusNotes deal={deal} />
              </td>
              <td>
                <DealActions deal={deal} writes={writes} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DealCard({ deal, writes }: { deal: SellerDealView; writes: DealWrites }) {
  return (
    <article className="card shadow-sm" aria-label={deal.name}>
      <div className="card-body">
        <div className="d-flex gap-3">
          <DealThumbnail deal={deal} />
          <div className="flex-grow-1" style={{ minWidth: 0 }}>
            <h2 className="h6 mb-1 text-break">
              <Link to={deal.path}>{deal.name}</Link>
            </h2>
            {deal.category && <div className="small text-secondary">{deal.category.name}</div>}
          </div>
        </div>
        <dl className="row small mt-3 mb-2">
          <dt className="col-5 fw-normal text-secondary">{L.price}</dt>
          <dd className="col-7 mb-1">
            <DealPrice deal={deal} />
          </dd>
          <dt className="col-5 fw-normal text-secondary">{L.quantity}</dt>
          <dd className="col-7 mb-1">{formatUnits(deal.total_qty, deal.price_unit === 'watt')}</dd>
          <dt className="col-5 fw-normal text-secondary">{L.moq}</dt>
          <dd className="col-7 mb-1">{deal.moq_units}</dd>
          <dt className="col-5 fw-normal text-secondary">{L.status}</dt>
          <dd className="col-7 mb-1">
            <DealStatusNotes deal={deal} />
          </dd>
        </dl>
        <DealActions deal={deal} writes={writes} labelled />
      </div>
    </article>
  );
}

function DealThumbnail({ deal }: { deal: SellerDealView }) {
  const url = thumbnailOf(deal.images);
  if (!url) {
    return (
      <span className="d-inline-flex align-items-center justify-content-center bg-light rounded flex-shrink-0" style={{ width: THUMB, height: THUMB }}>
        <i className="bi bi-image text-secondary fs-4" aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      src={url}
      alt=""
      width={THUMB_SIZE.width}
      height={THUMB_SIZE.height}
      loading="lazy"
      className="rounded flex-shrink-0 object-fit-cover"
      style={{ width: THUMB, height: THUMB }}
    />
  );
}

function DealPrice({ deal }: { deal: SellerDealView }) {
  return (
    <>
      <span className="text-nowrap">{dealPriceText(deal)}</span>
      {deal.lot_value !== null && <div className="small text-secondary text-nowrap">{L.lot(formatUsd(deal.lot_value))}</div>}
    </>
  );
}

/** The status, why it was set, and where the seller's latest edit of a published deal stands. */
function DealStatusNotes({ deal }: { deal: SellerDealView }) {
  return (
    <>
      <span className={`badge ${DEAL_STATUS_BADGES[deal.status]}`} title={DEAL_STATUS_NOTES[deal.status]}>
        {deal.status}
      </span>
      {deal.status_reason && <div className="small text-secondary mt-1">{L.reason(deal.status_reason)}</div>}
      {deal.pending_revision ? (
        <div className="mt-1">
          <span className="badge text-bg-warning">{L.revisionWaiting}</span>
        </div>
      ) : (
        deal.revision_reason && <div className="small text-danger mt-1">{L.revisionTurnedDown(deal.revision_reason)}</div>
      )}
    </>
  );
}

/**
 * View, edit, inventory and copy, then the status moves the transition table gives a seller from the deal's
 * status. `labelled` shows each action's name beside its icon (the cards have room for it).
 */
function DealActions({ deal, writes, labelled = false }: { deal: SellerDealView; writes: DealWrites; labelled?: boolean }) {
  const busy = writes.busy(deal);
  const iconAction = (label: string, icon: string) => ({
    'aria-label': `${label}: ${deal.name}`,
    title: label,
    children: (
      <>
        <i className={`bi bi-${icon}`} aria-hidden="true" />
        {labelled && <span className="ms-1">{label}</span>}
      </>
    ),
  });
  return (
    <div className="d-flex flex-wrap gap-1">
      <Link to={deal.path} className="btn btn-sm btn-outline-secondary" {...iconAction(A.view, 'eye')} />
      <Link to={editDealPath(deal.id)} className="btn btn-sm btn-outline-secondary" {...iconAction(A.edit, 'pencil')} />
      <Link to={editInventoryPath(deal.id)} className="btn btn-sm btn-outline-secondary" {...iconAction(A.editInventory, 'box-seam')} />
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        disabled={busy}
        onClick={() => void writes.duplicate(deal)}
        {...iconAction(A.duplicate, 'copy')}
      />
      {dealMovesFor(deal.status, 'seller').map((to) => (
        <button
          key={to}
          type="button"
          className="btn btn-sm btn-outline-primary text-nowrap"
          aria-label={`${sellerMoveLabel(deal.status, to)}: ${deal.name}`}
          disabled={busy}
          onClick={() => void writes.move(deal, to)}
        >
          {sellerMoveLabel(deal.status, to)}
        </button>
      ))}
    </div>
  );
}
