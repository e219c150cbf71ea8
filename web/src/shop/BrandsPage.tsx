import { SEARCH_TEXT_MAX } from '@solar/contracts';
import { useId, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAllBrands, type BrandView } from '../api';
import { shopBrandPath } from '../paths';
import { ErrorAlert, Loading } from '../shared/components/ApiStatus';
import { Breadcrumbs } from '../shared/components/Breadcrumbs';
import { usePageTitle } from '../shared/hooks/usePageTitle';
import { SHOP_TEXT } from './text';

const T = SHOP_TEXT.brands;

/** 'A'..'Z', or '#' for a name that starts otherwise. */
const letterOf = (name: string): string => {
  const first = name.trim().charAt(0).toUpperCase();
  return first >= 'A' && first <= 'Z' ? first : '#';
};

/** The anchor of a letter's section, for the letter links at the top. */
const sectionId = (letter: string): string => `brands-${letter === '#' ? 'other' : letter.toLowerCase()}`;

/** Brands A to Z, grouped by first letter. */
export function groupByLetter(brands: readonly BrandView[]): [letter: string, brands: BrandView[]][] {
  const sorted = [...brands].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
  const groups = new Map<string, BrandView[]>();
  for (const brand of sorted) {
    const letter = letterOf(brand.name);
    groups.set(letter, [...(groups.get(letter) ?? []), brand]);
  }
  return [...groups].sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)));
}

/** A brand's tile: its logo (or initial) and name, and a count line such as '12 products', linking to `to`. */
export function BrandCard({ brand, to, count }: { brand: Pick<BrandView, 'name' | 'logo'>; to: string; count: string }) {
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

/**
 * /brands and /shop/brands: every active brand A to Z with its logo (or initial) and number of products,
 * each leading to its listing. The filter box narrows the list by name and keeps its text in ?q=.
 */
export function BrandsPage({ title }: { title: string }) {
  usePageTitle(title);
  const { brands, error, retry } = useAllBrands();
  const [filter, setFilter] = useBrandFilter();

  const groups = useMemo(() => {
    const wanted = filter.trim().toLowerCase();
    return groupByLetter((brands ?? []).filter((brand) => brand.name.toLowerCase().includes(wanted)));
  }, [brands, filter]);

  let content;
  if (!brands) {
    content = error ? <ErrorAlert error={error} onRetry={retry} /> : <Loading />;
  } else if (groups.length === 0) {
    content = <p className="text-secondary py-4">{T.none}</p>;
  } else {
    content = (
      <>
        <nav aria-label={T.letters} className="brand-letters d-flex flex-wrap gap-1 mb-4">
          {groups.map(([letter]) => (
            <a key={letter} href={`#${sectionId(letter)}`} className="btn btn-sm btn-outline-secondary">
              {letter}
            </a>
          ))}
        </nav>
        {groups.map(([letter, list]) => (
          <section key={letter} id={sectionId(letter)} className="brand-group mb-4" aria-labelledby={`${sectionId(letter)}-heading`}>
            <h2 className="h4 border-bottom pb-2" id={`${sectionId(letter)}-heading`}>
              {letter}
            </h2>
            <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-3 list-unstyled">
              {list.map((brand) => (
                <li className="col" key={brand.id}>
                  <BrandCard brand={brand} to={shopBrandPath(brand.name)} count={T.items(brand.items_count)} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </>
    );
  }

  return (
    <div className="container py-4 py-lg-5">
      <Breadcrumbs title={title} />
      <BrandListHeader title={title} intro={T.intro} filter={filter} onFilter={setFilter} />
      {content}
    </div>
  );
}
