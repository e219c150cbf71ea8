import type { Page } from 'puppeteer-core';

/**
 * Fills the seller's panel deal form (`/trader/create-deal`) as a seller would: a lot of 550 W bifacial panels
 * at $0.245/W in Texas, two pallets minimum, named `name`. The page must show the form, brands loaded.
 */
export async function fillPanelDealForm(page: Page, name: string): Promise<void> {
  const field = (fieldName: string) => `form.product-form [name="${fieldName}"]`;
  const type = (fieldName: string, value: string) => page.locator(field(fieldName)).fill(value);
  const choose = (fieldName: string, value: string) => page.select(field(fieldName), value);
  const chooseNth = async (fieldName: string, index: number) =>
    choose(fieldName, await page.$eval(field(fieldName), (el, i) => (el as HTMLSelectElement).options[i]!.value, index));
  await chooseNth('subcategory_id', 1);
  await type('name', name);
  await type('description', '<p>Factory sealed pallets, <a href="datasheets.example.com">datasheet</a>.</p>');
  await type('panel_wattage', '550');
  await type('price', '0.245');
  await type('total_qty', '1860');
  await type('moq', '2');
  await choose('moq_unit', 'pallets');
  await type('units_per_pallet', '31');
  await choose('condition', 'new');
  await chooseNth('brand_id', 1);
  await type('sku', 'BRW-TN550');
  await type('part_number', 'JKM550N-BRW');
  await choose('shipping_type', 'local_pickup_only');
  await type('weight', '28.6');
  await choose('weight_unit', 'kg');
  for (const [size, value] of [
    ['length', '2278'],
    ['width', '1134'],
    ['height', '30'],
  ] as const) {
    await type(size, value);
    await choose(`${size}_unit`, 'mm');
  }
  await choose('incoterm', 'EXW');
  await choose('state', 'TX');
  await choose('lead_time', '5');
  await choose('offer_validity', '10');
  await type('meta_name', 'Tiger Neo 550W bifacial panels in Texas');
  await type('meta_description', '1,860 bifacial panels, EXW Texas, two pallets minimum.');
}
