import { useMemo } from 'react';
import { useAllBrands, type BrandView } from '../api';
import { shopBrandPath } from '../paths';
import { ErrorAlert, Loading } from '../shared/components/ApiStatus';
import { Breadcrumbs } from '../shared/components/Breadcrumbs';
import { usePageTitle } from '../shared/hooks/usePageTitle';
import { BrandCard, BrandListHeader, useBrandFilter } from '../shared/listing/brands';
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
