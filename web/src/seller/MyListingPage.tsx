import { IMAGE_SIZES, MESSAGES, type SellerItemDetail, type ListingStatusFilter } from '@solar/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { sellerApi, useMyItems, type MyItemsSearchBody } from '../api';
import { Loading, SellerPage } from './SellerPage';
import { paths, sellerEditItemPath } from '../paths';
import { FilterTabs } from '../shared/components/FilterTabs';
import { Pager } from '../shared/components/Pager';
import { formatUsd } from '../shared/format';
import { reportFailure } from '../shared/formErrors';
import { showSuccess } from '../shared/toast';
import { BulkEditModal, DeleteItemModal, QuantityModal } from './ListingModals';
import { SELLER_TEXT } from './text';

const T = SELLER_TEXT;
const L = T.listing;

/** The status tabs (the spec's filter names): moderation status, or the seller's own active switch. */
const TABS = [
  { label: 'All', where: {} },
  { label: 'Pending', where: { status: 'pending' } },
  { label: 'Approved', where: { status: 'approved' } },
  { label: 'Rejected', where: { status: 'rejected' } },
  { label: 'Active', where: { is_active: 1 } },
  { label: 'Inactive', where: { is_active: 0 } },
] as const satisfies readonly { label: ListingStatusFilter; where: MyItemsSearchBody['where'] }[];

type TabLabel = (typeof TABS)[number]['label'];

export const LISTING_PAGE_SIZE = 10;

const STATUS_BADGE: Record<SellerItemDetail['status'], string> = {
  pending: 'text-bg-warning',
  approved: 'text-bg-success',
  rejected: 'text-bg-danger',
};

/** The item's first picture in the thumbnail size, or '' when it has none. */
function thumbnailOf(item: SellerItemDetail): string {
  if (item.images.length === 0) return '';
  const first = Math.min(...item.images.map((image) => image.orderofimage));
  const renditions = item.images.filter((image) => image.orderofimage === first);
  return (renditions.find((image) => image.type === IMAGE_SIZES[0].name) ?? renditions[0]).url;
}

type Dialog = { kind: 'bulkEdit' } | { kind: 'quantity'; item: SellerItemDetail } | { kind: 'delete'; item: SellerItemDetail };

/** /my-solar/seller-overview/my-listing: the seller's items, with bulk and per-item changes. */
export function MyListingPage() {
  const [tab, setTab] = useState<TabLabel>('All');
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog>();
  const [busy, setBusy] = useState(false);

  const where = TABS.find((t) => t.label === tab)?.where ?? {};
  const body: MyItemsSearchBody = { where, page, limit: LISTING_PAGE_SIZE, ...(query ? { query } : {}) };
  const { data, error, isLoading, mutate } = useMyItems(body);
  const items = data?.items ?? [];
  const checkedItems = items.filter((item) => checked.has(item.uuid));
  const checkedUuids = checkedItems.map((item) => item.uuid);

  /** A new tab, search or page shows other rows, so the checks start over. */
  const showOther = (change: () => void) => {
    change();
    setChecked(new Set());
  };

  const toggle = (uuid: string, on: boolean) =>
    setChecked((current) => {
      const next = new Set(current);
      if (on) next.add(uuid);
      else next.delete(uuid);
      return next;
    });

  const changeStatus = async (uuids: string[], active: boolean) => {
    setBusy(true);
    try {
      const { data: answer, message } = await sellerApi.changeStatus({ uuids, is_active: active ? 1 : 0 });
      showSuccess(message ?? L.statusChanged(answer.updated));
      setChecked(new Set());
      await mutate();
    } catch (failure) {
      reportFailure(failure);
    } finally {
      setBusy(false);
    }
  };

  const closeAndReload = () => {
    setDialog(undefined);
    setChecked(new Set());
    void mutate();
  };

  const none = checkedItems.length === 0;
  return (
    <SellerPage
      title={T.pages.myListings}
      actions={
        <Link to={paths.sellerSellItem} className="btn btn-amber">
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          {T.pages.sellItem}
        </Link>
      }
    >
      <FilterTabs
        labels={TABS.map((t) => t.label)}
        active={tab}
        label={L.tabs}
        onSelect={(chosen) =>
          showOther(() => {
            setTab(chosen);
            setPage(1);
          })
        }
      />

      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <form
          role="search"
          className="d-flex gap-2 me-auto"
          onSubmit={(event) => {
            event.preventDefault();
            showOther(() => {
              setQuery(text.trim());
              setPage(1);
            });
          }}
        >
          <input
            type="search"
            className="form-control"
            aria-label={T.fields.searchListings}
            placeholder={T.fields.searchListings}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="btn btn-outline-secondary">
            {T.actions.search}
          </button>
        </form>
        <span className="small text-secondary">{L.selected(checkedItems.length)}</span>
        <button type="button" className="btn btn-sm btn-outline-success" disabled={none || busy} onClick={() => void changeStatus(checkedUuids, true)}>
          {T.actions.activate}
        </button>
        <button type="button" className="btn btn-sm btn-outline-secondary" disabled={none || busy} onClick={() => void changeStatus(checkedUuids, false)}>
          {T.actions.deactivate}
        </button>
        <button type="button" className="btn btn-sm btn-outline-primary" disabled={none || busy} onClick={() => setDialog({ kind: 'bulkEdit' })}>
          {T.actions.bulkEdit}
        </button>
      </div>

      {isLoading && !data && <Loading />}
      {error && !data && <div className="alert alert-danger">{MESSAGES.toast.genericError}</div>}
      {data && items.length === 0 && <p className="text-secondary">{L.empty}</p>}
      {items.length > 0 && (
        <div className="table-responsive">
          <table className="table align-middle my-listing-table">
            <thead>
              <tr>
                <th scope="col">
                  <input
                    type="checkbox"
                    className="form-check-input"
                    aria-label={L.selectAll}
                    checked={checkedItems.length === items.length}
                    onChange={(event) => setChecked(event.target.checked ? new Set(items.map((i) => i.uuid)) : new Set())}
                  />
                </th>
                <th scope="col">{L.image}</th>
                <th scope="col">{L.name}</th>
                <th scope="col">{L.sku}</th>
                <th scope="col">{L.price}</th>
                <th scope="col">{L.quantity}</th>
                <th scope="col">{L.status}</th>
                <th scope="col">{L.activeColumn}</th>
                <th scope="col">{L.actions}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => {
                const image = thumbnailOf(item);
                return (
                  <tr key={item.uuid}>
                    <td>
                      <input
                        type="checkbox"
                        className="form-check-input"
                        aria-label={L.select(item.name)}
                        checked={checked.has(item.uuid)}
                        onChange={(event) => toggle(item.uuid, event.target.checked)}
                      />
                    </td>
                    <td>
                      {image ? (
                        <img src={image} alt="" className="listing-thumb rounded" />
                      ) : (
                        <i className="bi bi-image text-secondary fs-4" aria-hidden="true" />
                      )}
                    </td>
                    <td>
                      <Link to={sellerEditItemPath(item.uuid)}>{item.name}</Link>
                    </td>
                    <td className="small">{item.sku}</td>
                    <td>
                      {formatUsd(item.salePrice < item.price ? item.salePrice : item.price)}
                      {item.salePrice < item.price && <del className="d-block small text-secondary">{formatUsd(item.price)}</del>}
                    </td>
                    <td>{item.total_qty}</td>
                    <td>
                      <span className={`badge ${STATUS_BADGE[item.status]}`}>{L.statusNames[item.status]}</span>
                      {item.status === 'rejected' && item.status_reason && (
                        <div className="small text-danger mt-1">{L.rejectedBecause(item.status_reason)}</div>
                      )}
                      {item.pending_revision && <div className="small text-secondary mt-1">{T.revision.waiting}</div>}
                      {!item.pending_revision && item.status === 'approved' && item.revision_reason && (
                        <div className="small text-danger mt-1">{L.changesRejectedBecause(item.revision_reason)}</div>
                      )}
                    </td>
                    <td>
                      <div className="form-check form-switch mb-0">
                        <input
                          type="checkbox"
                          role="switch"
                          className="form-check-input"
                          aria-label={L.active(item.name)}
                          checked={item.is_active === 1}
                          disabled={busy}
                          onChange={(event) => void changeStatus([item.uuid], event.target.checked)}
                        />
                      </div>
                    </td>
                    <td>
                      <div className="d-flex gap-1">
                        <button
                          type="button"
                          className="btn btn-sm btn-outline-secondary"
                          aria-label={`${T.actions.updateQuantity}: ${item.name}`}
                          title={T.actions.updateQuantity}
                          onClick={() => setDialog({ kind: 'quantity', item })}
                        >
                          <i className="bi bi-box-seam" aria-hidden="true" />
                        </button>
                        <Link
                          to={sellerEditItemPath(item.uuid)}
                          className="btn btn-sm btn-outline-secondary"
                          aria-label={`${T.actions.edit}: ${item.name}`}
                          title={T.actions.edit}
                        >
                          <i className="bi bi-pencil" aria-hidden="true" />
                        </Link>
                        <button
                          type="button"
                          className="btn btn-sm btn-outline-danger"
                          aria-label={`${T.actions.delete}: ${item.name}`}
                          title={T.actions.delete}
                          onClick={() => setDialog({ kind: 'delete', item })}
                        >
                          <i className="bi bi-trash" aria-hidden="true" />
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      {data && <Pager label={L.pages} page={data.page} lastPage={data.last_page} onPage={(next) => showOther(() => setPage(next))} />}

      {dialog?.kind === 'bulkEdit' && <BulkEditModal items={checkedItems} onClose={() => setDialog(undefined)} onSaved={closeAndReload} />}
      {dialog?.kind === 'quantity' && <QuantityModal item={dialog.item} onClose={() => setDialog(undefined)} onSaved={closeAndReload} />}
      {dialog?.kind === 'delete' && <DeleteItemModal item={dialog.item} onClose={() => setDialog(undefined)} onDeleted={closeAndReload} />}
    </SellerPage>
  );
}
