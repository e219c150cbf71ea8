import { Link } from 'react-router-dom';

/** The number on a header icon (cart, wishlist, compare); nothing at zero. */
export function HeaderCountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="header-icon-count badge rounded-pill" aria-hidden="true">
      {count}
    </span>
  );
}

/** A header icon linking to a list page, with its count; `label` names the count for screen readers. */
export function HeaderIconLink({ to, icon, label, count }: { to: string; icon: string; label: string; count: number }) {
  return (
    <Link to={to} className="btn header-icon position-relative d-none d-sm-inline-block" aria-label={label} title={label}>
      <i className={`bi ${icon}`} aria-hidden="true" />
      <HeaderCountBadge count={count} />
    </Link>
  );
}
