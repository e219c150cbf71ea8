import { MESSAGES } from '@solar/contracts';
import { Link } from 'react-router-dom';
import { paths } from '../../paths';

/** Where a trail starts (spec: Home, or Explore Videos, or Listing). */
export type BreadcrumbRoot = 'home' | 'exploreVideos' | 'listing';

const ROOTS: Record<BreadcrumbRoot, { label: string; to: string }> = {
  home: { label: MESSAGES.breadcrumbs.home, to: paths.home },
  exploreVideos: { label: MESSAGES.breadcrumbs.exploreVideos, to: paths.exploreVideos },
  listing: { label: MESSAGES.breadcrumbs.listing, to: paths.traderDealsListing },
};

export interface BreadcrumbsProps {
  /** The current page; shown last, not linked. */
  title: string;
  root?: BreadcrumbRoot;
  /** Pages between the root and the current one, e.g. Solutions on /solutions/consulting. */
  trail?: readonly { label: string; to: string }[];
}

export function Breadcrumbs({ title, root = 'home', trail = [] }: BreadcrumbsProps) {
  const crumbs = [ROOTS[root], ...trail];
  return (
    <nav aria-label="breadcrumb">
      <ol className="breadcrumb mb-0">
        {crumbs.map((crumb) => (
          <li className="breadcrumb-item" key={crumb.to}>
            <Link to={crumb.to}>{crumb.label}</Link>
          </li>
        ))}
        <li className="breadcrumb-item active" aria-current="page">
          {title}
        </li>
      </ol>
    </nav>
  );
}
