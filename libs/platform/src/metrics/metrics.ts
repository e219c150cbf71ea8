import { Controller, DynamicModule, Get, Inject, Module, NotFoundException, Req, Res } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { Public } from '../auth/decorators';
import { RawResponse } from '../http/envelope.interceptor';
import { ApiExceptionFilter } from '../http/exception.filter';

export const METRICS_REGISTRY = Symbol('METRICS_REGISTRY');
export const SERVICE_METRICS = Symbol('SERVICE_METRICS');
const METRICS_TOKEN = Symbol('METRICS_TOKEN');

export type ServiceMetrics = ReturnType<typeof createServiceMetrics>;

/**
 * Prometheus metrics of one service: Node's process metrics and the duration of every HTTP request by
 * route pattern and status, labelled with the service, so an autoscaler or a dashboard can tell services
 * apart even when one process runs them all.
 */
export function createServiceMetrics(service: string) {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  return { registry, httpDuration };
}

/**
 * Express middleware timing each request; the route is the matched pattern, never the raw URL. `matchedRoute:
 * false` labels every request by `fallbackRoute` (the gateway, whose requests a service in the same process
 * may match a route of its own for).
 */
export function httpMetricsMiddleware(
  httpDuration: Histogram<'method' | 'route' | 'status'>,
  fallbackRoute: (req: Request) => string,
  { matchedRoute = true } = {},
) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const end = httpDuration.startTimer();
    res.once('finish', () => {
      const matched = matchedRoute ? (req.route as { path?: string } | undefined)?.path : undefined;
      const route = matched ?? fallbackRoute(req);
      end({ method: req.method, route, status: String(res.statusCode) });
    });
    next();
  };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Who may read `/metrics`: with a token configured (`METRICS_TOKEN`), whoever presents it as a bearer (a
 * Prometheus scraper in the cluster); without one, only callers on this machine that came straight to the
 * process (loopback peer, no proxy in between). Everyone else is told there is nothing here.
 */
export function mayReadMetrics(req: Pick<Request, 'headers' | 'socket'>, token: string | undefined): boolean {
  if (token) {
    const presented = Buffer.from(String(req.headers.authorization ?? ''));
    const expected = Buffer.from(`Bearer ${token}`);
    return presented.length === expected.length && timingSafeEqual(presented, expected);
  }
  const proxied = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  return !proxied && LOOPBACK.has(req.socket.remoteAddress ?? '');
}

@Controller('metrics')
@Public()
@RawResponse()
class MetricsController {
  constructor(
    @Inject(METRICS_REGISTRY) private readonly registry: Registry,
    @Inject(METRICS_TOKEN) private readonly token: string | undefined,
  ) {}

  @Get()
  async metrics(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (!mayReadMetrics(req, this.token)) {
      // Answered here, not thrown: the gateway has no exception filter of its own, and this must look like any 404.
      const { status, body } = new ApiExceptionFilter().toFailure(new NotFoundException());
      res.status(status).json(body);
      return;
    }
    res.setHeader('content-type', this.registry.contentType);
    res.send(await this.registry.metrics());
  }
}

/** `GET /metrics` in the Prometheus text format. */
@Module({})
export class MetricsModule {
  static forRoot(service: string, token?: string): DynamicModule {
    const metrics = createServiceMetrics(service);
    return {
      module: MetricsModule,
      controllers: [MetricsController],
      providers: [
        { provide: SERVICE_METRICS, useValue: metrics },
        { provide: METRICS_REGISTRY, useValue: metrics.registry },
        { provide: METRICS_TOKEN, useValue: token },
      ],
      exports: [SERVICE_METRICS],
    };
  }
}
