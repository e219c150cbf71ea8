import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a log line tells of its request: its id, method and path with query. */
function requestForLogs(req: IncomingMessage & { id?: unknown }): { id: unknown; method?: string; url?: string } {
  return { id: req.id, method: req.method, url: req.url };
}

/** pino JSON logs, one line per request carrying the request id the gateway assigned. */
@Module({})
export class LoggingModule {
  static forRoot(options: { service: string; level: string }): DynamicModule {
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: {
            level: options.level,
            name: options.service,
            genReqId: (req: IncomingMessage, res: ServerResponse) => {
              const id = (req.headers[REQUEST_ID_HEADER] as string | undefined) ?? randomUUID();
              res.setHeader(REQUEST_ID_HEADER, id);
              return id;
            },
            autoLogging: { ignore: (req: IncomingMessage) => (req.url ?? '').startsWith('/health') },
            // Every request's logger is bound to its request, serialized when the request arrives whether or not a
            // line is ever written: a few fields keep that cheap, and no header (tokens, cookies) reaches a log.
            serializers: { req: requestForLogs },
          },
        }),
      ],
    };
  }
}
