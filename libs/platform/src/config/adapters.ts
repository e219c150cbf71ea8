import type { PlatformConfig } from './platform-config';

/**
 * Which adapter each infrastructure port runs on. The embedded adapters keep everything on one machine (under
 * `dataDir`, or in memory); the others talk to the engine the configuration names.
 */
export interface AdapterChoice {
  documentStore: 'embedded' | 'mongodb';
  eventBus: 'embedded' | 'kafka';
  searchIndex: 'embedded' | 'elasticsearch';
  mail: 'file' | 'smtp';
  fileStorage: 'local' | 's3';
}

/** The settings that decide the adapters: a `PlatformConfig`, or any module's options naming the same fields. */
export type AdapterSettings = Partial<Pick<PlatformConfig, 'mongodbUri' | 'kafkaBrokers' | 'elasticsearchUrl' | 'smtpUrl' | 's3'>>;

/**
 * The one place that turns configuration into adapters: every module asks this instead of testing its
 * settings itself, so a port never runs on one engine in one module and another elsewhere. An empty setting
 * counts as unset.
 */
export function chooseAdapters(settings: AdapterSettings): AdapterChoice {
  return {
    documentStore: settings.mongodbUri ? 'mongodb' : 'embedded',
    eventBus: settings.kafkaBrokers && settings.kafkaBrokers.length > 0 ? 'kafka' : 'embedded',
    searchIndex: settings.elasticsearchUrl?.trim() ? 'elasticsearch' : 'embedded',
    mail: settings.smtpUrl ? 'smtp' : 'file',
    fileStorage: settings.s3?.bucket ? 's3' : 'local',
  };
}

/** One line for the start-up log: `document store mongodb, event bus kafka, ...`. */
export function describeAdapters(choice: AdapterChoice): string {
  return [
    `document store ${choice.documentStore}`,
    `event bus ${choice.eventBus}`,
    `search index ${choice.searchIndex}`,
    `mail ${choice.mail}`,
    `file storage ${choice.fileStorage}`,
  ].join(', ');
}
