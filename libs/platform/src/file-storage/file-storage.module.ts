import { type DynamicModule, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { join } from 'node:path';
import { type AdapterChoice, type AdapterSettings, chooseAdapters } from '../config/adapters';
import type { PlatformConfig } from '../config';
import { LocalDiskFileStorage } from './adapters/local.file-storage';
import { S3FileStorage } from './adapters/s3.file-storage';
import { FileStorage } from './file-storage.port';

type FileStorageSettings = Pick<PlatformConfig, 'dataDir'> & AdapterSettings;

const FILE_STORAGE_ADAPTERS: Record<AdapterChoice['fileStorage'], (config: FileStorageSettings) => FileStorage> = {
  // Served by the gateway at /files, straight from the folder.
  local: (config) => new LocalDiskFileStorage(join(config.dataDir, 'files')),
  // Chosen only when a bucket is set; served by the gateway at /files through this adapter.
  s3: (config) => new S3FileStorage(config.s3!),
};

/** The adapter the configuration selects (`chooseAdapters`): local disk under `<dataDir>/files`, or the S3 bucket. */
export function createFileStorage(config: FileStorageSettings): FileStorage {
  return FILE_STORAGE_ADAPTERS[chooseAdapters(config).fileStorage](config);
}

/** Closes the storage (the bucket client's connections) when the Nest application shuts down. */
@Injectable()
class FileStorageCloser implements OnApplicationShutdown {
  constructor(private readonly storage: FileStorage) {}

  async onApplicationShutdown(): Promise<void> {
    await this.storage.close();
  }
}

/** `FileStorage` on the adapter `chooseAdapters` names: local disk under `<dataDir>/files`, or an S3-compatible bucket. */
@Module({})
export class FileStorageModule {
  static forRoot(config: FileStorageSettings): DynamicModule {
    return {
      module: FileStorageModule,
      providers: [{ provide: FileStorage, useFactory: () => createFileStorage(config) }, FileStorageCloser],
      exports: [FileStorage],
    };
  }
}
