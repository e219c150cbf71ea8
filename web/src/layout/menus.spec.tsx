/** @jest-environment jsdom */
import { act, screen, within } from '@testing-library/react';
import { fakeApi, ok, renderApp } from '../test/app';
import { CATEGORY_LIST } from '../test/shopSupport';
import { CATEGORY_DRAWER_ID } from './CategoryDrawer';

/**
 * The header's two large menus (the Buy mega menu and the category drawer) build their content when first
 * opened: Bootstrap fires its `show.bs.*` event on opening, and the content is there before the panel shows.
 */
const categories = CATEGORY_LIST.slice(0, 3);

/** What Bootstrap dispatches on a panel (or a dropdown's toggle) when it starts to open. */
const bootstrapShows = (element: Element, event: 'show.bs.offcanvas' | 'show.bs.dropdown') =>
  act(() => {
    element.dispatchEvent(new Event(event, { bubbles: true, cancelable: true }));
  });

beforeEach(() => fakeApi({ 'POST /v1/client/categories/search': ok(categories) }));

it('renders the category drawer empty until it opens, then every category with its View All', async () => {
  await renderApp('/brands');
  const drawer = document.getElementById(CATEGORY_DRAWER_ID)!;
  expect(within(drawer).queryByRole('button', { name: categories[0]!.name })).toBeNull();

  bootstrapShows(drawer, 'show.bs.offcanvas');
  for (const category of categories) expect(within(drawer).getByRole('button', { name: category.name })).toBeTruthy();
  expect(within(drawer).getAllByRole('link', { name: 'View All', hidden: true }).map((a) => a.getAttribute('href'))).toEqual(
    categories.map((c) => `/shop/product/${c.slug}`),
  );
});

it('renders the Buy mega menu when its dropdown first opens', async () => {
  await renderApp('/brands');
  const toggle = screen.getByRole('button', { name: 'Buy', hidden: true });
  const menu = toggle.closest('li')!;
  expect(menu.querySelector('.mega-menu a[href="/shop/product/solar-panels"]')).toBeNull();

  bootstrapShows(toggle, 'show.bs.dropdown');
  expect(menu.querySelector('.mega-menu a[href="/shop/product/solar-panels"]')).not.toBeNull();
});
