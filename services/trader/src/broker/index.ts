import type { Provider } from '@nestjs/common';
import { BrokerListsController, SellerBrokerListsController } from './broker.controller';
import { BrokerListsService } from './broker-lists.service';
import { CATALOG_URL, CatalogBrands } from './catalog-brands';
import { DealSidebarService } from './deal-sidebar.service';

export { CATALOG_URL, CatalogBrands } from './catalog-brands';

/** The broker lists around the deals (part numbers, categories, brands, the listing sidebar, sectors). */
export const BROKER_CONTROLLERS = [BrokerListsController, SellerBrokerListsController];

/** The broker lists' providers, and the catalog's brands (read from the catalog at `catalogUrl`) that the deal form checks too. */
export const brokerProviders = (catalogUrl: string): Provider[] => [
  BrokerListsService,
  DealSidebarService,
  CatalogBrands,
  { provide: CATALOG_URL, useValue: catalogUrl },
];
