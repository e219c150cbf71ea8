import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chooseAdapters, describeAdapters } from './adapters';
import { loadPlatformConfig } from './platform-config';

describe('chooseAdapters', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'adapters-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every port on its embedded adapter when no engine is configured', () => {
    expect(chooseAdapters(loadPlatformConfig({ DATA_DIR: dataDir }))).toEqual({
      documentStore: 'embedded',
      eventBus: 'embedded',
      searchIndex: 'embedded',
      mail: 'file',
      fileStorage: 'local',
    });
  });

  it('moves each port to the engine its setting names', () => {
    const config = loadPlatformConfig({
      DATA_DIR: dataDir,
      MONGODB_URI: 'mongodb://db:27017',
      KAFKA_BROKERS: 'kafka1:9092,kafka2:9092',
      ELASTICSEARCH_URL: 'http://search:9200',
      SMTP_URL: 'smtp://relay:25',
    });
    expect(chooseAdapters(config)).toEqual({
      documentStore: 'mongodb',
      eventBus: 'kafka',
      searchIndex: 'elasticsearch',
      mail: 'smtp',
      fileStorage: 'local',
    });
    expect(chooseAdapters({ kafkaBrokers: ['kafka1:9092'] })).toMatchObject({ documentStore: 'embedded', eventBus: 'kafka' });
  });

  it('keeps files in the bucket when one is set', () => {
    const config = loadPlatformConfig({ DATA_DIR: dataDir, S3_BUCKET: 'solar-files', S3_ENDPOINT: 'http://minio:9000' });
    expect(chooseAdapters(config)).toMatchObject({ documentStore: 'embedded', fileStorage: 's3' });
    expect(describeAdapters(chooseAdapters(config))).toContain('file storage s3');
    expect(chooseAdapters(loadPlatformConfig({ DATA_DIR: dataDir, S3_BUCKET: '' })).fileStorage).toBe('local');
  });

  it('counts an empty or blank setting as unset', () => {
    expect(chooseAdapters({ mongodbUri: '', kafkaBrokers: [], elasticsearchUrl: '  ', smtpUrl: '' })).toEqual({
      documentStore: 'embedded',
      eventBus: 'embedded',
      searchIndex: 'embedded',
      mail: 'file',
      fileStorage: 'local',
    });
  });

  it('describes the choice in one line for the start-up log', () => {
    expect(describeAdapters(chooseAdapters({ mongodbUri: 'mongodb://db:27017', smtpUrl: 'smtp://relay:25' }))).toBe(
      'document store mongodb, event bus embedded, search index embedded, mail smtp, file storage local',
    );
  });
});
