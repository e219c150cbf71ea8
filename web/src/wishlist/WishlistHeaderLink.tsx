import { useWishlist } from '../api';
import { paths } from '../paths';
import { HeaderIconLink } from '../shared/components/HeaderIconLink';
import { WISHLIST_TEXT } from './text';

/** The header's heart, with the number of items on the wishlist. */
export function WishlistHeaderLink() {
  const count = useWishlist(1).data?.total ?? 0;
  return <HeaderIconLink to={paths.wishlist} icon="bi-heart" label={WISHLIST_TEXT.headerLink(count)} count={count} />;
}
