import { Route, Routes } from 'react-router-dom';
import { CartPage } from '../cart/CartPage';
import { AppShell } from '../layout/AppShell';
import { WishlistPage } from '../wishlist/WishlistPage';
import { renderAt } from './app';

/**
 * The cart and wishlist pages inside the app's shell (header with the mini-cart, toasts), at their spec paths,
 * as the route table mounts them; other paths show a stub page. (Imported by *.spec.tsx files only.)
 */
export function renderCartPages(path: string) {
  return renderAt(
    path,
    <Routes>
      <Route element={<AppShell />}>
        <Route path="/shop/cart" element={<CartPage />} />
        <Route path="/shop/wishlist" element={<WishlistPage />} />
        <Route path="*" element={<p>Another page</p>} />
      </Route>
    </Routes>,
  );
}
