import type { INestApplication } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A service's HTTP application as a plain request listener (its Express instance). */
export type ServiceListener = (req: IncomingMessage, res: ServerResponse) => void;

/** Services started in this very process (single-machine mode), by name. */
export type InProcessServices = Partial<Record<string, ServiceListener>>;

export const listenerOf = (app: INestApplication): ServiceListener => app.getHttpAdapter().getInstance() as ServiceListener;

/**
 * Hands a routed API request to its service. A service in this process gets the very request and response,
 * after every check of the gateway (rate limit, body precheck, token, client address) ran: a loopback socket
 * would make two more HTTP messages of each call, parsed and written, which is most of what a proxied public
 * read costs. Any other service is reached over HTTP by `proxy`.
 */
export function toService(inProcess: InProcessServices, proxy: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const listener = inProcess[res.locals.service as string];
    if (!listener) return proxy(req, res, next);
    listener(req, res);
  };
}
