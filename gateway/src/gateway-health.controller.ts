import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { Public, RawResponse } from '@solar/platform';
import { ServiceTargets } from './service-targets';

@Controller('health')
@Public()
@RawResponse()
export class GatewayHealthController {
  constructor(@Inject(ServiceTargets) private readonly services: ServiceTargets) {}

  @Get()
  live() {
    return { status: 'ok' };
  }

  /** Ready when every instance of every service behind the gateway says it is ready. */
  @Get('ready')
  async ready() {
    const checks = await Promise.all(
      this.services.all().map(async ([name, instances]) => {
        const states = await Promise.all(instances.map((url) => instanceReady(url)));
        return [name, states.every(Boolean) ? 'up' : 'down'] as const;
      }),
    );
    const services = Object.fromEntries(checks);
    if (checks.some(([, state]) => state === 'down')) throw new ServiceUnavailableException({ status: 'error', services });
    return { status: 'ok', services };
  }
}

async function instanceReady(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/health/ready`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}
