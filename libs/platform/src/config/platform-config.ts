import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Joi from 'joi';

/** Settings every service and the gateway share; read once from the environment and validated. */
export interface PlatformConfig {
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Root of everything the embedded adapters write (store journals, bus log, mail, files). */
  dataDir: string;
  kafkaBrokers?: string[];
  mongodbUri?: string;
  elasticsearchUrl?: string;
  jwtSecret: string;
  /** Lifetime of access tokens, in seconds. */
  jwtTtlSeconds: number;
  /** SMTP server for outgoing mail (smtp:// or smtps://, credentials in the URL); files under `<dataDir>/mail` when absent. */
  smtpUrl?: string;
  /** Sender of outgoing mail, an address or `Name <address>`. */
  mailFrom: string;
  /** Bearer token that opens `/metrics` to a scraper; without it only loopback callers may read metrics. */
  metricsToken?: string;
  /** The S3-compatible bucket that keeps the files; files under `<dataDir>/files` when absent. */
  s3?: S3Settings;
}

/** Where the S3 file storage adapter keeps files (`S3_*` settings). */
export interface S3Settings {
  bucket: string;
  /** A non-AWS server (MinIO, Ceph, R2...); AWS's own endpoint for the region when absent. */
  endpoint?: string;
  region: string;
  /** `http://endpoint/bucket/key` instead of `http://bucket.endpoint/key`: what most self-hosted servers need. */
  forcePathStyle: boolean;
  /** Absent: the AWS SDK's default chain (AWS_* variables, profile, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export const DEFAULT_MAIL_FROM = 'Solar Marketplace <no-reply@solar-marketplace.local>';

export class ConfigError extends Error {}

const schema = Joi.object({
  NODE_ENV: Joi.string().valid('development', 'production', 'test').default('development'),
  LOG_LEVEL: Joi.string().valid('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent').default('info'),
  DATA_DIR: Joi.string().default('./data'),
  KAFKA_BROKERS: Joi.string()
    .pattern(/^[\w.-]+:\d+(,[\w.-]+:\d+)*$/)
    .message('KAFKA_BROKERS must be host:port[,host:port...]'),
  MONGODB_URI: Joi.string().uri({ scheme: ['mongodb', 'mongodb+srv'] }),
  ELASTICSEARCH_URL: Joi.string().uri({ scheme: ['http', 'https'] }),
  JWT_SECRET: Joi.string().min(32).message('JWT_SECRET must be at least 32 characters'),
  JWT_TTL_SECONDS: Joi.number().integer().min(60).max(86400).default(3600),
  SMTP_URL: Joi.string()
    .uri({ scheme: ['smtp', 'smtps'] })
    .message('SMTP_URL must be an smtp:// or smtps:// URL'),
  MAIL_FROM: Joi.string()
    .trim()
    .pattern(/^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/)
    .message('MAIL_FROM must be an address or "Name <address>"')
    .default(DEFAULT_MAIL_FROM),
  METRICS_TOKEN: Joi.string().min(16).message('METRICS_TOKEN must be at least 16 characters'),
  // S3's bucket naming rules; a name the server would refuse stops the start instead of the first upload.
  S3_BUCKET: Joi.string()
    .pattern(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/)
    .message('S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens'),
  S3_ENDPOINT: Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .message('S3_ENDPOINT must be an http:// or https:// URL'),
  S3_REGION: Joi.string()
    .pattern(/^[a-z0-9-]+$/)
    .message('S3_REGION must be a region name such as eu-central-1'),
  S3_ACCESS_KEY_ID: Joi.string(),
  S3_SECRET_ACCESS_KEY: Joi.string(),
  S3_FORCE_PATH_STYLE: Joi.boolean().truthy('1').falsy('0').messages({ 'boolean.base': 'S3_FORCE_PATH_STYLE must be true or false' }),
}).unknown(true);

const S3_OPTIONAL_SETTINGS = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;

/**
 * Validates the environment and stops the start with a clear message on a wrong value.
 * Without JWT_SECRET a single machine gets a random secret kept under the data folder, so tokens survive a
 * restart; production must set it, since every service process has to verify the same tokens.
 */
export function loadPlatformConfig(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  // An empty variable counts as unset (compose files and manifests often pass `VAR=` for "not used").
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const { value, error } = schema.validate(given, { abortEarly: false, convert: true });
  if (error) {
    throw new ConfigError(`Invalid configuration: ${error.details.map((d) => d.message).join('; ')}`);
  }
  const dataDir = resolve(value.DATA_DIR);
  if (!value.JWT_SECRET && value.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration: JWT_SECRET is required when NODE_ENV is production');
  }
  return {
    nodeEnv: value.NODE_ENV,
    logLevel: value.LOG_LEVEL,
    dataDir,
    kafkaBrokers: value.KAFKA_BROKERS ? String(value.KAFKA_BROKERS).split(',') : undefined,
    mongodbUri: value.MONGODB_URI,
    elasticsearchUrl: value.ELASTICSEARCH_URL,
    jwtSecret: value.JWT_SECRET ?? localJwtSecret(dataDir),
    jwtTtlSeconds: value.JWT_TTL_SECONDS,
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    metricsToken: value.METRICS_TOKEN,
    s3: s3Settings(value),
  };
}

/**
 * The bucket settings, checked together: a setting that only makes sense with a bucket stops the start when the
 * bucket is missing (files would silently stay on one machine's disk), and so does half a key pair.
 */
function s3Settings(value: Record<string, string | boolean | undefined>): S3Settings | undefined {
  if (!value.S3_BUCKET) {
    const orphans = S3_OPTIONAL_SETTINGS.filter((name) => value[name] !== undefined);
    if (orphans.length) throw new ConfigError(`Invalid configuration: ${orphans.join(', ')} ${orphans.length > 1 ? 'are' : 'is'} set but S3_BUCKET is not`);
    return undefined;
  }
  const endpoint = value.S3_ENDPOINT as string | undefined;
  // AWS signs for the bucket's region, which only the operator knows; other servers accept any name.
  if (!endpoint && !value.S3_REGION) {
    throw new ConfigError('Invalid configuration: S3_REGION is required with S3_BUCKET on AWS (when S3_ENDPOINT is not set)');
  }
  const accessKeyId = value.S3_ACCESS_KEY_ID as string | undefined;
  const secretAccessKey = value.S3_SECRET_ACCESS_KEY as string | undefined;
  if (!accessKeyId !== !secretAccessKey) {
    throw new ConfigError(
      'Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither, for the AWS default credentials)',
    );
  }
  return {
    bucket: value.S3_BUCKET as string,
    endpoint,
    region: (value.S3_REGION as string | undefined) ?? 'us-east-1',
    // Self-hosted servers rarely have a DNS name per bucket; AWS prefers virtual-hosted addresses.
    forcePathStyle: (value.S3_FORCE_PATH_STYLE as boolean | undefined) ?? Boolean(endpoint),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

function localJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'secrets', 'jwt.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(join(dataDir, 'secrets'), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // 'wx' so that two processes racing on a first start agree on one secret.
  try {
    writeFileSync(file, secret, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch {
    return readFileSync(file, 'utf8').trim();
  }
}
