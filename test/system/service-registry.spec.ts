import * as contracts from '@solar/contracts';
import { httpErrorMessage } from '@solar/contracts';
import { startGateway, startSingleMachine, packagedDefinition, type SingleMachine } from '@solar/gateway';
import { loadPlatformConfig, routedTemplates, serviceRegistry } from '@solar/platform';
import type { INestApplication } from '@nestjs/common';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { api, WEB_DIST } from '../support/marketplace';
import { ECHO_API, ECHO_SOCKET_PATH, echoService, registryWithEcho } from '../support/throw-away-service';

/** A sample value for every `:parameter`, so a template becomes a path a caller could send. */
const pathOf = (template: string) => template.replace(/:[A-Za-z_]+/g, '0b7c3a52-93f1-4a8e-9d64-0c0f4cde2b11');

describe('every path of the API tables, through the gateway', () => {
  // Stand-ins that only say who they are: the gateway's routing alone decides who answers.
  const stubs: Server[] = [];
  let gateway: INestApplication;
  let base: string;
  let dataDir: string;

  beforeAll(async () => {
    const services: Record<string, string> = {};
    for (const name of serviceRegistry().names) {
      const stub = createServer((req, res) => res.setHeader('content-type', 'application/json').end(JSON.stringify({ service: name, path: req.url })));
      await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
      stubs.push(stub);
      services[name] = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
    }
    dataDir = mkdtempSync(join(tmpdir(), 'solar-routes-'));
    const config = loadPlatformConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test' });
    gateway = await startGateway({ config, port: 0, host: '127.0.0.1', services, rateLimitPerMinute: 100_000, shutdownHooks: false });
    base = `http://127.0.0.1:${(gateway.getHttpServer().address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await gateway.close();
    for (const stub of stubs) stub.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const owned = serviceRegistry().services.flatMap((service) => routedTemplates(service).map((template) => [template, service.name] as const));

  it('covers every declared service', () => {
    expect(new Set(owned.map(([, service]) => service))).toEqual(new Set(serviceRegistry().names));
    expect(owned.length).toBeGreaterThan(60);
  });

  it.each(owned)('%s reaches %s', async (template, service) => {
    const path = pathOf(template);
    const answer = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ service, path });
  });

  it.each([
    ['/v1/client/no-such-call'],
    ['/v1/client/cart/search/deeper'],
    ['/v1'],
    ['/listing/public/deals/all'],
    ['/listing/0b7c3a52/offers'],
    ['/login-info/unknown'],
    ['/broker/no-such-list'],
    ['/update-bid/12/deeper'],
    // `{product}-offer-update` of an equipment there is no such call for.
    ['/solar-offer-update/12'],
    ['/chat-status/12'],
  ])('answers %s with a JSON 404 in the envelope, never the web app', async (path) => {
    for (const method of ['GET', 'POST']) {
      const answer = await api(base, method, path);
      expect(answer.status).toBe(404);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(answer.body).toEqual({ status: 0, success: false, error: httpErrorMessage(404), http_error: httpErrorMessage(404) });
    }
  });

  it('never passes on a path only services call one another on', async () => {
    const answer = await fetch(`${base}/internal/carts/0b7c3a52-93f1-4a8e-9d64-0c0f4cde2b11`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).not.toContain('"service"');
  });
});

describe('a service added by one declaration', () => {
  let market: SingleMachine;
  let dataDir: string;
  let catalogUrlSeen = '';
  const sockets: Socket[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'solar-echo-'));
    market = await startSingleMachine({
      config: loadPlatformConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test' }),
      port: 0,
      host: '127.0.0.1',
      servicePorts: 'ephemeral',
      webDist: WEB_DIST,
      itemsPerCategory: 1,
      registry: registryWithEcho(),
      definitionOf: (name) => (name === 'echo' ? (echoService as never) : packagedDefinition(name)),
      serviceOptions: { echo: { seen: (url: string) => (catalogUrlSeen = url) }, trader: { seed: { deals: 0 } } },
      apiTables: { ...contracts, ECHO_API },
    });
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await market?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const socketTo = (path: string) => {
    const socket = connect(market.url, { path, transports: ['websocket'], reconnection: false, timeout: 5_000 });
    sockets.push(socket);
    return socket;
  };

  it("starts with the marketplace, after the service it calls, and gets that service's URL", () => {
    expect(Object.keys(market.services)).toContain('echo');
    expect(catalogUrlSeen).toBe(market.services.catalog);
  });

  it('is routed by the gateway', async () => {
    const answer = await api(market.url, 'GET', ECHO_API.echo('sun shine'));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ word: 'sun shine', from: 'echo' });
  });

  it("exchanges socket.io messages through the gateway's websocket upgrade", async () => {
    const socket = socketTo(ECHO_SOCKET_PATH);
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', resolve);
      socket.on('connect_error', reject);
    });
    const reply = await socket.timeout(5_000).emitWithAck('say', 'hello panels');
    expect(reply).toBe('echo: hello panels');
  });

  it('refuses a websocket upgrade on a path no service declares', async () => {
    const socket = socketTo('/nobody/socket.io');
    const error = await new Promise<Error>((resolve) => socket.on('connect_error', resolve));
    expect(error.message).toMatch(/websocket error/);
  });

  it('leaves the web app and the other services as they were', async () => {
    const page = await fetch(`${market.url}/trader/deals`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect((await api(market.url, 'POST', '/v1/client/categories/search', {})).status).toBe(200);
  });
});
