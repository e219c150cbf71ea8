import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadPlatformConfig } from './platform-config';
import { serviceUrl } from './services';

describe('platform configuration', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('uses the embedded adapters when no engine is configured', () => {
    const config = loadPlatformConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({ dataDir, nodeEnv: 'development', logLevel: 'info', jwtTtlSeconds: 3600 });
    expect(config.kafkaBrokers).toBeUndefined();
    expect(config.mongodbUri).toBeUndefined();
    expect(config.elasticsearchUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe('Solar Marketplace <no-reply@solar-marketplace.local>');
  });

  it('reads the SMTP server and the sender of outgoing mail', () => {
    expect(loadPlatformConfig({ DATA_DIR: dataDir, SMTP_URL: 'smtps://user:secret@mail.example.com:465', MAIL_FROM: 'Shop <shop@example.com>' })).toMatchObject(
      {
        smtpUrl: 'smtps://user:secret@mail.example.com:465',
        mailFrom: 'Shop <shop@example.com>',
      },
    );
    expect(loadPlatformConfig({ DATA_DIR: dataDir, SMTP_URL: 'smtp://relay:25', MAIL_FROM: 'shop@example.com' })).toMatchObject({
      smtpUrl: 'smtp://relay:25',
      mailFrom: 'shop@example.com',
    });
  });

  it('refuses an SMTP URL of another scheme and a sender that is not an address', () => {
    expect(() => loadPlatformConfig({ DATA_DIR: dataDir, SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(() => loadPlatformConfig({ DATA_DIR: dataDir, SMTP_URL: 'mail.example.com:25' })).toThrow(/SMTP_URL/);
    expect(() => loadPlatformConfig({ DATA_DIR: dataDir, MAIL_FROM: 'Solar Marketplace' })).toThrow(/MAIL_FROM must be an address or "Name <address>"/);
    expect(() => loadPlatformConfig({ DATA_DIR: dataDir, MAIL_FROM: 'Shop <not an address>' })).toThrow(/MAIL_FROM/);
  });

  it('reads the engines and splits the broker list', () => {
    const config = loadPlatformConfig({
      DATA_DIR: dataDir,
      KAFKA_BROKERS: 'k1:9092,k2:9092',
      MONGODB_URI: 'mongodb://db:27017/catalog',
      ELASTICSEARCH_URL: 'http://es:9200',
      JWT_SECRET: 'x'.repeat(40),
    });
    expect(config).toMatchObject({
      kafkaBrokers: ['k1:9092', 'k2:9092'],
      mongodbUri: 'mongodb://db:27017/catalog',
      elasticsearchUrl: 'http://es:9200',
      jwtSecret: 'x'.repeat(40),
    });
  });

  it('stops the start with a clear message on a wrong value', () => {
    expect(() => loadPlatformConfig({ DATA_DIR: dataDir, KAFKA_BROKERS: 'not a broker list' })).toThrow(ConfigError);
    expect(() => loadPlatformConfig({ DATA_DIR: dataDir, KAFKA_BROKERS: 'nope' })).toThrow(/KAFKA_BROKERS must be host:port/);
    expect(() => loadPlatformConfig({ DATA_DIR: dataDir, MONGODB_URI: 'http://db' })).toThrow(/MONGODB_URI/);
    expect(() => loadPlatformConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadPlatformConfig({ DATA_DIR: dataDir, JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32 characters/);
    expect(() => loadPlatformConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' })).toThrow(/JWT_SECRET is required/);
  });

  it('reads the S3 bucket: path-style addresses and a default region for another server, the SDK chain without keys', () => {
    expect(loadPlatformConfig({ DATA_DIR: dataDir }).s3).toBeUndefined();
    expect(
      loadPlatformConfig({
        DATA_DIR: dataDir,
        S3_BUCKET: 'solar-files',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      bucket: 'solar-files',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    expect(loadPlatformConfig({ DATA_DIR: dataDir, S3_BUCKET: 'solar-files', S3_REGION: 'eu-central-1' }).s3).toEqual({
      bucket: 'solar-files',
      endpoint: undefined,
      region: 'eu-central-1',
      forcePathStyle: false,
      credentials: undefined,
    });
    const explicit = { DATA_DIR: dataDir, S3_BUCKET: 'solar-files', S3_ENDPOINT: 'https://s3.example.com', S3_REGION: 'auto' };
    expect(loadPlatformConfig({ ...explicit, S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false);
    expect(loadPlatformConfig({ ...explicit, S3_FORCE_PATH_STYLE: '1' }).s3?.forcePathStyle).toBe(true);
  });

  it('stops the start on S3 settings that cannot work together', () => {
    const start = (env: NodeJS.ProcessEnv) => () => loadPlatformConfig({ DATA_DIR: dataDir, ...env });
    expect(start({ S3_BUCKET: 'Solar_Files' })).toThrow(/S3_BUCKET must be a bucket name/);
    expect(start({ S3_BUCKET: 'solar-files', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT must be an http:\/\/ or https:\/\/ URL/);
    expect(start({ S3_BUCKET: 'solar-files', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(
      /S3_FORCE_PATH_STYLE must be true or false/,
    );
    expect(start({ S3_BUCKET: 'solar-files' })).toThrow(/S3_REGION is required with S3_BUCKET on AWS/);
    expect(start({ S3_BUCKET: 'solar-files', S3_REGION: 'eu-central-1', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/,
    );
    expect(start({ S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'us-east-1' })).toThrow(/S3_ENDPOINT, S3_REGION are set but S3_BUCKET is not/);
    expect(start({ S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(ConfigError);
  });

  it('keeps a generated token secret under the data folder, so tokens survive a restart', () => {
    const first = loadPlatformConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'secrets', 'jwt.key'), 'utf8')).toBe(first.jwtSecret);
    expect(loadPlatformConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('finds a service at its URL setting, else on its loopback port', () => {
    expect(serviceUrl('catalog', {})).toBe('http://127.0.0.1:3102');
    expect(serviceUrl('catalog', { CATALOG_URL: 'http://catalog:3102' })).toBe('http://catalog:3102');
  });
});

describe('empty variables', () => {
  it('treats an empty variable as unset, as compose files pass them', () => {
    const config = loadPlatformConfig({ DATA_DIR: '/tmp/solar-empty-vars', JWT_SECRET: 'x'.repeat(32), SMTP_URL: '', KAFKA_BROKERS: '' });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.kafkaBrokers).toBeUndefined();
  });
});
