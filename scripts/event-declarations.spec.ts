import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { EVENT_DECLARATIONS, EVENT_NAMES } from '@solar/contracts';
import ts from 'typescript';

/**
 * Every integration event is declared once, with its payload type, in its domain's events file of
 * libs/contracts (`defineEvent('<service>.<aggregate>.<event>').carrying<Payload>()`), and listed in its
 * domain's group, from which `EVENTS` and `EventPayloads` are derived (README, "Adding a service").
 */
const CONTRACTS = join(__dirname, '..', 'libs', 'contracts', 'src');
const NAME = /^[a-z]+\.[a-z]+(-[a-z]+)*\.[a-z]+(-[a-z]+)*$/;
const UNTYPED = new Set([ts.SyntaxKind.UnknownKeyword, ts.SyntaxKind.AnyKeyword, ts.SyntaxKind.NeverKeyword]);

export interface FoundDeclaration {
  name: string;
  at: string;
}

/** The `defineEvent(...)` declarations of some sources, and what is wrong with them (a list of texts). */
export function scanEventDeclarations(files: { path: string; source: string }[]): { found: FoundDeclaration[]; problems: string[] } {
  const found: FoundDeclaration[] = [];
  const problems: string[] = [];
  for (const { path, source } of files) {
    const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineEvent') {
        const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        const at = `${path}:${line}`;
        const [arg] = node.arguments;
        if (!arg || !ts.isStringLiteralLike(arg)) {
          problems.push(`${at}: defineEvent takes the event's name as a string literal`);
        } else {
          found.push({ name: arg.text, at });
          if (!NAME.test(arg.text)) problems.push(`${at}: '${arg.text}' is not <service>.<aggregate>.<event>`);
        }
        // defineEvent(name).carrying<Payload>()
        const access = node.parent;
        const call = access?.parent;
        const carrying =
          ts.isPropertyAccessExpression(access) && access.name.text === 'carrying' && ts.isCallExpression(call) && call.expression === access ? call : null;
        const payload = carrying?.typeArguments?.[0];
        if (!payload || UNTYPED.has(payload.kind)) {
          problems.push(`${at}: ${arg && ts.isStringLiteralLike(arg) ? `'${arg.text}'` : 'an event'} has no payload type (.carrying<Payload>())`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  const byName = new Map<string, string[]>();
  for (const { name, at } of found) byName.set(name, [...(byName.get(name) ?? []), at]);
  for (const [name, places] of byName) {
    if (places.length > 1) problems.push(`'${name}' is declared ${places.length} times: ${places.join(', ')}`);
  }
  return { found, problems };
}

function sources(folder: string): { path: string; source: string }[] {
  return readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) return sources(path);
    if (!entry.endsWith('.ts') || entry.endsWith('.spec.ts') || entry.endsWith('.d.ts')) return [];
    return [{ path: relative(CONTRACTS, path).split(sep).join('/'), source: readFileSync(path, 'utf8') }];
  });
}

describe('integration events', () => {
  const contracts = sources(CONTRACTS);

  it('are each declared once, with a payload type', () => {
    const { found, problems } = scanEventDeclarations(contracts);
    expect(problems).toEqual([]);
    expect(found.length).toBeGreaterThan(40);
  });

  it('are all listed in their domain group, so EVENTS and EventPayloads know them', () => {
    const declared = scanEventDeclarations(contracts)
      .found.map((d) => d.name)
      .sort();
    expect([...EVENT_NAMES].sort()).toEqual(declared);
    expect(new Set(EVENT_NAMES).size).toBe(EVENT_NAMES.length);
    expect(new Set(EVENT_DECLARATIONS).size).toBe(EVENT_DECLARATIONS.length);
  });

  it('refuses a name declared twice, even in two files', () => {
    const { problems } = scanEventDeclarations([
      { path: 'trader/events.ts', source: "export const A = defineEvent('trader.deal.published').carrying<DealPayload>();" },
      { path: 'admin/events.ts', source: "export const B = defineEvent('trader.deal.published').carrying<DealPayload>();" },
    ]);
    expect(problems).toEqual(["'trader.deal.published' is declared 2 times: trader/events.ts:1, admin/events.ts:1"]);
  });

  it('refuses a declaration without a payload type, or with an unknown one', () => {
    const { problems } = scanEventDeclarations([
      {
        path: 'x/events.ts',
        source: [
          "export const A = defineEvent('x.thing.made');",
          "export const B = defineEvent('x.thing.kept').carrying();",
          "export const C = defineEvent('x.thing.lost').carrying<unknown>();",
          "export const D = defineEvent('x.thing.sold').carrying<SoldPayload>();",
        ].join('\n'),
      },
    ]);
    expect(problems).toEqual([
      "x/events.ts:1: 'x.thing.made' has no payload type (.carrying<Payload>())",
      "x/events.ts:2: 'x.thing.kept' has no payload type (.carrying<Payload>())",
      "x/events.ts:3: 'x.thing.lost' has no payload type (.carrying<Payload>())",
    ]);
  });

  it('refuses a name that is not <service>.<aggregate>.<event>', () => {
    const { problems } = scanEventDeclarations([{ path: 'x/events.ts', source: "defineEvent('x.Thing').carrying<P>();" }]);
    expect(problems).toEqual(["x/events.ts:1: 'x.Thing' is not <service>.<aggregate>.<event>"]);
  });
});
