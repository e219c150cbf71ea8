import { DynamicModule, Module } from '@nestjs/common';
import { join } from 'node:path';
import { type AdapterChoice, type AdapterSettings, chooseAdapters } from '../config/adapters';
import type { PlatformConfig } from '../config';
import { LocalDiskFileStorage } from './adapters/local.file-storage';
import { FileStorage } from './file-storage.port';

// No setting picks among file storage adapters yet; the one for a bucket will add its own to AdapterSettings.
type FileStorageSettings = Pick<PlatformConfig, 'dataDir'> & AdapterSettings;

const FILE_STORAGE_ADAPTERS: Record<AdapterChoice['fileStorage'], (config: FileStorageSettings) => FileStorage> = {
  // Served by the gateway at /files.
  local: config => new LocalDiskFileStorage(join(config.dataDir, 'files')),
};

/** `FileStorage` on the adapter `chooseAdapters` names: local disk under `<dataDir>/files` (a bucket adapter slots in here). */
@Module({})
export class FileStorageModule {
  static forRoot(config: FileStorageSettings): DynamicModule {
    return {
      module: FileStorageModule,
      providers: [{ provide: FileStorage, useValue: FILE_STORAGE_ADAPTERS[chooseAdapters(config).fileStorage](config) }],
      exports: [FileStorage],
    };
  }
}
