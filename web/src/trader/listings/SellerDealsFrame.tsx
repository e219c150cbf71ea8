import { SEARCH_TEXT_MAX, type PageOf, type SellerDealView } from '@solar/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { SWRResponse } from 'swr';
import type { ApiError } from '../../api';
import { paths } from '../../paths';
import { ErrorAlert, Loading } from '../../shared/components/ApiStatus';
import { Breadcrumbs } from '../../shared/components/Breadcrumbs';
import { Pager } from '../../shared/components/Pager';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { CreateDealChoices } from './CreateDealChoices';
import { SellerDealList } from './SellerDealList';
import { LISTINGS_TEXT } from './text';

const L = LISTINGS_TEXT.list;

/** Deals a listing page shows at once. */
export const DEALS_PAGE_SIZE = 20;

/**
 * A listing's search text and page, kept in the URL (?q=, ?page=, and whatever else the page reads, such as
 * ?status=) so a filtered list can be reloaded, shared and left with the browser's Back button.
 */
export function useListingParams() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  /** Sets (or, for '' and null, removes) the given parameters and keeps the others. */
  const update = (changes: Record<string, string | number | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(name);
        else next.set(name, String(value));
      }
      return next;
    });
  return { params, query, page, update };
}

/** The search object's text and page part, as user-deals and get-sold-deals read it. */
export const pageSearch = (query: string, page: number) => ({ ...(query ? { query } : {}), page, limit: DEALS_PAGE_SIZE });

export interface SellerDealsFrameProps {
  title: string;
  intro: string;
  /** The page of deals as read (user-deals or get-sold-deals). */
  answer: SWRResponse<PageOf<SellerDealView>, ApiError>;
  /** Status tabs, where the page has them. */
  tabs?: ReactNode;
  /** What an empty list says when no search narrows it. */
  empty?: string;
}

/**
 * The frame of the seller's deal listings: title and breadcrumbs (under the deal hub), a search box, the
 * page's tabs, the deals with their actions, and the pager. The search and page live in the URL.
 */
export function SellerDealsFrame({ title, intro, answer, tabs, empty = L.empty }: SellerDealsFrameProps) {
  usePageTitle(title);
  const { query, update } = useListingParams();
  const [text, setText] = useState(query);
  // Back and Forward change the URL's search: the box follows it.
  useEffect(() => setText(query), [query]);
  const { data, error, isLoading, mutate } = answer;

  return (
    <div className="container py-4 py-lg-5">
      <Breadcrumbs title={title} trail={[{ label: LISTINGS_TEXT.pages.hub, to: paths.traderSellerDeals }]} />
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-3 mb-2">
        <h1 className="h2 mb-0">{title}</h1>
        <Link to={paths.traderSellerDeals} className="btn btn-amber">
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          {LISTINGS_TEXT.hub.createTitle}
        </Link>
      </div>
      <p className="text-secondary mb-4">{intro}</p>

      <form
        role="search"
        className="d-flex gap-2 mb-3"
        onSubmit={(event) => {
          event.preventDefault();
          update({ q: text.trim(), page: null });
        }}
      >
        <input
          type="search"
          className="form-control"
          aria-label={L.search}
          placeholder={L.search}
          maxLength={SEARCH_TEXT_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="btn btn-outline-secondary">
          {L.searchButton}
        </button>
      </form>

      {tabs}

      {isLoading && !data && <Loading />}
      {error && !data && <ErrorAlert error={error} onRetry={() => void mutate()} />}
      {data && data.items.length === 0 && (
        <div className="text-center py-4">
          <p className="text-secondary">{query ? L.emptySearch(query) : empty}</p>
          {!query && <CreateDealChoices compact />}
        </div>
      )}
      {data && data.items.length > 0 && <SellerDealList deals={data.items} />}
      {data && <Pager label={L.pages} page={data.page} lastPage={data.last_page} onPage={(next) => update({ page: next === 1 ? null : next })} />}
    </div>
  );
}
