import { Controller, Get, Injectable, Module, Param, type DynamicModule, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { apiRoute } from '@solar/contracts';
import { PlatformModule, Public, defineService, serviceRegistry, type ServiceDeclaration } from '@solar/platform';
import { Server } from 'socket.io';

/**
 * A service nobody built, declared and defined only here: it proves that one declaration is all a new service
 * needs to be started by the launcher, routed by the gateway (HTTP and websockets) and derived everywhere else.
 */
export const ECHO_API = {
  echo: apiRoute('/v1/client/echo/:word'),
} as const;

export const ECHO_SOCKET_PATH = '/echo/socket.io';

export const echoDeclaration: ServiceDeclaration = {
  name: 'echo',
  description: 'Answers what it is sent, over HTTP and socket.io.',
  port: 3199,
  api: ['ECHO_API'],
  internal_api: [],
  websockets: [ECHO_SOCKET_PATH],
  calls: ['catalog'],
  publishes: {},
  consumes: [],
  engines: ['mongodb', 'kafka'],
  files: 'none',
  environment: {},
  secrets: [],
  replicas: { min: 1, max: 2, local: 1 },
  resources: { requests: { cpu: '50m', memory: '64Mi' }, limits: { cpu: '250m', memory: '128Mi' } },
};

@Controller()
class EchoController {
  @Public()
  @Get(ECHO_API.echo.template)
  echo(@Param('word') word: string) {
    return { word, from: 'echo' };
  }
}

/** socket.io on the service's own HTTP server, at its declared path: `say` is answered through the ack. */
@Injectable()
class EchoSockets implements OnApplicationBootstrap, OnApplicationShutdown {
  private io?: Server;

  constructor(private readonly http: HttpAdapterHost) {}

  onApplicationBootstrap(): void {
    this.io = new Server(this.http.httpAdapter.getHttpServer(), { path: ECHO_SOCKET_PATH, serveClient: false });
    this.io.on('connection', (socket) => socket.on('say', (text: string, answer: (reply: string) => void) => answer(`echo: ${text}`)));
  }

  onApplicationShutdown(): void {
    this.io?.disconnectSockets(true);
    this.io?.engine.close();
  }
}

@Module({})
class EchoModule {
  static forRoot(...args: Parameters<typeof PlatformModule.forService>): DynamicModule {
    return { module: EchoModule, imports: [PlatformModule.forService(...args)], controllers: [EchoController], providers: [EchoSockets] };
  }
}

/** The echo service's definition; it asks for its peer's URL as a real service would, to prove `calls`. */
export const echoService = defineService<{ seen?: (catalogUrl: string) => void }>('echo', (config, options, peers) => {
  options?.seen?.(peers('catalog'));
  return EchoModule.forRoot({ service: 'echo', config });
});

export const registryWithEcho = () => serviceRegistry().with(echoDeclaration);
