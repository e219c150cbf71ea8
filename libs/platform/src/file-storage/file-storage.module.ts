import { DynamicModule, Module } from '@nestjs/common';
import { join } from 'node:path';
import type { PlatformConfig } from '../config';
import { FileStorage, LocalDiskFileStorage } from './file-storage';

/** Local disk under `<dataDir>/files` (served by the gateway at /files); a bucket adapter slots in here. */
@Module({})
export class FileStorageModule {
  static forRoot(config: Pick<PlatformConfig, 'dataDir'>): DynamicModule {
    return {
      module: FileStorageModule,
      providers: [{ provide: FileStorage, useValue: new LocalDiskFileStorage(join(config.dataDir, 'files')) }],
      exports: [FileStorage],
    };
  }
}
