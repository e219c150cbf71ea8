import { routeTemplatesOf, servedTemplates, serviceRegistry } from '@solar/platform';
import { startServiceHarness } from '@solar/platform/testing';
import { packagedDefinition } from './single-machine';

/**
 * Every declared service serves exactly the paths of the API tables its declaration names: none a table lacks
 * (the gateway could not route it), none a table lists that no controller registers. A new service's
 * declaration brings it into this test.
 */
const services = serviceRegistry().services;

/** Options that keep a start quick: no demo catalogue. */
const QUICK_START: Record<string, unknown> = { catalog: { seed: { itemsPerCategory: 0 } }, trader: { seed: { deals: 0 } } };

describe.each(services.map((s) => [s.name, s] as const))('%s', (name, declaration) => {
  it('serves the paths of its API tables, and no other', async () => {
    // The services it calls are not needed to list its routes; an unused address stands in for each.
    const peers = Object.fromEntries(declaration.calls.map((callee) => [callee, 'http://127.0.0.1:9']));
    const harness = await startServiceHarness(packagedDefinition(name), { options: QUICK_START[name], peers });
    try {
      const document = (await harness.http().get('/openapi.json').expect(200)).body;
      expect(routeTemplatesOf(document).sort()).toEqual(servedTemplates(declaration).sort());
    } finally {
      await harness.close();
    }
  }, 60_000);
});
