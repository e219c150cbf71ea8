import type { ReactNode } from 'react';
import { accountPath } from '../../paths';
import { Breadcrumbs } from '../../shared/components/Breadcrumbs';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { OVERVIEW_TEXT } from './text';

const CRUMBS = {
  buying: { label: OVERVIEW_TEXT.crumbs.buying, to: accountPath('buying-overview') },
  selling: { label: OVERVIEW_TEXT.crumbs.selling, to: accountPath('seller-overview') },
} as const;

export interface AccountPageProps {
  title: string;
  /** The overview the page belongs to (its breadcrumb); none for an overview itself. */
  under?: keyof typeof CRUMBS;
  /** Under the heading. */
  lead?: ReactNode;
  /** Beside the heading (a period picker, a button). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of the account overview pages: breadcrumbs, the heading with its lead, the tab title. */
export function AccountPage({ title, under, lead, actions, children }: AccountPageProps) {
  usePageTitle(title);
  return (
    <div className="container py-4 py-lg-5 account-overview">
      <Breadcrumbs title={title} trail={under ? [CRUMBS[under]] : []} />
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-2 mt-3 mb-4">
        <div className="min-w-0">
          <h1 className="h2 mb-1">{title}</h1>
          {lead && <p className="lead text-secondary mb-0">{lead}</p>}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}

/** A line item's picture, or an icon in its place; always the same box so rows line up. */
export function ItemThumb({ src, size = 56 }: { src: string; size?: number }) {
  return src ? (
    <img src={src} alt="" width={size} height={size} loading="lazy" className="rounded border flex-shrink-0 object-fit-cover bg-white" />
  ) : (
    <span
      className="rounded border flex-shrink-0 d-inline-flex align-items-center justify-content-center bg-body-tertiary text-secondary"
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      <i className="bi bi-box-seam" />
    </span>
  );
}
