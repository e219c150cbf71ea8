import { ConfigError } from '@solar/platform';
import { loadGatewaySettings } from './settings';

describe('gateway settings', () => {
  it('has defaults for one machine', () => {
    expect(loadGatewaySettings({})).toEqual({
      port: 3000,
      webDist: undefined,
      rateLimitPerMinute: 600,
      trustProxy: 'loopback',
      servicePorts: 'ephemeral',
      renderThreads: 1,
    });
  });

  it('reads a hop count or a subnet list for trust proxy', () => {
    expect(loadGatewaySettings({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadGatewaySettings({ TRUST_PROXY: 'uniquelocal' }).trustProxy).toBe('uniquelocal');
  });

  it('stops the start on a wrong value', () => {
    expect(() => loadGatewaySettings({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadGatewaySettings({ RATE_LIMIT_PER_MINUTE: '0' })).toThrow(/RATE_LIMIT_PER_MINUTE/);
    expect(() => loadGatewaySettings({ SERVICE_PORTS: 'random' })).toThrow(/SERVICE_PORTS/);
    expect(() => loadGatewaySettings({ RENDER_THREADS: '-1' })).toThrow(/RENDER_THREADS/);
  });
});
