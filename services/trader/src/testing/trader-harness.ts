import { getModelToken } from '@nestjs/mongoose';
import { TRADER_API, type DealForm, type DealStatus, type SellerDealView } from '@solar/contracts';
import { EmbeddedBroker, Outbox } from '@solar/platform';
import { startServiceHarness, type ServiceHarness } from '@solar/platform/testing';
import type { Model } from 'mongoose';
import { randomUUID } from 'node:crypto';
import type { Test } from 'supertest';
import { Deal } from '../deals/deal.schema';
import { DealFile } from '../files/deal-file.schema';
import { DEAL_DOCUMENT_FILE_NAME, dealUploadFolder } from '../files/deal-files.service';
import { service as traderService, type DealBuyerOptions } from '../index';
import { FakeCatalog } from './fake-catalog';

/** Who calls in the trader tests: a seller with a recognisable identity, another seller, a buyer and an admin. */
export const SELLER = {
  id: 'seller-3f9c2a71',
  firstname: 'Dana',
  lastname: 'Whitcombe',
  email: 'dana.whitcombe@acme-solar.example',
  company: 'Acme Solar Supply',
};
export const OTHER_SELLER = 'seller-8b41d0e2';
export const BUYER = 'buyer-5e7a19c4';
export const ADMIN = 'admin-2c6f8d30';

/** What only the seller may know: none of it may appear in anything a buyer or another seller reads. */
export const SELLER_SECRETS = [SELLER.id, SELLER.firstname, SELLER.lastname, SELLER.email, SELLER.company, 'ACME-SKU-77', '12 Industrial Way'];

/** A Solar Panels deal with every field the full form requires: 620 panels of 550 W at $0.25/W, MOQ 2 pallets of 31. */
export function panelForm(overrides: Partial<Record<keyof DealForm, unknown>> = {}): Record<string, unknown> {
  return {
    name: 'Bifacial 550W panels, 20 pallets',
    description: '<p>Tier 1 bifacial modules, new in original packaging.</p>',
    condition: 'new',
    category_id: 1,
    subcategory_id: 103,
    brand_id: 7,
    price: 0.25,
    moq: 2,
    moq_unit: 'pallets',
    units_per_pallet: 31,
    units_per_container: 620,
    total_qty: 620,
    panel_wattage: 550,
    sku: 'ACME-SKU-77',
    part_number: 'BF-550-M',
    mpn: 'BF550M',
    weight: 28.5,
    weight_unit: 'kg',
    length: 2278,
    length_unit: 'mm',
    width: 1134,
    width_unit: 'mm',
    height: 35,
    height_unit: 'mm',
    shipping_type: 'local_pickup_only',
    incoterm: 'EXW',
    lead_time: 5,
    offer_validity: 10,
    colour: 'black',
    panel_technology: 'Bifacial',
    connector_type: 'MC4 Compatible',
    front_load: 5400,
    rear_load: 3000,
    company_tier: 'Tier 1',
    state: 'TX',
    inventory: 'on_hand',
    locations: [{ address: '12 Industrial Way', unit: 'Dock 4', city: 'Houston', state: 'TX', zip: '77001', qty: 620 }],
    tags: ['Bifacial', 'tier 1'],
    meta_name: 'Bifacial 550W panels',
    meta_description: 'Twenty pallets of 550 W bifacial panels in Houston.',
    ...overrides,
  };
}

/** A Solar Inverters deal (priced per unit): 40 string inverters at $1,250.00. */
export function inverterForm(overrides: Partial<Record<keyof DealForm, unknown>> = {}): Record<string, unknown> {
  return {
    ...panelForm(),
    name: 'String inverters 10 kW',
    category_id: 2,
    subcategory_id: 201,
    price: 1250,
    moq: 4,
    moq_unit: undefined,
    units_per_pallet: undefined,
    units_per_container: undefined,
    panel_wattage: undefined,
    colour: undefined,
    panel_technology: undefined,
    connector_type: undefined,
    front_load: undefined,
    rear_load: undefined,
    phase: 'Three Phase',
    sector: 'commercial',
    total_qty: 40,
    locations: [],
    ...overrides,
  };
}

/** The trader service on the platform's service harness, with the calls its tests make. */
export interface TraderHarness extends ServiceHarness {
  deals: Model<Deal>;
  /** The catalog the service reads brands from: the demo brands (ids as the catalog seeds them) and INACTIVE_BRAND. */
  catalog: FakeCatalog;
  sellerToken(): string;
  /** A seller's call (the seller of the deals these helpers create unless `token` says otherwise). */
  send(method: 'get' | 'post' | 'put' | 'delete', path: string, body?: object, token?: string | null): Test;
  token(subject: string, roles: string[]): string;
  /** A new deal of the seller, through the API, then put in `status` directly (as earlier moves would have). */
  dealIn(status: DealStatus, form?: Record<string, unknown>): Promise<SellerDealView>;
  /** An upload of the seller's, as the attachment call stores it. */
  upload(type: 'image' | 'document', originalName: string, owner?: string): Promise<string>;
  /** The `trader.deal.*` events of a deal on the bus, once the relay is done. */
  eventsOf(uuid: string): Promise<Array<{ type: string; data: Record<string, unknown> }>>;
}

/** `buyers`: options of the buyers' calls (limits, the mails' links) in place of the defaults. */
export async function startTraderHarness(buyers: Partial<DealBuyerOptions> = {}): Promise<TraderHarness> {
  const catalog = await FakeCatalog.start();
  // No demo deals: each test makes the deals it reads (seeding has its own spec).
  const harness = await startServiceHarness(traderService, { options: { seed: { deals: 0 }, buyers }, peers: { catalog: catalog.url } }).catch(
    async (error: unknown) => {
      await catalog.close();
      throw error;
    },
  );
  const closeService = harness.close.bind(harness);
  const deals = harness.get<Model<Deal>>(getModelToken(Deal.name));
  const files = harness.get<Model<DealFile>>(getModelToken(DealFile.name));
  const token = (subject: string, roles: string[]) => harness.tokenOf(subject, { roles: roles as never });
  const sellerToken = () => harness.tokenOf(SELLER.id, { roles: ['customer', 'seller'], firstname: SELLER.firstname, lastname: SELLER.lastname });
  const send = (method: 'get' | 'post' | 'put' | 'delete', path: string, body?: object, bearer: string | null = sellerToken()) => {
    const call = harness.http()[method](path);
    if (bearer) call.set('Authorization', `Bearer ${bearer}`);
    return body === undefined ? call : call.send(body);
  };
  return Object.assign(harness, {
    deals,
    catalog,
    async close() {
      await closeService();
      await catalog.close();
    },
    token,
    sellerToken,
    send,
    async dealIn(status: DealStatus, form: Record<string, unknown> = panelForm()) {
      const created = await send('post', TRADER_API.create, form);
      if (created.status !== 201) throw new Error(`creating a deal answered ${created.status}: ${JSON.stringify(created.body)}`);
      const deal = created.body.data as SellerDealView;
      if (status === 'Pending') return deal;
      const published = !['Incomplete', 'Rejected'].includes(status);
      await deals.updateOne({ uuid: deal.uuid }, { $set: { status, published_at: published ? new Date() : null } });
      return (await send('get', TRADER_API.deal(deal.id))).body.data as SellerDealView;
    },
    async upload(type: 'image' | 'document', originalName: string, owner = SELLER.id) {
      const uuid = randomUUID();
      const folder = dealUploadFolder(uuid);
      const renditions =
        type === 'image' ? [{ type: '300x300', path: `${folder}/300x300.webp` }] : [{ type: 'original', path: `${folder}/${DEAL_DOCUMENT_FILE_NAME}` }];
      await files.create({ uuid, owner_id: owner, type, name: originalName, renditions });
      return uuid;
    },
    async eventsOf(uuid: string) {
      await harness.get(Outbox).flush();
      const broker = EmbeddedBroker.forDataDir(harness.dataDir);
      return ['trader.deal.created', 'trader.deal.updated', 'trader.deal.status-changed'].flatMap((type) =>
        broker
          .readTopic(type)
          .filter((message) => message.key === uuid)
          .map((message) => JSON.parse(message.value) as { type: string; data: Record<string, unknown> }),
      );
    },
  });
}
