import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';

export const REQUEST_ID_HEADER = 'x-request-id';

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
            redact: ['req.headers.authorization', 'req.headers.cookie'],
          },
        }),
      ],
    };
  }
}
