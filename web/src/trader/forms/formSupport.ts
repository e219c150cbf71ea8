import { DEAL_CATEGORIES } from '@solar/contracts';
import { screen, within } from '@testing-library/react';
import { BRANDS, brandsPage } from '../../seller/fixtures';
import { fakeApi, ok, renderApp, SELLER, signedInAs, type ApiCall, type Reply } from '../../test/app';

/** The deal forms' jsdom tests' common ground (imported by *.spec.tsx in this folder; not a test itself). */

const category = (name: string) => DEAL_CATEGORIES.find((c) => c.name === name)!;
export const PANELS = category('Solar Panels');
export const INVERTERS = category('Solar Inverters');
export const BIFACIAL = PANELS.subcategories.find((s) => s.name === 'Bifacial Panels')!;

/** The catalog's brands, in two pages: the form asks for every page. */
const brands = (call: ApiCall): Reply =>
  new URL(call.url, 'http://localhost').searchParams.get('page') === '1' ? ok(brandsPage(1, [BRANDS[0]], 2)) : ok(brandsPage(2, [BRANDS[1]], 2));

/** A signed-in seller at `path`, with the brands and the seller's (empty) deals listing answering. */
export async function openAsSeller(path: string, routes: Parameters<typeof fakeApi>[0] = {}) {
  signedInAs(SELLER, ['seller']);
  const api = fakeApi({
    'GET /v1/client/brands': brands,
    'POST /listing/user-deals': ok({ items: [], total: 0, page: 1, limit: 20, last_page: 1 }),
    ...routes,
  });
  const app = await renderApp(path);
  return { api, app };
}

/**
 * The control a visible label names. A label with that exact text and its `for` target is looked up directly:
 * Testing Library's label query walks every labelable element of this long form on each call.
 */
export function control(label: string, scope?: HTMLElement): HTMLInputElement {
  const labels = Array.from((scope ?? document).querySelectorAll('label')).filter((element) => element.textContent === label);
  const target = labels.length === 1 && labels[0].htmlFor ? document.getElementById(labels[0].htmlFor) : null;
  return (target ?? (scope ? within(scope) : screen).getByLabelText(label)) as HTMLInputElement;
}
