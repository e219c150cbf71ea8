import { Module, type DynamicModule, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { httpErrorMessage } from '@solar/contracts';
import {
  CLIENT_IP_HEADER,
  AuthModule,
  answerClientErrorsInEnvelope,
  bodyPrecheck,
  chooseAdapters,
  FileStorage,
  FileStorageModule,
  LoggingModule,
  MetricsModule,
  SERVICE_METRICS,
  TokenService,
  httpMetricsMiddleware,
  serviceRegistry,
  type ApiTables,
  type PlatformConfig,
  type ServiceRegistry,
  type ServiceMetrics,
} from '@solar/platform';
import express, { type NextFunction, type Request, type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { existsSync } from 'node:fs';
import { Agent, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { join } from 'node:path';
import { Logger } from 'nestjs-pino';
import { LandingPages } from './landing-pages';
import { apiRateLimit, requestId, sendFailure, verifyBearer } from './edge';
import { GatewayHealthController } from './gateway-health.controller';
import { toService, type InProcessServices } from './in-process';
import { OpenApiDocuments, openApiRoutes } from './openapi';
import { ApiRoutes, isApiPath } from './routes';
import { ServiceTargets, type ServiceUrls } from './service-targets';
import { filesFailure, serveStoredFiles } from './stored-files';
import { webAppRoutes } from './web-app';

export interface GatewayOptions {
  config: PlatformConfig;
  port: number;
  host?: string;
  services: ServiceUrls;
  /** The declared services (services/*\/service.json) unless a test brings its own. */
  registry?: ServiceRegistry;
  /** The API tables the declarations name: @solar/contracts unless a test brings its own. */
  apiTables?: ApiTables;
  /** The built web app; served with an index.html fallback for client-side routes. */
  webDist?: string;
  /**
   * Threads that render the landing pages on the server (from the web's server build beside webDist, dist-server);
   * 0 leaves every page to the browser. 1 by default.
   */
  renderThreads?: number;
  rateLimitPerMinute?: number;
  /** Express's `trust proxy` setting: 'loopback' (default), a number of hops, or addresses/subnets. */
  trustProxy?: string | number;
  shutdownHooks?: boolean;
  /** Services running in this process (single-machine mode), handed their requests without a socket. */
  inProcess?: InProcessServices;
}

@Module({})
class GatewayModule {
  static forRoot(options: GatewayOptions): DynamicModule {
    return {
      module: GatewayModule,
      imports: [
        LoggingModule.forRoot({ service: 'gateway', level: options.config.logLevel }),
        AuthModule.forRoot({ jwtSecret: options.config.jwtSecret, jwtTtlSeconds: options.config.jwtTtlSeconds }),
        MetricsModule.forRoot('gateway', options.config.metricsToken),
        FileStorageModule.forRoot(options.config),
      ],
      controllers: [GatewayHealthController],
      providers: [{ provide: ServiceTargets, useValue: new ServiceTargets(options.services) }],
    };
  }
}

/**
 * Websocket upgrades (socket.io's transport) go to the service that declares the path, round-robin over its
 * instances like HTTP; any other upgrade is refused. Services authenticate the socket themselves, from the
 * token in the handshake.
 */
function proxyWebsockets(server: Server, routes: ApiRoutes, services: ServiceTargets): void {
  const sockets = createProxyMiddleware<IncomingMessage, ServerResponse>({
    router: (req) => services.next(routes.socketOwnerOf(pathOf(req.url))!),
    ws: false,
    xfwd: true,
    // A service gone mid-handshake: the client's socket.io reconnects to another instance.
    on: { error: (_err, _req, socket) => void (socket as Socket).destroy() },
  });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const owner = routes.socketOwnerOf(pathOf(req.url));
    if (!owner || !services.has(owner)) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    sockets.upgrade(req, socket as Socket, head);
  });
}

const pathOf = (url = '/') => url.split('?')[0];

/** The methods API calls use; the gateway answers any other with 405. */
const API_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The single entry point: request ids, token check, rate limits, routing to services, and the web app. */
export async function startGateway(options: GatewayOptions): Promise<INestApplication> {
  const { config, port, host = '0.0.0.0', webDist, rateLimitPerMinute = 600, shutdownHooks = true } = options;
  // No body parsing here: request bodies stream through to the services untouched.
  const app = await NestFactory.create<NestExpressApplication>(GatewayModule.forRoot(options), { bodyParser: false, bufferLogs: true });
  app.useLogger(app.get(Logger));
  const services = app.get(ServiceTargets);
  const routes = new ApiRoutes(options.registry ?? serviceRegistry(), options.apiTables);
  if (shutdownHooks) app.enableShutdownHooks();
  // Which proxies in front of the gateway may name the client's address (rate limits count per client).
  app.set('trust proxy', options.trustProxy ?? 'loopback');
  app.disable('x-powered-by');

  const api = express.Router();
  api.use(apiRateLimit(rateLimitPerMinute));
  api.use(bodyPrecheck);
  api.use(verifyBearer(app.get(TokenService)));
  // Services count per-client limits (sign-in attempts) by this header; a caller cannot set it.
  api.use((req: Request, _res: Response, next: NextFunction) => {
    req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    next();
  });
  const proxy = createProxyMiddleware<Request, Response>({
    // The dispatch below found the owner once per request.
    router: (req) => services.next(req.res!.locals.service as string)!,
    // Reused connections to the services: a new TCP connection per request exhausts ports under load.
    agent: new Agent({ keepAlive: true, maxSockets: 512 }),
    // A caller's `Connection: close` is for its own connection; forwarded, it would close the reused one too.
    headers: { connection: 'keep-alive' },
    xfwd: true,
    proxyTimeout: 30_000,
    on: {
      error: (_err, _req, res) => {
        if ('status' in res && typeof res.status === 'function' && !res.headersSent)
          sendFailure(res as Response, 503, 'Service unavailable, please try again shortly.');
        else res.end();
      },
    },
  });
  api.use(toService(options.inProcess ?? {}, proxy));
  // Proxied requests are labelled by the service that answered them; pages and files by their kind.
  app.use(
    httpMetricsMiddleware(
      app.get<ServiceMetrics>(SERVICE_METRICS).httpDuration,
      (req) => (req.res?.locals.service as string | undefined) ?? (isApiPath(req.path) ? 'unmatched' : 'web'),
      { matchedRoute: false },
    ),
  );
  app.use(requestId);
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (!isApiPath(req.path)) return next();
    // No API call is made with TRACE or CONNECT; Node's HTTP client cannot even forward a TRACE with a body.
    if (!API_METHODS.has(req.method)) {
      res.setHeader('Allow', [...API_METHODS].join(', '));
      return sendFailure(res, 405, httpErrorMessage(405));
    }
    const service = routes.ownerOf(req.path);
    if (!service || !services.has(service)) return sendFailure(res, 404, httpErrorMessage(404));
    res.locals.service = service;
    api(req, res, next);
  });
  app.use(openApiRoutes(new OpenApiDocuments(services, routes)));
  // Local files straight from their folder; files in a bucket through the port, with the same URLs and answers.
  const files =
    chooseAdapters(config).fileStorage === 'local'
      ? express.static(join(config.dataDir, 'files'), { fallthrough: false, maxAge: '1h' })
      : serveStoredFiles(app.get(FileStorage));
  app.use('/files', files, filesFailure);
  if (webDist && existsSync(join(webDist, 'index.html'))) {
    const landingPages = new LandingPages({
      serverEntry: join(webDist, '..', 'dist-server', 'entry-server.js'),
      routesFile: join(webDist, '.vite', 'landing-routes.json'),
      threads: options.renderThreads ?? 1,
    });
    // The threads end with the server (app.close(), or a shutdown signal).
    app.getHttpServer().on('close', () => void landingPages.close());
    app.use(webAppRoutes(webDist, landingPages));
  }
  await app.listen(port, host);
  answerClientErrorsInEnvelope(app.getHttpServer());
  proxyWebsockets(app.getHttpServer(), routes, services);
  return app;
}
