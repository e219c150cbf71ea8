import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Services raise the platform's domain errors (domain-errors.ts), which the one exception filter maps to their
 * status; none imports a NestJS HTTP exception, controllers included. ESLint's no-restricted-imports says the same
 * in eslint.config.mjs; this check also runs with the unit tests.
 */
const ROOT = join(__dirname, '../../../..');
const SERVICES = join(ROOT, 'services');

const isRequireOfNestCommon = (node: ts.Expression) =>
  ts.isCallExpression(node) &&
  ts.isIdentifier(node.expression) &&
  node.expression.text === 'require' &&
  node.arguments.length === 1 &&
  ts.isStringLiteral(node.arguments[0]!) &&
  node.arguments[0].text === '@nestjs/common';

/** The NestJS HTTP exception classes a source file takes from @nestjs/common, by name. */
function nestHttpExceptionsIn(fileName: string, code: string): string[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: string[] = [];
  const isException = (name: string) => name.endsWith('Exception');
  const namespaces = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || statement.moduleSpecifier.text !== '@nestjs/common') continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        const imported = (element.propertyName ?? element.name).text;
        if (isException(imported)) found.push(imported);
      }
    } else if (bindings && ts.isNamespaceImport(bindings)) {
      namespaces.add(bindings.name.text);
    }
  }
  // `import * as common from '@nestjs/common'` then `common.ForbiddenException`, and `require('@nestjs/common')`.
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && namespaces.has(node.expression.text) && isException(node.name.text)) {
      found.push(node.name.text);
    }
    if (ts.isVariableDeclaration(node) && node.initializer && isRequireOfNestCommon(node.initializer) && ts.isObjectBindingPattern(node.name)) {
      for (const element of node.name.elements) {
        const imported = element.propertyName ?? element.name;
        if (ts.isIdentifier(imported) && isException(imported.text)) found.push(imported.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

describe('NestJS HTTP exceptions in services', () => {
  it('are found however they are imported, and other Nest names are not', () => {
    expect(nestHttpExceptionsIn('a.ts', "import { Injectable, NotFoundException } from '@nestjs/common';")).toEqual(['NotFoundException']);
    expect(nestHttpExceptionsIn('a.ts', "import {\n  HttpException as Refusal,\n  HttpStatus,\n} from '@nestjs/common';")).toEqual(['HttpException']);
    expect(nestHttpExceptionsIn('a.ts', "import * as common from '@nestjs/common';\nthrow new common.ForbiddenException();")).toEqual(['ForbiddenException']);
    expect(nestHttpExceptionsIn('a.ts', "const { Injectable, BadRequestException: Bad } = require('@nestjs/common');")).toEqual(['BadRequestException']);
    expect(nestHttpExceptionsIn('a.ts', "import { Controller, Injectable, ParseIntPipe } from '@nestjs/common';")).toEqual([]);
    expect(nestHttpExceptionsIn('a.ts', "import { ApiExceptionFilter, ForbiddenError } from '@solar/platform';")).toEqual([]);
  });

  it('are imported by no service file: each raises the domain error of the same status', () => {
    const services = readdirSync(SERVICES, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(services.length).toBeGreaterThan(0);
    const offenders = services.flatMap(({ name }) =>
      sourceFiles(join(SERVICES, name, 'src')).flatMap((path) =>
        nestHttpExceptionsIn(path, readFileSync(path, 'utf8')).map((found) => `${relative(ROOT, path)}: ${found}`),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
