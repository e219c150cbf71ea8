import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { DEMO_SELLER_IDS, IMAGE_SIZES } from '@solar/contracts';
import { FileStorage, seedUuid, storePlaceholderPicture, type UploadRendition } from '@solar/platform';
import type { Model } from 'mongoose';
import { WorkEntry } from '../work-history/work-entry.schema';
import { type Storefront } from '../stores/storefront.schema';
import { STOREFRONT_OPTIONS, type StorefrontOptions } from '../storefront.options';
import { Storefronts } from '../stores/storefronts.service';

interface DemoStore {
  fields: Partial<Storefront>;
  hue: number;
  projects: Array<Pick<WorkEntry, 'title' | 'description' | 'year' | 'location'>>;
}

const policies = (returnsDays: number, carrier: string) => ({
  shipping_refund: `<p>Unused equipment in its original packaging may be returned within ${returnsDays} days of delivery for a full refund. Panels and batteries damaged in transit are replaced at our cost: note the damage on the delivery receipt and send us photos within 48 hours.</p>`,
  terms_conditions:
    '<p>Prices are in USD and include the manufacturer warranty. Orders are confirmed once payment is captured; quantities above stock on hand are quoted separately.</p>',
  privacy_policy: '<p>We use your contact details only to fulfil and support your order. We never sell or share them with third parties for marketing.</p>',
  shipping_policy: `<p>Orders placed before 2 PM ship the same business day. Palletized freight ships by ${carrier} with lift-gate delivery available; small parcels ship by FedEx Ground.</p>`,
});

/** The demo sellers' stores, in DEMO_SELLER_IDS order. */
const DEMO_STORES: Record<(typeof DEMO_SELLER_IDS)[number], DemoStore> = {
  'demo-seller-1': {
    hue: 32,
    fields: {
      name: 'Sunbelt Solar Supply',
      title: 'Sunbelt Solar Supply',
      subtitle: 'Tier 1 panels, string inverters and racking for installers across the Southwest',
      email: 'sales@sunbelt-solar.example',
      website: 'https://sunbelt-solar.example',
      phone: '(602) 555-0142',
      city: 'Phoenix',
      address_name: 'Main warehouse',
      address: '4410 E Broadway Rd',
      zip: '85040',
      about:
        '<p>Sunbelt Solar Supply has stocked residential and light-commercial installers since 2014. Our Phoenix warehouse keeps more than 2 MW of modules on hand, so most orders leave the dock within a day.</p>',
      company_vision: '<p>Make it easy for local installers to buy the same equipment as national EPCs, at fair prices and without minimum orders.</p>',
      seller_detail_services: 'Same-day will-call pickup, system design review, permit-ready spec sheets, warranty claims handled for you',
      seller_detail_coverage_area: 'Arizona, Nevada, New Mexico, Southern California, West Texas',
      ...policies(30, 'LTL carrier'),
    },
    projects: [
      {
        title: '1.2 MW carport array, Mesa school district',
        description: 'Supplied 2,180 bifacial modules, inverters and racking on a phased delivery schedule across four campuses.',
        year: 2025,
        location: 'Mesa, AZ',
      },
      {
        title: 'Community solar garden, 480 kW',
        description: 'Panels and string inverters for a cooperative-owned array, delivered to site in three truckloads.',
        year: 2023,
        location: 'Flagstaff, AZ',
      },
    ],
  },
  'demo-seller-2': {
    hue: 200,
    fields: {
      name: 'Desert Sun Distributors',
      title: 'Desert Sun Distributors',
      subtitle: 'Batteries, hybrid inverters and off-grid kits with expert pre-sale support',
      email: 'orders@desertsun-distributors.example',
      website: 'https://desertsun-distributors.example',
      phone: '(702) 555-0178',
      city: 'Las Vegas',
      address_name: 'Distribution center',
      address: '6285 S Valley View Blvd',
      zip: '89118',
      about:
        '<p>Desert Sun Distributors specializes in energy storage. Our technicians have commissioned more than 3,000 battery systems and help you size each one before you buy.</p>',
      company_vision: '<p>Every home and business should keep the lights on when the grid goes down.</p>',
      seller_detail_services: 'Battery sizing, off-grid system design, firmware updates before shipping, commissioning support by phone',
      seller_detail_coverage_area: 'Nationwide shipping; local delivery in the Las Vegas valley',
      ...policies(14, 'freight'),
    },
    projects: [
      {
        title: 'Off-grid ranch microgrid',
        description: '60 kWh of LFP storage with two hybrid inverters and a backup generator interlock for a remote cattle ranch.',
        year: 2024,
        location: 'Elko County, NV',
      },
      {
        title: 'Backup power for a dialysis clinic',
        description: 'Designed and supplied a 40 kWh battery system that carries critical loads for eight hours.',
        year: 2022,
        location: 'Henderson, NV',
      },
    ],
  },
  'demo-both-1': {
    hue: 130,
    fields: {
      name: 'Tara Trade Energy',
      title: 'Tara Trade Energy',
      subtitle: 'Surplus and overstock solar equipment at wholesale prices',
      email: 'hello@taratrade-energy.example',
      website: 'https://taratrade-energy.example',
      phone: '(512) 555-0119',
      city: 'Austin',
      address_name: 'Yard',
      address: '9801 Industrial Oaks Blvd',
      zip: '78744',
      about:
        '<p>Tara Trade Energy buys surplus inventory from distributors and project developers and passes the savings on. Every pallet is inspected and photographed before it is listed.</p>',
      company_vision: '<p>Keep good equipment out of warehouses and on rooftops.</p>',
      seller_detail_services: 'Pallet inspection reports, mixed-pallet orders, local pickup with forklift loading',
      seller_detail_coverage_area: 'Texas, Oklahoma, Louisiana; freight quotes for the rest of the continental US',
      ...policies(14, 'LTL carrier'),
    },
    projects: [
      {
        title: 'Overstock resale for a 5 MW developer',
        description: 'Bought and resold 900 kW of surplus modules left after a utility-scale build was re-engineered.',
        year: 2025,
        location: 'San Antonio, TX',
      },
    ],
  },
};

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A demo store's banner: a sky in the store's hue, a sun and rows of panels (the page names the store beside it). */
function bannerSvg(title: string, hue: number, width: number, height: number): string {
  const panel = Math.round(height / 7);
  const panels: string[] = [];
  for (let row = 0; row < 2; row++) {
    for (let col = 0; col < 14; col++) {
      const x = Math.round(width * 0.08) + col * Math.round(panel * 1.15) + row * Math.round(panel * 0.5);
      const y = Math.round(height * 0.55) + row * Math.round(panel * 0.95);
      panels.push(
        `<rect x="${x}" y="${y}" width="${panel}" height="${Math.round(panel * 0.8)}" rx="3" fill="hsl(${hue},45%,${26 + row * 6}%)" stroke="hsl(${hue},30%,70%)" stroke-width="2"/>`,
      );
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,88%)"/><stop offset="1" stop-color="hsl(${hue + 25},60%,70%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#sky)"/>
<circle cx="${Math.round(width * 0.8)}" cy="${Math.round(height * 0.28)}" r="${Math.round(height / 7)}" fill="hsl(45,95%,62%)" opacity="0.9"/>
${panels.join('')}
</svg>`;
}

async function storeBanner(storage: FileStorage, folder: string, title: string, hue: number): Promise<UploadRendition[]> {
  const renditions: UploadRendition[] = [];
  for (const size of IMAGE_SIZES) {
    const path = `${folder}/${size.name}.svg`;
    await storage.put(path, bannerSvg(title, hue, size.width, size.height), 'image/svg+xml');
    renditions.push({ type: size.name, path });
  }
  return renditions;
}

/** Seeds a store (with logo, banner and work history) for each demo seller that has none, on every start. */
@Injectable()
export class StorefrontSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(StorefrontSeeder.name);

  constructor(
    @Inject(STOREFRONT_OPTIONS) private readonly options: StorefrontOptions,
    @InjectModel(WorkEntry.name) private readonly entries: Model<WorkEntry>,
    private readonly stores: Storefronts,
    private readonly storage: FileStorage,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.options.demoStores) return;
    let seeded = 0;
    for (const sellerId of DEMO_SELLER_IDS) {
      if (await this.stores.mine(sellerId)) continue;
      const demo = DEMO_STORES[sellerId];
      const name = demo.fields.name!;
      const logo = await storePlaceholderPicture(this.storage, `storefront/demo/${sellerId}/logo`, name, demo.fields.city!, demo.hue);
      const banner = await storeBanner(this.storage, `storefront/demo/${sellerId}/banner`, name, demo.hue);
      await this.stores.write(sellerId, {
        ...demo.fields,
        logo: { uuid: seedUuid(`storefront-logo-${sellerId}`), renditions: logo },
        banner: { uuid: seedUuid(`storefront-banner-${sellerId}`), renditions: banner },
        is_enable: true,
      });
      for (const [index, project] of demo.projects.entries()) {
        const id = seedUuid(`storefront-work-${sellerId}-${index}`);
        await this.entries.updateOne({ _id: id }, { $setOnInsert: { seller_id: sellerId, ...project, created_at: new Date() } }, { upsert: true });
      }
      seeded++;
    }
    if (seeded) this.logger.log(`Seeded ${seeded} demo storefronts`);
  }
}
