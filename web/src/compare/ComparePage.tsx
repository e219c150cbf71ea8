import type { ItemDetail } from '@solar/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useItemsByUuid } from '../api';
import { paths, productPath } from '../paths';
import { ErrorAlert, Loading } from '../shared/components/ApiStatus';
import { Breadcrumbs } from '../shared/components/Breadcrumbs';
import { ConditionBadge } from '../shared/components/ConditionBadge';
import { PriceTag } from '../shared/components/PriceTag';
import { StarRating } from '../shared/components/StarRating';
import { usePageTitle } from '../shared/hooks/usePageTitle';
import { thumbnailOf } from '../shared/itemImages';
import { conditionLabel, SPECIFICATIONS } from '../shared/itemSpecifications';
import { SHARED_TEXT } from '../shared/text';
import { removeFromCompare, resetCompare, type CompareEntry } from './compareStore';
import { COMPARE_TEXT } from './text';
import { useCompareList } from './useCompareList';

const T = COMPARE_TEXT;

interface CompareRow {
  key: string;
  label: string;
  cell: (item: ItemDetail) => ReactNode;
}

const orDash = (value: string | null): string => value ?? T.notGiven;

/** Picture, price, rating, brand and condition first, then every other specification the product page lists. */
const ROWS: readonly CompareRow[] = [
  {
    key: 'image',
    label: T.rows.image,
    cell: (item) => {
      const image = thumbnailOf(item.images);
      return image ? <img src={image} alt="" width={150} height={150} className="img-fluid compare-image" /> : T.notGiven;
    },
  },
  { key: 'price', label: T.rows.price, cell: (item) => <PriceTag price={item.price} salePrice={item.salePrice} /> },
  {
    key: 'rating',
    label: T.rows.rating,
    cell: (item) => (
      <span className="d-inline-flex align-items-center gap-2">
        <StarRating rating={item.reviews_avg} />
        <span className="small text-secondary">{SHARED_TEXT.rating.reviews(item.reviews_total)}</span>
      </span>
    ),
  },
  { key: 'brand', label: T.rows.brand, cell: (item) => orDash(item.brand?.name ?? null) },
  { key: 'condition', label: T.rows.condition, cell: (item) => orDash(conditionLabel(item.condition)) },
  ...SPECIFICATIONS.filter((spec) => spec.key !== 'brand' && spec.key !== 'condition').map((spec) => ({
    key: spec.key,
    label: spec.label,
    cell: (item: ItemDetail) => orDash(spec.value(item)),
  })),
];

function ColumnHead({ entry, item }: { entry: CompareEntry; item: ItemDetail | null }) {
  return (
    <th scope="col" className="compare-column-head">
      <div className="d-flex align-items-start gap-2">
        {item ? (
          <span className="d-flex flex-column align-items-start gap-1">
            <Link to={productPath(item)} className="link-dark fw-semibold">
              {item.name}
            </Link>
            <ConditionBadge condition={item.condition} />
          </span>
        ) : (
          <span>
            <span className="fw-semibold d-block">{entry.name}</span>
            <span className="small text-secondary fw-normal">{T.gone}</span>
          </span>
        )}
        <button type="button" className="btn-close ms-auto flex-shrink-0" aria-label={T.remove(entry.name)} onClick={() => removeFromCompare(entry.uuid)} />
      </div>
    </th>
  );
}

/** /shop/compare: the listed items side by side, fetched fresh so prices and stock are today's. */
export function ComparePage() {
  usePageTitle(T.title);
  const entries = useCompareList();
  const { data: items, error, mutate } = useItemsByUuid(entries.map((entry) => entry.uuid));

  let body: ReactNode;
  if (entries.length === 0) {
    body = (
      <div className="compare-empty text-center py-5">
        <i className="bi bi-arrow-left-right fs-1 text-amber" aria-hidden="true" />
        <p className="text-secondary mt-3">{T.empty}</p>
        <Link to={paths.shopFind} className="btn btn-amber">
          {T.goShopping}
        </Link>
      </div>
    );
  } else if (!items || items.length !== entries.length) {
    body = error ? <ErrorAlert error={error} onRetry={() => void mutate()} /> : <Loading />;
  } else {
    body = (
      <>
        <div className="d-flex justify-content-end mb-3">
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={resetCompare}>
            <i className="bi bi-x-circle me-1" aria-hidden="true" />
            {T.reset}
          </button>
        </div>
        <div className="table-responsive">
          <table className="table table-bordered align-middle compare-table">
            <thead>
              <tr>
                <th scope="col" className="compare-row-label">
                  {T.rows.item}
                </th>
                {entries.map((entry, i) => (
                  <ColumnHead key={entry.uuid} entry={entry} item={items[i]} />
                ))}
              </tr>
            </thead>
            <tbody>
              {ROWS.map((row) => (
                <tr key={row.key}>
                  <th scope="row" className="compare-row-label fw-normal text-secondary">
                    {row.label}
                  </th>
                  {entries.map((entry, i) => {
                    const item = items[i];
                    return <td key={entry.uuid}>{item ? row.cell(item) : T.notGiven}</td>;
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </>
    );
  }

  return (
    <div className="container py-4 py-lg-5 compare-page">
      <Breadcrumbs title={T.title} />
      <h1 className="h2 mt-3 mb-4">{T.title}</h1>
      {body}
    </div>
  );
}
