import { loadPlatformConfig } from '@solar/platform';
import type { INestApplication } from '@nestjs/common';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGateway } from './gateway';

/** A stand-in service instance that says which instance answered, and whether it is ready. */
function instance(name: string, ready = true): Promise<Server> {
  const server = createServer((req, res) => {
    res.writeHead(req.url === '/health/ready' && !ready ? 503 : 200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ status: 1, success: true, data: { instance: name } }));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
const urlOf = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

describe('a service listed with several instances', () => {
  const servers: Server[] = [];
  let gateway: INestApplication | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'solar-gateway-'));
  afterEach(async () => {
    await gateway?.close();
    for (const server of servers.splice(0)) await new Promise((r) => server.close(r));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function gatewayFor(services: Record<string, string>) {
    const config = loadPlatformConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' });
    gateway = await startGateway({ config, port: 0, host: '127.0.0.1', services, shutdownHooks: false });
    return `http://127.0.0.1:${(gateway.getHttpServer().address() as AddressInfo).port}`;
  }

  it('gets the requests in turn', async () => {
    servers.push(await instance('orders-a'), await instance('orders-b'));
    const base = await gatewayFor({ orders: servers.map(urlOf).join(',') });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await (await fetch(`${base}/v1/client/orders/status`, { method: 'POST' })).json()).data.instance);
    expect(answers).toEqual(['orders-a', 'orders-b', 'orders-a', 'orders-b']);
  });

  it('makes the gateway ready only when every instance is', async () => {
    servers.push(await instance('orders-a'), await instance('orders-b', false));
    const base = await gatewayFor({ orders: servers.map(urlOf).join(',') });
    const ready = await fetch(`${base}/health/ready`);
    expect(ready.status).toBe(503);
    expect(JSON.stringify(await ready.json())).toContain('"orders":"down"');
  });

  it('sends every call over the connections it keeps to the service, whatever the caller does with its own', async () => {
    const service = await instance('orders-a');
    servers.push(service);
    let connections = 0;
    service.on('connection', () => connections++);
    const base = await gatewayFor({ orders: urlOf(service) });
    // Each call on a connection of its own that the caller closes after the answer.
    const closingCall = () =>
      new Promise<number>((resolve, reject) => {
        const sent = request(`${base}/v1/client/orders/status`, { method: 'POST', agent: false, headers: { connection: 'close' } }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode!));
        });
        sent.on('error', reject).end();
      });
    for (let i = 0; i < 10; i++) expect(await closingCall()).toBe(200);
    expect(connections).toBe(1);
  });
});
