import { CATALOG_INTERNAL_API, DEMO_BRANDS, brandPath, demoBrandId, type CatalogBrandRecord } from '@solar/contracts';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A brand the catalog has but has switched off: deals may not name it, and brand lists hide it. */
export const INACTIVE_BRAND: CatalogBrandRecord = {
  id: 900,
  name: 'Retired Modules Co',
  slug: brandPath('Retired Modules Co'),
  logo: null,
  status: 'inactive',
  heading: 'Retired Modules Co',
  meta_title: 'Retired Modules Co | Solar Marketplace',
  meta_description: 'Buy Retired Modules Co solar equipment.',
};

const demoBrand = (name: (typeof DEMO_BRANDS)[number]): CatalogBrandRecord => ({
  id: demoBrandId(name),
  name,
  slug: brandPath(name),
  logo: null,
  status: 'active',
  heading: name,
  meta_title: `${name} | Solar Marketplace`,
  meta_description: `Buy ${name} solar equipment.`,
});

/**
 * The catalog's internal brand list (CATALOG_INTERNAL_API.brands) as the trader reads it, on a loopback port:
 * the demo brands under the ids the catalog seeds them with, and one inactive brand. Tests change `brands`, make
 * it fail with `answerStatus`, and read `requests` (the headers of each call) to see when the trader asked.
 */
export class FakeCatalog {
  brands: CatalogBrandRecord[] = [...DEMO_BRANDS.map(demoBrand), INACTIVE_BRAND];
  /** Anything but 200 makes the brand list fail with it. */
  answerStatus = 200;
  readonly requests: IncomingHttpHeaders[] = [];

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<FakeCatalog> {
    let fake: FakeCatalog | undefined;
    const server = createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      if (request.url !== CATALOG_INTERNAL_API.brands || !fake) {
        response.statusCode = 404;
        response.end(JSON.stringify({ status: 0, success: false, error: '404 - ' }));
        return;
      }
      fake.requests.push(request.headers);
      response.statusCode = fake.answerStatus;
      response.end(
        JSON.stringify(
          fake.answerStatus === 200
            ? { status: 1, success: true, data: fake.brands }
            : { status: 0, success: false, error: 'Server Error - Something went wrong' },
        ),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    fake = new FakeCatalog(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    return fake;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
