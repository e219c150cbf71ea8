export { useCart, useCartBusy, useCartMutations, useWishlist, type CartMutations } from '../api';
export { AddToCartButton, type AddToCartButtonProps } from './AddToCartButton';
export { CartPage } from './CartPage';
export { cartFailureMessage, quantityMessageOf, reportCartFailure } from './cartFeedback';
export { MiniCart } from './MiniCart';
export { CART_TEXT } from './text';
export { useCartActions, type CartActions, type CartItemRef } from './useCartActions';
