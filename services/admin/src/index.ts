import { defineService } from '@solar/platform';
import { ADMIN_SERVICE, AdminModule } from './admin.module';

export { ADMIN_SERVICE, AdminModule } from './admin.module';

/** The service as both launchers start it (its declaration: services/admin/service.json). */
export const service = defineService(ADMIN_SERVICE, (config, _options, peers) =>
  AdminModule.forRoot(config, { traderUrl: peers('trader'), catalogUrl: peers('catalog') }),
);
