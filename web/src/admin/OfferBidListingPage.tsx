import { ADMIN_LIMITS, OFFER_STATUSES, type OfferStatus } from '@solar/contracts';
import { Link } from 'react-router-dom';
import { useAdminOffers } from '../api';
import { OFFER_STATUS_BADGES } from '../shared/deals/labels';
import { formatCount } from '../shared/format';
import { adminPath } from './adminPages';
import { AdminPage, AdminTable, FilterSelect, ListFooter, Party, ReadState, SearchInput, formatDateTime, useListFilters } from './parts';
import { ADMIN_TEXT } from './text';

const O = ADMIN_TEXT.offers;

/** An offer's price: per watt for panels ($0.2300) or per unit, to the cent or finer. */
export const offerPrice = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** Every negotiation (TRADER_ADMIN_API.offers) with its parties, a status filter and search; each opens its chat. */
export function OfferBidListingPage() {
  const filters = useListFilters<OfferStatus>();
  const offers = useAdminOffers({ status: filters.filter || undefined, q: filters.q || undefined, page_no: filters.page, per_page: ADMIN_LIMITS.pageSize });

  return (
    <AdminPage page="offer-bid-listing" intro={O.intro}>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <FilterSelect label={ADMIN_TEXT.common.status} value={filters.filter} options={OFFER_STATUSES} all={O.allStatuses} onChange={filters.setFilter} />
        <SearchInput label={ADMIN_TEXT.common.search} value={filters.text} className="flex-grow-1" onChange={filters.setText} />
      </div>
      <ReadState read={offers} isEmpty={(data) => data.items.length === 0}>
        {(data) => (
          <>
            <AdminTable label={ADMIN_TEXT.common.deal}>
              <thead>
                <tr>
                  <th scope="col">{ADMIN_TEXT.common.deal}</th>
                  <th scope="col">{ADMIN_TEXT.common.buyer}</th>
                  <th scope="col">{ADMIN_TEXT.common.seller}</th>
                  <th scope="col">{ADMIN_TEXT.common.status}</th>
                  <th scope="col" className="text-end">
                    {O.price}
                  </th>
                  <th scope="col" className="text-end">
                    {O.qty}
                  </th>
                  <th scope="col">{ADMIN_TEXT.common.updated}</th>
                  <th scope="col">{O.chat}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((offer) => (
                  <tr key={offer.id}>
                    <td style={{ minWidth: '11rem' }}>
                      <span className="fw-semibold text-break">{offer.deal.title}</span>
                      <span className="d-block text-secondary">#{offer.deal.id}</span>
                    </td>
                    <td>
                      <Party party={offer.buyer} />
                    </td>
                    <td>
                      <Party party={offer.seller} />
                    </td>
                    <td>
                      <span className={`badge ${OFFER_STATUS_BADGES[offer.status] ?? 'text-bg-light'}`}>{offer.status}</span>
                    </td>
                    <td className="text-end text-nowrap">{offerPrice.format(offer.price)}</td>
                    <td className="text-end">{formatCount(offer.qty)}</td>
                    <td className="text-nowrap">{formatDateTime(offer.updated_at)}</td>
                    <td>
                      <Link to={adminPath('chat', { offer_id: offer.id })} className="btn btn-sm btn-outline-dark" aria-label={O.openChat(offer.deal.title)}>
                        <i className="bi bi-chat-dots" aria-hidden="true" />
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </AdminTable>
            <ListFooter page={data} label={ADMIN_TEXT.common.deal} onPage={filters.setPage} />
          </>
        )}
      </ReadState>
    </AdminPage>
  );
}
