/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { bootstrapShows, fakeApi, ok, renderApp } from '../test/app';
import { MOBILE_MENU_ID } from './MobileMenu';
import { CATEGORY_LIST } from '../test/shopSupport';
import { CATEGORY_DRAWER_ID } from './CategoryDrawer';

/**
 * The header's large menus (the Buy mega menu, the category drawer and the mobile menu) build their content when first
 * opened: Bootstrap fires its `show.bs.*` event on opening, and the content is there before the panel shows.
 */
const categories = CATEGORY_LIST.slice(0, 3);

beforeEach(() => fakeApi({ 'POST /v1/client/categories/search': ok(categories) }));

it('renders the category drawer empty until it opens, then every category with its View All', async () => {
  await renderApp('/brands');
  const drawer = document.getElementById(CATEGORY_DRAWER_ID)!;
  expect(within(drawer).queryByRole('button', { name: categories[0]!.name })).toBeNull();

  bootstrapShows(drawer, 'show.bs.offcanvas');
  for (const category of categories) expect(within(drawer).getByRole('button', { name: category.name })).toBeTruthy();
  expect(
    within(drawer)
      .getAllByRole('link', { name: 'View All', hidden: true })
      .map((a) => a.getAttribute('href')),
  ).toEqual(categories.map((c) => `/shop/product/${c.slug}`));
});

it('renders the Buy mega menu when its dropdown first opens', async () => {
  await renderApp('/brands');
  const toggle = screen.getByRole('button', { name: 'Buy', hidden: true });
  const menu = toggle.closest('li')!;
  expect(menu.querySelector('.mega-menu a[href="/shop/product/solar-panels"]')).toBeNull();

  bootstrapShows(toggle, 'show.bs.dropdown');
  expect(menu.querySelector('.mega-menu a[href="/shop/product/solar-panels"]')).not.toBeNull();
});

it('renders the mobile menu empty until it opens, then its links, Shop By Watts from 300W to 600W among them', async () => {
  await renderApp('/brands');
  const menu = document.getElementById(MOBILE_MENU_ID)!;
  expect(menu.querySelector('a[href="/shop/wishlist"]')).toBeNull();

  bootstrapShows(menu, 'show.bs.offcanvas');
  expect(within(menu).getByRole('link', { name: 'Wishlist', hidden: true }).getAttribute('href')).toBe('/shop/wishlist');
  expect(within(menu).getByRole('button', { name: 'Sign in', hidden: true })).toBeTruthy();
  for (const watts of [300, 400, 500, 600]) expect(menu.querySelector(`a[href="/shop/product/solar-panels/pw_${watts}"]`)?.textContent).toBe(`${watts}W`);
});
