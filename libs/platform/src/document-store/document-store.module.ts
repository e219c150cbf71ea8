import { type DynamicModule, Module } from '@nestjs/common';
import { type ModelDefinition, MongooseModule } from '@nestjs/mongoose';
import { documentStoreMongooseOptions } from './document-store.connection';
import type { DocumentStoreOptions } from './document-store.options';

/**
 * The document store port for a Nest service: mongoose models through @nestjs/mongoose, on MongoDB
 * when `mongodbUri` is given, otherwise on the embedded store (a folder, or memory).
 * Closing the application closes the connection, which flushes the store and frees its folder.
 */
@Module({})
export class DocumentStoreModule {
  static forRoot(options: DocumentStoreOptions): DynamicModule {
    return {
      module: DocumentStoreModule,
      imports: [
        MongooseModule.forRootAsync({
          // Runs right before the connection is created, so the driver is installed in time.
          useFactory: () => documentStoreMongooseOptions(options),
        }),
      ],
    };
  }

  static forFeature(models: ModelDefinition[] = [], connectionName?: string): DynamicModule {
    return MongooseModule.forFeature(models, connectionName);
  }
}
