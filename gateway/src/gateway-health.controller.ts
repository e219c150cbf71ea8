import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { Public, RawResponse, type ServiceName } from '@solar/platform';

export const SERVICE_URLS = Symbol('SERVICE_URLS');
export type ServiceUrls = Partial<Record<ServiceName, string>>;

@Controller('health')
@Public()
@RawResponse()
export class GatewayHealthController {
  constructor(@Inject(SERVICE_URLS) private readonly services: ServiceUrls) {}

  @Get()
  live() {
    return { status: 'ok' };
  }

  /** Ready when every service behind the gateway says it is ready. */
  @Get('ready')
  async ready() {
    const checks = await Promise.all(
      Object.entries(this.services).map(async ([name, url]) => {
        try {
          const res = await fetch(`${url}/health/ready`, { signal: AbortSignal.timeout(2000) });
          return [name, res.ok ? 'up' : 'down'] as const;
        } catch {
          return [name, 'down'] as const;
        }
      }),
    );
    const services = Object.fromEntries(checks);
    if (checks.some(([, state]) => state === 'down')) throw new ServiceUnavailableException({ status: 'error', services });
    return { status: 'ok', services };
  }
}
