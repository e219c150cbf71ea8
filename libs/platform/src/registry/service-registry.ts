import * as contracts from '@solar/contracts';
import { apiTemplates, type ApiTable } from '@solar/contracts';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { declarationProblems, type ServiceDeclaration } from './service-declaration';

/** The repository (or image) root: libs/platform/{src,dist}/registry are four levels below it. */
export const REPO_ROOT = resolve(__dirname, '..', '..', '..', '..');

/** The services, each from its declaration, in start order: a service after the services it calls. */
export class ServiceRegistry {
  readonly services: readonly ServiceDeclaration[];

  constructor(declarations: readonly ServiceDeclaration[]) {
    this.services = startOrder(declarations);
    const problems = crossProblems(this.services);
    if (problems.length) throw new Error(`Invalid service declarations:\n  ${problems.join('\n  ')}`);
  }

  get names(): string[] {
    return this.services.map((s) => s.name);
  }

  get(name: string): ServiceDeclaration {
    const found = this.services.find((s) => s.name === name);
    if (!found) throw new Error(`No service named ${name} is declared (services/${name}/service.json)`);
    return found;
  }

  has(name: string): boolean {
    return this.services.some((s) => s.name === name);
  }

  /** A registry with one more service (the declarations test and a throw-away service in tests use it). */
  with(declaration: ServiceDeclaration): ServiceRegistry {
    return new ServiceRegistry([...this.services.filter((s) => s.name !== declaration.name), declaration]);
  }
}

/** Reads `services/<name>/service.json` of every service folder under `root`. */
export function loadServiceRegistry(root = REPO_ROOT): ServiceRegistry {
  const servicesDir = join(root, 'services');
  const problems: string[] = [];
  const declarations: ServiceDeclaration[] = [];
  for (const folder of readdirSync(servicesDir).sort()) {
    const file = join(servicesDir, folder, 'service.json');
    if (!existsSync(file)) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      problems.push(`services/${folder}/service.json: ${(error as Error).message}`);
      continue;
    }
    const found = declarationProblems(parsed, `services/${folder}/service.json`);
    if ((parsed as ServiceDeclaration).name !== folder) found.push(`services/${folder}/service.json: name must be the folder's name, ${folder}`);
    problems.push(...found);
    if (!found.length) declarations.push(parsed as ServiceDeclaration);
  }
  if (problems.length) throw new Error(`Invalid service declarations:\n  ${problems.join('\n  ')}`);
  return new ServiceRegistry(declarations);
}

let registry: ServiceRegistry | undefined;

/** The repository's services, read once per process. */
export function serviceRegistry(): ServiceRegistry {
  return (registry ??= loadServiceRegistry());
}

/** Resolves the API table names of declarations: @solar/contracts' exports, or tables a test brings. */
export type ApiTables = Readonly<Record<string, unknown>>;

export function apiTable(name: string, tables: ApiTables = contracts): ApiTable {
  const table = tables[name];
  if (!table || typeof table !== 'object') throw new Error(`No API table named ${name} in @solar/contracts`);
  return table as ApiTable;
}

/** The route templates the gateway sends to a service: the paths of its public tables. */
export function routedTemplates(service: ServiceDeclaration, tables: ApiTables = contracts): string[] {
  return service.api.flatMap((name) => apiTemplates(apiTable(name, tables)));
}

/** Every template a service serves, public and internal. */
export function servedTemplates(service: ServiceDeclaration, tables: ApiTables = contracts): string[] {
  return [...service.api, ...service.internal_api].flatMap((name) => apiTemplates(apiTable(name, tables)));
}

function startOrder(declarations: readonly ServiceDeclaration[]): ServiceDeclaration[] {
  const byName = new Map(declarations.map((d) => [d.name, d]));
  const ordered: ServiceDeclaration[] = [];
  const visiting = new Set<string>();
  const visit = (d: ServiceDeclaration, path: string[]) => {
    if (ordered.includes(d)) return;
    if (visiting.has(d.name)) throw new Error(`Invalid service declarations: services call each other in a circle: ${[...path, d.name].join(' -> ')}`);
    visiting.add(d.name);
    for (const callee of d.calls) {
      const target = byName.get(callee);
      if (target) visit(target, [...path, d.name]);
    }
    visiting.delete(d.name);
    ordered.push(d);
  };
  for (const d of [...declarations].sort((a, b) => a.port - b.port)) visit(d, []);
  return ordered;
}

function crossProblems(services: readonly ServiceDeclaration[]): string[] {
  const problems: string[] = [];
  const names = new Set(services.map((s) => s.name));
  const ports = new Map<number, string>();
  const published = new Set(services.flatMap((s) => Object.keys(s.publishes)));
  for (const s of services) {
    const taken = ports.get(s.port);
    if (taken) problems.push(`${s.name} and ${taken} both declare port ${s.port}`);
    ports.set(s.port, s.name);
    for (const callee of s.calls) if (!names.has(callee)) problems.push(`${s.name} calls ${callee}, which is not declared`);
    for (const topic of s.consumes) if (!published.has(topic)) problems.push(`${s.name} consumes ${topic}, which no declared service publishes`);
  }
  const socketPaths = services.flatMap((s) => s.websockets);
  if (new Set(socketPaths).size !== socketPaths.length) problems.push('two services declare the same websocket path');
  return problems;
}
