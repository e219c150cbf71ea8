import { ConfigError } from '@solar/platform';
import Joi from 'joi';

/** The gateway's own settings, validated like the platform's: a wrong value stops the start with a message. */
export interface GatewaySettings {
  port: number;
  webDist?: string;
  rateLimitPerMinute: number;
  /** Express's `trust proxy`: 'loopback', a hop count, or addresses/subnets. */
  trustProxy: string | number;
  servicePorts: 'fixed' | 'ephemeral';
  /** Threads rendering the landing pages on the server; 0 leaves them to the browser. */
  renderThreads: number;
}

const schema = Joi.object({
  PORT: Joi.number().port().default(3000),
  WEB_DIST: Joi.string(),
  RATE_LIMIT_PER_MINUTE: Joi.number().integer().min(1).default(600),
  TRUST_PROXY: Joi.alternatives(Joi.number().integer().min(0), Joi.string()).default('loopback'),
  SERVICE_PORTS: Joi.string().valid('fixed', 'ephemeral').default('ephemeral'),
  RENDER_THREADS: Joi.number().integer().min(0).max(64).default(1),
}).unknown(true);

export function loadGatewaySettings(env: NodeJS.ProcessEnv = process.env): GatewaySettings {
  const { value, error } = schema.validate(env, { abortEarly: false, convert: true });
  if (error) throw new ConfigError(`Invalid configuration: ${error.details.map((d) => d.message).join('; ')}`);
  return {
    port: value.PORT,
    webDist: value.WEB_DIST,
    rateLimitPerMinute: value.RATE_LIMIT_PER_MINUTE,
    trustProxy: value.TRUST_PROXY,
    servicePorts: value.SERVICE_PORTS,
    renderThreads: value.RENDER_THREADS,
  };
}
