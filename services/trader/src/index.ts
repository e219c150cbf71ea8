import { defineService } from '@solar/platform';
import { TRADER_SERVICE, TraderModule } from './trader.module';

export { TRADER_SERVICE, TraderModule } from './trader.module';

/** The service as both launchers start it (its declaration: services/trader/service.json). */
export const service = defineService(TRADER_SERVICE, (config) => TraderModule.forRoot(config));
