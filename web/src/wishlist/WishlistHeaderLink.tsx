import { Link } from 'react-router-dom';
import { useWishlist } from '../api';
import { paths } from '../paths';
import { WISHLIST_TEXT } from './text';

/** The header's heart, with the number of items on the wishlist. */
export function WishlistHeaderLink() {
  const count = useWishlist(1).data?.total ?? 0;
  const label = WISHLIST_TEXT.headerLink(count);
  return (
    <Link to={paths.wishlist} className="btn header-icon position-relative d-none d-sm-inline-block" aria-label={label} title={label}>
      <i className="bi bi-heart" aria-hidden="true" />
      {count > 0 && (
        <span className="header-icon-count badge rounded-pill" aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  );
}
