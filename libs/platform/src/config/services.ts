/**
 * The bounded contexts and the loopback port each listens on in single-machine mode.
 * In distributed mode each service reads its own PORT and the gateway reads `<NAME>_URL`.
 */
export const SERVICE_PORTS = {
  identity: 3101,
  catalog: 3102,
  cart: 3103,
  orders: 3104,
  trader: 3105,
  chat: 3106,
  storefront: 3107,
  admin: 3108,
  search: 3109,
  content: 3110,
} as const;

export type ServiceName = keyof typeof SERVICE_PORTS;

/** Where a service answers: `<NAME>_URL` when set (distributed mode), else its loopback port. */
export function serviceUrl(name: ServiceName, env: NodeJS.ProcessEnv = process.env): string {
  return env[`${name.toUpperCase()}_URL`] ?? `http://127.0.0.1:${SERVICE_PORTS[name]}`;
}
