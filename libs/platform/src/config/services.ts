import { serviceRegistry } from '../registry/service-registry';

/** A declared service's name (services/<name>/service.json). */
export type ServiceName = string;

/** Where a service answers: `<NAME>_URL` when set (distributed mode), else its declared loopback port. */
export function serviceUrl(name: ServiceName, env: NodeJS.ProcessEnv = process.env): string {
  return env[`${name.toUpperCase()}_URL`] || `http://127.0.0.1:${serviceRegistry().get(name).port}`;
}
