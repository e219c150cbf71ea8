import type { SellerDealView } from '@solar/contracts';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isSellerDealView, useDeal } from '../../api';
import { Breadcrumbs } from '../../shared/components/Breadcrumbs';
import { ErrorAlert, Loading } from '../../shared/components/ApiStatus';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { DEAL_FORM_TEXT } from './text';

const T = DEAL_FORM_TEXT;

/** The frame of the seller's deal pages: breadcrumbs back to the deals listing, the heading, the page. */
export function DealFormFrame({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="container py-4 py-lg-5 seller-page">
      <Breadcrumbs title={title} root="listing" />
      <h1 className="h2 mt-3 mb-4">{title}</h1>
      {children}
    </div>
  );
}

const NotYours = ({ text = T.notYours }: { text?: string }) => (
  <div className="alert alert-warning" role="alert">
    {text}
  </div>
);

/**
 * The seller's own deal named by the page's `?id=` (its numeric id or uuid), handed to `children` once loaded.
 * A deal that is not theirs is refused by the trader service (403) or unknown (404); a public deal of another
 * seller answers its public view, which is not theirs to edit either: each shows as not found.
 */
export function OwnDeal({ children }: { children: (deal: SellerDealView) => ReactNode }) {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() || undefined;
  const { data, error, isLoading, mutate } = useDeal(id);
  if (!id) return <NotYours text={T.noId} />;
  if (error) return error.status === 403 || error.status === 404 ? <NotYours /> : <ErrorAlert error={error} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <Loading />;
  if (!isSellerDealView(data)) return <NotYours />;
  return <>{children(data)}</>;
}
