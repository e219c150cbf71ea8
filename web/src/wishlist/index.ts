export { WishlistButton } from './WishlistButton';
export { WishlistHeaderLink } from './WishlistHeaderLink';
export { WishlistPage } from './WishlistPage';
export { WISHLIST_TEXT } from './text';
export { useWishlistActions, type WishlistActions } from './useWishlistActions';
