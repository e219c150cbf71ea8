import { Logger } from '@nestjs/common';
import { existsSync, readFileSync } from 'node:fs';
import type { Request } from 'express';
import { Piscina } from 'piscina';

/** What the web's server entry (web/src/entry-server.tsx) takes for one page; see LandingRenderTask there. */
interface LandingRenderTask {
  url: string;
  template: string;
  apiOrigin: string;
  clientIp?: string;
  timeoutMs: number;
}

export interface LandingPagesOptions {
  /** The web's server build (web/dist-server/entry-server.js). */
  serverEntry: string;
  /** The landing routes as regular expressions, a JSON list the web's build writes (web/dist/.vite/landing-routes.json). */
  routesFile: string;
  /** Render threads; each holds the app's code (tens of MB). */
  threads: number;
  /** Past this, a page is sent unrendered and the browser renders it, as for any other page. */
  timeoutMs?: number;
}

/**
 * Server rendering of the pages shoppers land on, in a pool of worker threads (piscina) so a render's CPU never
 * holds up the gateway's event loop and its API calls. Rendering only makes the first paint earlier: whenever it
 * cannot help (the build has no server entry, every thread is busy and the queue is full, a read or the render
 * runs late, or it fails), `render` answers undefined and the caller sends index.html, which the browser renders
 * itself as it always could.
 */
export class LandingPages {
  private readonly logger = new Logger(LandingPages.name);
  private pool?: Piscina<LandingRenderTask, string | undefined>;
  private routes?: RegExp[];
  /** Whether a render thread has answered (or failed) once: it has loaded the app's code. */
  private started = false;

  constructor(private readonly options: LandingPagesOptions) {}

  /** Whether the build includes the server entry and the routes (a web build made before they existed does not). */
  get available(): boolean {
    return this.options.threads > 0 && existsSync(this.options.serverEntry) && existsSync(this.options.routesFile);
  }

  /** Whether `path` is a landing page's: any other page goes to the browser as index.html, without a thread. */
  renders(path: string): boolean {
    this.routes ??= (JSON.parse(readFileSync(this.options.routesFile, 'utf8')) as string[]).map((expression) => new RegExp(expression));
    return this.routes.some((route) => route.test(path));
  }

  /** The page's document rendered from `template` (index.html), or undefined to send `template` as it is. */
  async render(req: Request, template: string): Promise<string | undefined> {
    const timeoutMs = this.options.timeoutMs ?? 2000;
    // The first task also waits for a thread to load the app's code (seconds on a busy machine); the render's own
    // clock, which bounds its reads, starts only once that is done.
    const startGraceMs = this.started ? 1000 : 15_000;
    try {
      return await this.threads().run(
        { url: req.originalUrl, template, apiOrigin: ownOrigin(req), clientIp: req.ip, timeoutMs },
        // The render keeps its own time; a thread that does not answer long after is stopped (piscina ends it).
        { signal: AbortSignal.timeout(timeoutMs + startGraceMs) },
      );
    } catch (error) {
      this.logger.warn(`${req.path} sent unrendered: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    } finally {
      this.started = true;
    }
  }

  async close(): Promise<void> {
    await this.pool?.destroy();
  }

  // Started on the first landing page, so a gateway that serves none spends nothing on threads.
  private threads(): Piscina<LandingRenderTask, string | undefined> {
    if (!this.pool) {
      this.pool = new Piscina({
        filename: this.options.serverEntry,
        minThreads: 1,
        maxThreads: this.options.threads,
        // A short queue: a page that would wait long for a thread is better rendered by the browser.
        maxQueue: this.options.threads * 4,
        idleTimeout: 60_000,
      });
      // A thread that fails outside a task (a server build that cannot load, say) is reported on the pool; unheard,
      // that event would end the gateway. Its pages go to the browser unrendered (render's catch).
      this.pool.on('error', (error: unknown) => this.logger.error(`a render thread failed: ${error instanceof Error ? error.message : String(error)}`));
    }
    return this.pool;
  }
}

/** The gateway's own address as the request reached it: the render's API reads come back to this gateway. */
function ownOrigin(req: Request): string {
  const address = req.socket.localAddress ?? '127.0.0.1';
  return `http://${address.includes(':') ? `[${address}]` : address}:${req.socket.localPort}`;
}
