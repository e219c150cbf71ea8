import type { ReactNode } from 'react';
import { paths } from '../paths';
import { Breadcrumbs } from '../shared/components/Breadcrumbs';
import { usePageTitle } from '../shared/hooks/usePageTitle';
import { SELLER_TEXT } from './text';

export interface SellerPageProps {
  title: string;
  /** The overview itself: its breadcrumbs lead home only. */
  isOverview?: boolean;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of every seller page: breadcrumbs back to the overview, the heading and the page. */
export function SellerPage({ title, isOverview = false, actions, children }: SellerPageProps) {
  usePageTitle(title);
  return (
    <div className="container py-4 py-lg-5 seller-page">
      <Breadcrumbs title={title} trail={isOverview ? [] : [{ label: SELLER_TEXT.pages.overview, to: paths.sellerOverview }]} />
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-3 mb-4">
        <h1 className="h2 mb-0">{title}</h1>
        {actions}
      </div>
      {children}
    </div>
  );
}

/** A spinner while a page's data loads. */
export const Loading = () => <div className="spinner-border text-secondary" role="status" aria-label="Loading" />;
