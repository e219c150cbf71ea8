import type { OpenAPIObject } from '@nestjs/swagger';
import express, { type Request, type Response, type Router } from 'express';
import { join } from 'node:path';
import type { ApiRoutes } from './routes';
import type { ServiceTargets } from './service-targets';
import { sendFailure } from './edge';

/** OpenAPI's `{name}` parameters in the routes' `:name` form. */
const asTemplate = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

/** How long a merged document is reused: services change their routes only when they are redeployed. */
const CACHE_MS = 60_000;

/**
 * The API of the whole marketplace as one OpenAPI document: each service's own (`GET <service>/openapi.json`),
 * keeping only the paths the gateway actually routes to that service, so the document describes what a caller
 * of the gateway can reach.
 */
export class OpenApiDocuments {
  private cached?: { at: number; document: OpenAPIObject };

  constructor(
    private readonly services: ServiceTargets,
    private readonly routes: ApiRoutes,
  ) {}

  async merged(): Promise<OpenAPIObject> {
    if (this.cached && Date.now() - this.cached.at < CACHE_MS) return this.cached.document;
    const parts = await Promise.all(
      this.services.all().map(async ([service, [url]]) => {
        // A service builds its document on the first request (about a second of CPU, longer on a busy machine).
        const res = await fetch(`${url}/openapi.json`, { signal: AbortSignal.timeout(30_000) });
        if (!res.ok) throw new Error(`${service} answered ${res.status} for its OpenAPI document`);
        return [service, (await res.json()) as OpenAPIObject] as const;
      }),
    );
    const document: OpenAPIObject = {
      openapi: '3.0.0',
      info: { title: 'Solar marketplace API', version: '1', description: 'Every service behind the gateway. Answers use the API envelope.' },
      servers: [{ url: '/' }],
      paths: {},
      components: { schemas: {}, securitySchemes: {} },
    };
    const routed = new Set(this.routes.all().map(({ template, service }) => `${service} ${template}`));
    for (const [service, part] of parts) {
      for (const [path, item] of Object.entries(part.paths)) {
        if (routed.has(`${service} ${asTemplate(path)}`)) document.paths[path] = item;
      }
      Object.assign(document.components!.schemas!, part.components?.schemas);
      Object.assign(document.components!.securitySchemes!, part.components?.securitySchemes);
    }
    this.cached = { at: Date.now(), document };
    return document;
  }
}

/** `/openapi.json` (the merged document) and `/docs` (Swagger UI on it, from swagger-ui-dist). */
export function openApiRoutes(documents: OpenApiDocuments): Router {
  const router = express.Router();
  router.get('/openapi.json', (_req: Request, res: Response) => {
    documents.merged().then(
      (document) => res.json(document),
      () => sendFailure(res, 503, 'Service unavailable, please try again shortly.'),
    );
  });
  // The page's relative asset links need the trailing slash.
  router.get('/docs', (req, res, next) => (req.path === '/docs' && !req.originalUrl.startsWith('/docs/') ? res.redirect(301, '/docs/') : next()));
  // swagger-ui-dist's page loads this initializer; ours points it at the merged document.
  router.get('/docs/swagger-initializer.js', (_req, res) => {
    res
      .type('application/javascript')
      .send(
        `window.onload = () => { window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#swagger-ui', deepLinking: true, presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset], layout: 'StandaloneLayout' }); };`,
      );
  });
  router.use('/docs', express.static(swaggerUiDist(), { maxAge: '1h' }));
  return router;
}

function swaggerUiDist(): string {
  return join(require.resolve('swagger-ui-dist/package.json'), '..');
}
