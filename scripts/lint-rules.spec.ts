import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');

interface Fixture {
  /** Where the snippet claims to live: the rules that apply, and what its relative imports resolve to. */
  filePath: string;
  code: string;
}
interface Report {
  ruleId: string | null;
  severity: 1 | 2;
  message: string;
}

/**
 * Lints snippets with the tree's own eslint.config.mjs through ESLint's Node API. In a child process: ESLint loads
 * its configuration as an ES module, which jest's module system cannot.
 */
function lint(fixtures: Fixture[]): Report[][] {
  const program = `
    import { ESLint } from 'eslint';
    const fixtures = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd(), overrideConfigFile: 'eslint.config.mjs' });
    const reports = [];
    for (const { filePath, code } of fixtures) {
      const [result] = await eslint.lintText(code, { filePath, warnIgnored: true });
      reports.push(result.messages.map(({ ruleId, severity, message }) => ({ ruleId, severity, message })));
    }
    console.log(JSON.stringify(reports));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '--eval', program, JSON.stringify(fixtures)], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 120_000,
  });
  return JSON.parse(output) as Report[][];
}

/** What the layer rules said about a snippet (the other rules' findings are not this test's business). */
const layerReports = (reports: Report[]) =>
  reports.filter(({ ruleId }) => ['no-restricted-imports', '@typescript-eslint/no-restricted-imports', 'import-x/no-restricted-paths'].includes(ruleId ?? ''));

const CASES: { name: string; fixture: Fixture; refused: boolean; rule?: string; severity?: 1 | 2 }[] = [
  // Services never import each other, by package name or by path.
  {
    name: 'a service importing another service by its package',
    fixture: { filePath: 'services/cart/src/carts/fixture.ts', code: "import { service } from '@solar/trader';\nexport const x = service;\n" },
    refused: true,
    rule: 'no-restricted-imports',
    severity: 2,
  },
  {
    name: "a service importing another service's file by a relative path",
    fixture: { filePath: 'services/cart/src/carts/fixture.ts', code: "import { service } from '../../../trader/src';\nexport const x = service;\n" },
    refused: true,
    rule: 'import-x/no-restricted-paths',
    severity: 2,
  },
  {
    name: 'a service importing the platform, the contracts and its own files',
    fixture: {
      filePath: 'services/cart/src/carts/fixture.ts',
      code: "import { TokenService } from '@solar/platform';\nimport { CART_API } from '@solar/contracts';\nimport { service } from '../index';\nexport const x = [TokenService, CART_API, service];\n",
    },
    refused: false,
  },
  // No NestJS HTTP exception in a service: the platform's domain errors instead.
  {
    name: 'a NestJS HTTP exception in a service file',
    fixture: {
      filePath: 'services/cart/src/carts/carts.service.ts',
      code: "import { NotFoundException } from '@nestjs/common';\nexport const x = NotFoundException;\n",
    },
    refused: true,
    rule: '@typescript-eslint/no-restricted-imports',
    severity: 2,
  },
  {
    name: 'a NestJS HTTP exception in a controller',
    fixture: {
      filePath: 'services/cart/src/carts/carts.controller.ts',
      code: "import { ForbiddenException, Injectable } from '@nestjs/common';\nexport const x = [ForbiddenException, Injectable];\n",
    },
    refused: true,
    rule: '@typescript-eslint/no-restricted-imports',
    severity: 2,
  },
  {
    name: 'a NestJS HTTP exception in a test, to name what a Nest pipe throws',
    fixture: {
      filePath: 'services/cart/src/carts/carts.spec.ts',
      code: "import { BadRequestException } from '@nestjs/common';\nexport const x = BadRequestException;\n",
    },
    refused: false,
  },
  {
    name: "Nest's decorators in a service file",
    fixture: {
      filePath: 'services/cart/src/carts/carts.service.ts',
      code: "import { Inject, Injectable } from '@nestjs/common';\nexport const x = [Inject, Injectable];\n",
    },
    refused: false,
  },
  // Libraries sit below everything; the contracts below the platform too.
  {
    name: 'the contracts importing the platform',
    fixture: { filePath: 'libs/contracts/src/fixture.ts', code: "import { TokenService } from '@solar/platform';\nexport const x = TokenService;\n" },
    refused: true,
    rule: 'no-restricted-imports',
    severity: 2,
  },
  {
    name: 'the contracts importing a platform file by path',
    fixture: { filePath: 'libs/contracts/src/fixture.ts', code: "import { TokenService } from '../../platform/src';\nexport const x = TokenService;\n" },
    refused: true,
    rule: 'import-x/no-restricted-paths',
    severity: 2,
  },
  {
    name: 'the platform importing a service',
    fixture: { filePath: 'libs/platform/src/fixture.ts', code: "import { service } from '@solar/orders';\nexport const x = service;\n" },
    refused: true,
    rule: 'no-restricted-imports',
    severity: 2,
  },
  {
    name: "the platform importing the gateway's files",
    fixture: {
      filePath: 'libs/platform/src/fixture.ts',
      code: "import { packagedDefinition } from '../../../gateway/src/single-machine';\nexport const x = packagedDefinition;\n",
    },
    refused: true,
    rule: 'import-x/no-restricted-paths',
    severity: 2,
  },
  // The web app's layers.
  {
    name: 'a web shared/ file importing a feature',
    fixture: {
      filePath: 'web/src/shared/components/Fixture.tsx',
      code: "import { ProductCard } from '../../shop/ProductCard';\nexport const x = ProductCard;\n",
    },
    refused: true,
    rule: 'import-x/no-restricted-paths',
    severity: 2,
  },
  {
    name: 'a web shared/ file importing api/',
    fixture: { filePath: 'web/src/shared/fixture.ts', code: "import { apiRequest } from '../api';\nexport const x = apiRequest;\n" },
    refused: true,
    rule: 'import-x/no-restricted-paths',
    severity: 2,
  },
  {
    name: 'a web api/ file importing a feature',
    fixture: { filePath: 'web/src/api/fixture.ts', code: "import { CheckoutPage } from '../checkout/CheckoutPage';\nexport const x = CheckoutPage;\n" },
    refused: true,
    rule: 'import-x/no-restricted-paths',
    severity: 2,
  },
  {
    name: 'a feature importing the route table',
    fixture: { filePath: 'web/src/trader/browse/fixture.ts', code: "import { routes } from '../../routes';\nexport const x = routes;\n" },
    refused: true,
    rule: 'import-x/no-restricted-paths',
    severity: 2,
  },
  {
    name: "a feature importing another feature's own module",
    fixture: {
      filePath: 'web/src/trader/browse/Fixture.tsx',
      code: "import { CheckoutPage } from '../../checkout/CheckoutPage';\nexport const x = CheckoutPage;\n",
    },
    refused: true,
    rule: 'import-x/no-restricted-paths',
    severity: 2,
  },
  {
    name: 'a feature importing shared/, api/ and a piece another feature offers',
    fixture: {
      filePath: 'web/src/product/Fixture.tsx',
      code: "import { formatUsd } from '../shared/format';\nimport { apiRequest } from '../api';\nimport { AddToCartButton } from '../cart/AddToCartButton';\nexport const x = [formatUsd, apiRequest, AddToCartButton];\n",
    },
    refused: false,
  },
];

describe('the layer rules of eslint.config.mjs', () => {
  const reports = lint(CASES.map(({ fixture }) => fixture));

  it.each(CASES.map((testCase, index) => [testCase.name, testCase, index] as const))('%s', (_name, testCase, index) => {
    const found = layerReports(reports[index]);
    if (!testCase.refused) {
      expect(found).toEqual([]);
      return;
    }
    // A package name is refused by name and, resolved to its sources, by path: either suffices.
    expect(found.map(({ ruleId }) => ruleId)).toContain(testCase.rule);
    if (testCase.severity) expect(found.map(({ severity }) => severity)).toEqual(found.map(() => testCase.severity));
  });
});
