import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';

/**
 * The file-naming template of services/*\/src (README, "File names in a service"):
 * - a class decorated `@Controller` lives in `x.controller.ts` (HTTP routes or Kafka event handlers); a
 *   controller that only consumes events may be named `x.consumer.ts`, but then it holds no HTTP route;
 * - the domain logic, an `@Injectable()` class, lives apart from the controller (`x.service.ts`): no file
 *   holds both;
 * - mongoose schemas (`@Schema(`, `SchemaFactory.createForClass`) live in `x.schema.ts`, one aggregate (one
 *   collection, with its embedded sub-schemas) per file;
 * - a service's or feature's options (a file named for options or settings, or reading them from the
 *   environment with `xOptionsFromEnv`) live in `<service>.options.ts`.
 * Everything else (pure functions, mail templates, limits, views, seeders, harnesses, guards, adapters) keeps a
 * descriptive kebab-case name without one of these four suffixes.
 */

/**
 * Paths another engineer is rewriting right now (the sagas): not checked until that work lands. Remove an entry
 * once its files follow the template.
 */
const EXEMPT: readonly string[] = [];

const HTTP_ROUTE = /@(Get|Post|Put|Patch|Delete|All|Head|Options)\(/;
const COLLECTION_SCHEMA = /@Schema\(\s*\{[^}]*\bcollection\s*:/g;

/** Comments may name a decorator without declaring one. */
const withoutComments = (code: string): string => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** What is wrong with one file's name for what it declares; an empty list when it follows the template. */
export function namingDrifts(path: string, source: string): string[] {
  const code = withoutComments(source);
  const name = path.split('/').pop() ?? path;
  const drifts: string[] = [];
  const controller = /@Controller\(/.test(code);
  const injectable = /@Injectable\(/.test(code);
  const schema = /@Schema\(/.test(code) || /SchemaFactory\.createForClass\(/.test(code);

  if (controller && !name.endsWith('.controller.ts') && !name.endsWith('.consumer.ts')) {
    drifts.push(`${path}: declares a @Controller, so it is named *.controller.ts`);
  }
  if (controller && name.endsWith('.consumer.ts') && HTTP_ROUTE.test(code)) {
    drifts.push(`${path}: a consumer serves no HTTP route; a controller with routes is named *.controller.ts`);
  }
  if (controller && injectable) {
    drifts.push(`${path}: holds a @Controller and an @Injectable class; the @Injectable one goes to its own *.service.ts`);
  }
  if (!controller && name.endsWith('.controller.ts')) {
    drifts.push(`${path}: named *.controller.ts but declares no @Controller`);
  }
  if (schema && !name.endsWith('.schema.ts')) {
    drifts.push(`${path}: declares a mongoose schema, so it is named *.schema.ts`);
  }
  if (!schema && name.endsWith('.schema.ts')) {
    drifts.push(`${path}: named *.schema.ts but declares no mongoose schema`);
  }
  const collections = code.match(COLLECTION_SCHEMA)?.length ?? 0;
  if (collections > 1) {
    drifts.push(`${path}: bundles ${collections} collections' schemas; one aggregate per *.schema.ts`);
  }
  const optionsByName = /option|setting/i.test(name);
  const optionsByContent = /export\s+(async\s+)?function\s+\w+(Options|Settings)FromEnv\b/.test(code);
  if ((optionsByName || optionsByContent) && !name.endsWith('.options.ts')) {
    drifts.push(`${path}: holds options or settings, so it is named <service>.options.ts`);
  }
  return drifts;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return entry.endsWith('.ts') && !entry.endsWith('.spec.ts') && !entry.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every drift under `root`/services/*\/src, paths relative to `root` with forward slashes. */
export function treeDrifts(root: string, exempt: readonly string[] = EXEMPT): string[] {
  const servicesDir = join(root, 'services');
  return readdirSync(servicesDir)
    .map((service) => join(servicesDir, service, 'src'))
    .filter((src) => statSync(src, { throwIfNoEntry: false })?.isDirectory())
    .flatMap(sourceFiles)
    .map((path) => relative(root, path).split(sep).join('/'))
    .filter((path) => !exempt.some((entry) => (entry.endsWith('/') ? path.startsWith(entry) : path === entry)))
    .flatMap((path) => namingDrifts(path, readFileSync(join(root, path), 'utf8')))
    .sort();
}

const CONTROLLER = "import { Controller, Get } from '@nestjs/common';\n@Controller('x')\nexport class XController {\n  @Get() list() { return []; }\n}\n";
const EVENTS =
  "import { Controller } from '@nestjs/common';\nimport { EventPattern } from '@nestjs/microservices';\n@Controller()\nexport class XEvents {\n  @EventPattern('x') on() {}\n}\n";
const SERVICE = "import { Injectable } from '@nestjs/common';\n@Injectable()\nexport class XService {}\n";
const schemaOf = (collection: string, name: string) =>
  `@Schema({ collection: '${collection}', versionKey: false })\nexport class ${name} {}\nexport const ${name}Schema = SchemaFactory.createForClass(${name});\n`;
const SCHEMA = `import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';\n@Schema({ _id: false })\nexport class Part {}\nexport const PartSchema = SchemaFactory.createForClass(Part);\n${schemaOf('xs', 'X')}`;
const OPTIONS =
  "export interface XOptions { publicUrl: string }\nexport function xOptionsFromEnv(env: NodeJS.ProcessEnv): XOptions {\n  return { publicUrl: env.PUBLIC_URL ?? '' };\n}\n";

describe('the file names of services/*/src', () => {
  it.each([
    ['a controller in *.controller.ts', 'services/x/src/a/x.controller.ts', CONTROLLER],
    ['an event consumer in *.consumer.ts', 'services/x/src/a/x-events.consumer.ts', EVENTS],
    ['an event controller in *.controller.ts', 'services/x/src/a/x-events.controller.ts', EVENTS],
    ['a service in *.service.ts', 'services/x/src/a/x.service.ts', SERVICE],
    ['one aggregate with its embedded parts in *.schema.ts', 'services/x/src/a/x.schema.ts', SCHEMA],
    ['options in <service>.options.ts', 'services/x/src/x.options.ts', OPTIONS],
    ['a pure function with a descriptive name', 'services/x/src/a/x-view.ts', 'export const view = (x: number) => x + 1;\n'],
    ['a decorator named only in a comment', 'services/x/src/a/x-view.ts', '// registered by the @Controller( of items\nexport const y = 1;\n'],
  ])('accepts %s', (_name, path, code) => {
    expect(namingDrifts(path, code)).toEqual([]);
  });

  it.each([
    ['a controller in a plain noun file', 'services/x/src/a/things.ts', CONTROLLER, 'named *.controller.ts'],
    ['a controller and a service in one file', 'services/x/src/a/x.controller.ts', CONTROLLER + SERVICE, 'goes to its own *.service.ts'],
    ['a consumer serving an HTTP route', 'services/x/src/a/x.consumer.ts', CONTROLLER, 'serves no HTTP route'],
    ['a service named *.controller.ts', 'services/x/src/a/x.controller.ts', SERVICE, 'declares no @Controller'],
    ['a schema in a plain noun file', 'services/x/src/schemas.ts', SCHEMA, 'named *.schema.ts'],
    ['a schema in *.schemas.ts', 'services/x/src/a/x.schemas.ts', SCHEMA, 'named *.schema.ts'],
    ['two aggregates bundled in one *.schema.ts', 'services/x/src/x.schema.ts', SCHEMA + schemaOf('ys', 'Y'), 'one aggregate per *.schema.ts'],
    ['options named x-options.ts', 'services/x/src/x-options.ts', OPTIONS, '<service>.options.ts'],
    ['settings read from the environment in a plain file', 'services/x/src/a/x-config.ts', OPTIONS.replace(/Options/g, 'Settings'), '<service>.options.ts'],
  ])('refuses %s', (_name, path, code, message) => {
    expect(namingDrifts(path, code)).toEqual([expect.stringContaining(message)]);
  });

  it('walks a tree: reports the drifts, skips specs and the exempt paths', () => {
    const root = mkdtempSync(join(tmpdir(), 'file-naming-'));
    const write = (path: string, code: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), code);
    };
    try {
      write('services/x/src/a/x.controller.ts', CONTROLLER);
      write('services/x/src/a/x.service.ts', SERVICE);
      write('services/x/src/a/things.ts', CONTROLLER + SERVICE);
      write('services/x/src/a/things.spec.ts', CONTROLLER + SERVICE);
      write('services/x/src/saga/steps.ts', CONTROLLER + SERVICE);
      write('services/y/src/schemas.ts', SCHEMA);
      expect(treeDrifts(root, ['services/x/src/saga/'])).toEqual([
        'services/x/src/a/things.ts: declares a @Controller, so it is named *.controller.ts',
        'services/x/src/a/things.ts: holds a @Controller and an @Injectable class; the @Injectable one goes to its own *.service.ts',
        'services/y/src/schemas.ts: declares a mongoose schema, so it is named *.schema.ts',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('holds for every service in the tree', () => {
    expect(treeDrifts(join(__dirname, '..'))).toEqual([]);
  });
});
