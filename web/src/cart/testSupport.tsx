import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppShell } from '../layout/AppShell';
import { WishlistPage } from '../wishlist/WishlistPage';
import { CartPage } from './CartPage';

/**
 * The cart and wishlist pages inside the app's shell (header with the mini-cart, toasts), at their spec paths,
 * as the route table mounts them; other paths show a stub page. (Imported by *.spec.tsx files only.)
 */

let currentLocation: Location | undefined;
function LocationProbe() {
  currentLocation = useLocation();
  return null;
}

export async function renderCartPages(path: string) {
  const user = userEvent.setup();
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<AppShell />}>
            <Route path="/shop/cart" element={<CartPage />} />
            <Route path="/shop/wishlist" element={<WishlistPage />} />
            <Route path="*" element={<p>Another page</p>} />
          </Route>
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </SWRConfig>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return {
    user,
    ...view,
    location: (): Location => {
      if (!currentLocation) throw new Error('the app has not rendered a location yet');
      return currentLocation;
    },
  };
}
