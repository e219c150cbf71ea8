import type { ServiceName } from '@solar/platform';

/** Where each service answers: one base URL, or several comma-separated for instances with no balancer in front. */
export type ServiceUrls = Partial<Record<ServiceName, string>>;

/**
 * The instances behind each service. Behind Kubernetes or compose one URL names a balanced service and this
 * just returns it; on plain hosts `<NAME>_URL` may list every instance and requests take them in turn.
 */
export class ServiceTargets {
  private readonly instances = new Map<string, string[]>();
  private readonly turns = new Map<string, number>();

  constructor(urls: ServiceUrls) {
    for (const [service, value] of Object.entries(urls)) {
      const list = (value ?? '')
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean);
      if (list.length > 0) this.instances.set(service, list);
    }
  }

  has(service: string): boolean {
    return this.instances.has(service);
  }

  /** The next instance of `service`, round-robin. */
  next(service: string): string | undefined {
    const list = this.instances.get(service);
    if (!list) return undefined;
    const turn = this.turns.get(service) ?? 0;
    this.turns.set(service, (turn + 1) % list.length);
    return list[turn];
  }

  /** Every service with all of its instances. */
  all(): Array<[service: string, instances: string[]]> {
    return [...this.instances.entries()];
  }
}
