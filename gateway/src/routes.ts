import { isApiPath } from '@solar/contracts';
import { routedTemplates, type ApiTables, type ServiceRegistry } from '@solar/platform';

interface Route {
  template: string;
  service: string;
  /** The template's segments; null stands for a `:parameter`. */
  segments: Array<string | null>;
}

/**
 * Which service answers which API path, derived from the declarations (services/*\/service.json) and the
 * contracts' API tables they name: the paths the controllers register, nothing else. A path matches a
 * template of as many segments; where two match (`/v1/client/items/search` and `/v1/client/items/:id`), the
 * one with a literal segment where the other has a parameter wins, as it would in the owning service.
 */
export class ApiRoutes {
  private readonly bySegmentCount = new Map<number, Route[]>();
  private readonly sockets: Array<{ path: string; service: string }>;

  constructor(registry: ServiceRegistry, tables?: ApiTables) {
    const seen = new Map<string, string>();
    for (const declaration of registry.services) {
      for (const template of routedTemplates(declaration, tables)) {
        if (!isApiPath(template)) {
          throw new Error(
            `${declaration.name} declares ${template}, outside the API's roots (libs/contracts/src/http/api-paths.ts): it would shadow or be shadowed by the web app`,
          );
        }
        const owner = seen.get(template);
        if (owner) throw new Error(`${template} is declared by both ${owner} and ${declaration.name}`);
        seen.set(template, declaration.name);
        const segments = template
          .split('/')
          .slice(1)
          .map((segment) => (segment.startsWith(':') ? null : segment));
        const list = this.bySegmentCount.get(segments.length) ?? [];
        list.push({ template, service: declaration.name, segments });
        this.bySegmentCount.set(segments.length, list);
      }
    }
    for (const list of this.bySegmentCount.values()) list.sort((a, b) => compareSpecificity(a.segments, b.segments));
    this.sockets = registry.services.flatMap((s) => s.websockets.map((path) => ({ path, service: s.name })));
  }

  /** The owning service of a request path, or undefined if no declared service serves it. */
  ownerOf(path: string): string | undefined {
    const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
    const segments = trimmed.split('/').slice(1);
    const candidates = this.bySegmentCount.get(segments.length);
    return candidates?.find((route) => route.segments.every((s, i) => (s === null ? segments[i] !== '' : s === segments[i])))?.service;
  }

  /** The service whose socket.io path a websocket upgrade asks for. */
  socketOwnerOf(path: string): string | undefined {
    return this.sockets.find((socket) => path === socket.path || path.startsWith(`${socket.path}/`))?.service;
  }

  /** Every routed template with its owner, for the tests and the merged API document. */
  all(): Array<{ template: string; service: string }> {
    return [...this.bySegmentCount.values()].flat().map(({ template, service }) => ({ template, service }));
  }
}

/** Literal before parameter, position by position from the left. */
function compareSpecificity(a: Array<string | null>, b: Array<string | null>): number {
  for (let i = 0; i < a.length; i++) {
    if ((a[i] === null) !== (b[i] === null)) return a[i] === null ? 1 : -1;
  }
  return 0;
}

export { isApiPath };
