import { Controller, Get } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { HealthCheck, HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import type { Connection } from 'mongoose';
import { Public } from '../auth/decorators';
import { RawResponse } from '../http/envelope.interceptor';

/** `/health` says the process is alive; `/health/ready` that it can serve (its store is connected). */
@Controller('health')
@Public()
@RawResponse()
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicator: HealthIndicatorService,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  @Get()
  @HealthCheck()
  live() {
    return this.health.check([]);
  }

  @Get('ready')
  @HealthCheck()
  ready() {
    return this.health.check([
      async () => {
        const store = this.indicator.check('documentStore');
        // readyState 1 = connected, for MongoDB and the embedded store alike.
        return this.connection.readyState === 1 ? store.up() : store.down({ readyState: this.connection.readyState });
      },
    ]);
  }
}
