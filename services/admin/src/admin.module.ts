import { DynamicModule, Module } from '@nestjs/common';
import { PlatformModule, serviceUrl, type PlatformConfig } from '@solar/platform';
import { AdminIdentityController } from './identity/admin-identity.controller';

export const ADMIN_SERVICE = 'admin' as const;

/** Where the owners of what the admin decides on answer; single-machine mode passes their loopback URLs. */
export interface AdminPeers {
  traderUrl: string;
  catalogUrl: string;
}

/** The admin area: moderation decisions, merchandising, ownership transfers and the audit log. */
@Module({})
export class AdminModule {
  static forRoot(config: PlatformConfig, peers: AdminPeers = { traderUrl: serviceUrl('trader'), catalogUrl: serviceUrl('catalog') }): DynamicModule {
    return {
      module: AdminModule,
      imports: [PlatformModule.forService({ service: ADMIN_SERVICE, config })],
      controllers: [AdminIdentityController],
      providers: [{ provide: ADMIN_PEERS, useValue: peers }],
    };
  }
}

export const ADMIN_PEERS = Symbol('admin peers');
