import { AdminOnly } from '@solar/platform';
import { Controller, Get } from '@nestjs/common';
import { ADMIN_API } from '@solar/contracts';
import { Dashboard } from './dashboard.service';

@Controller()
@AdminOnly()
export class DashboardController {
  constructor(private readonly dashboard: Dashboard) {}

  @Get(ADMIN_API.dashboard)
  read() {
    return this.dashboard.read();
  }
}
