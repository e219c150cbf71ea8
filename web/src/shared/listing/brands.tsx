import { SEARCH_TEXT_MAX } from '@solar/contracts';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LISTING_TEXT } from './text';

const T = LISTING_TEXT.brands;

/** A brand's tile: its logo (or initial) and name, and a count line such as '12 products', linking to `to`. */
export function BrandCard({ brand, to, count }: { brand: { name: string; logo: string | null }; to: string; count: string }) {
  return (
    <Link to={to} className="brand-card d-flex align-items-center gap-3 h-100 p-3 text-decoration-none">
      {brand.logo ? (
        <img src={brand.logo} alt="" className="brand-logo" width={48} height={48} loading="lazy" />
      ) : (
        <span className="brand-initial" aria-hidden="true">
          {brand.name.charAt(0).toUpperCase()}
        </span>
      )}
      <span className="d-flex flex-column">
        <span className="fw-semibold brand-name">{brand.name}</span>
        <span className="small text-secondary">{count}</span>
      </span>
    </Link>
  );
}

/** A brand list's filter text, kept in ?q= so a filtered list can be shared; the URL is replaced, not pushed, as it changes. */
export function useBrandFilter(): [filter: string, setFilter: (text: string) => void] {
  const [params, setParams] = useSearchParams();
  return [params.get('q') ?? '', (text) => setParams(text ? { q: text } : {}, { replace: true })];
}

/** A brand list's title and introduction, with the filter-as-you-type box beside them. */
export function BrandListHeader({ title, intro, filter, onFilter }: { title: string; intro: string; filter: string; onFilter: (text: string) => void }) {
  const id = useId();
  return (
    <div className="d-flex flex-wrap align-items-end justify-content-between gap-3 mt-3 mb-4">
      <div>
        <h1 className="h2 mb-1">{title}</h1>
        <p className="text-secondary mb-0">{intro}</p>
      </div>
      <div className="brand-filter">
        <label className="form-label small mb-1" htmlFor={`${id}-filter`}>
          {T.filterLabel}
        </label>
        <input
          id={`${id}-filter`}
          type="search"
          className="form-control"
          placeholder={T.filterPlaceholder}
          value={filter}
          maxLength={SEARCH_TEXT_MAX}
          onChange={(event) => onFilter(event.target.value)}
        />
      </div>
    </div>
  );
}
