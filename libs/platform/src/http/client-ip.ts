import type { Request } from 'express';

/**
 * The header the gateway sets to the caller's address, as its trusted-proxy setting resolves it, replacing
 * any value the caller sent. Services sit behind the gateway, so per-client limits read this header.
 */
export const CLIENT_IP_HEADER = 'x-client-ip';

/** The caller's address: the gateway's header when present, else the socket's peer (direct calls, tests). */
export function clientIp(request: Pick<Request, 'headers' | 'socket'>): string {
  const forwarded = request.headers[CLIENT_IP_HEADER];
  const value = Array.isArray(forwarded) ? forwarded[0] : forwarded;
  return value?.trim() || request.socket.remoteAddress || 'unknown';
}
