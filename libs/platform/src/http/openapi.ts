import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { CONSTRAINT_SCHEMAS, httpErrorMessage, NESTED_DTO } from '@solar/contracts';
// class-transformer keeps its decorator metadata here; its package types the module under types/, not cjs/.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { defaultMetadataStorage } = require('class-transformer/cjs/storage') as typeof import('class-transformer/types/storage');
import { getMetadataStorage } from 'class-validator';
import { targetConstructorToSchema, validationMetadatasToSchemas } from 'class-validator-jsonschema';
// The package's index does not re-export its converters; the nested-list converter below falls back on the default one.
import { defaultConverters, type ISchemaConverters } from 'class-validator-jsonschema/build/defaultConverters';
import type { Request, Response } from 'express';
import { requestDescriptions } from './request-descriptions';
import { routeAccess, routeInputs, type RouteAccess } from './route-inputs';

type Schema = Record<string, unknown>;
type Operation = {
  operationId?: string;
  parameters?: Schema[];
  requestBody?: Schema;
  responses?: Record<string, unknown>;
  security?: Schema[];
  tags?: string[];
  'x-roles'?: string[];
};

/** Statuses any operation may answer besides its success: the caller's mistakes and the platform's limits. */
const FAILURE_STATUSES = [400, 401, 403, 404, 409, 413, 415, 422, 429, 431] as const;

const FAILURE_DESCRIPTIONS: Record<number, string> = {
  400: 'The request is invalid: `errors` names each field with its messages',
  401: 'No token, or one that is invalid, expired or revoked',
  403: 'The caller may not do this (role or ownership)',
  404: 'Not found, or not visible to this caller',
  409: 'Conflicts with the current state (taken, changed meanwhile)',
  413: 'The request body is too large',
  415: 'The request body is in an unsupported encoding',
  422: 'Refused by a business rule',
  429: 'Too many requests; see Retry-After',
  431: 'The request URL or headers are too large',
};

/** Paths a service serves that are not part of the API (probes, metrics, this document). */
const INTERNAL_PATHS = ['/health', '/health/ready', '/metrics', '/openapi.json'];

const ENVELOPE_SCHEMAS: Record<string, Schema> = {
  ApiSuccess: {
    type: 'object',
    required: ['status', 'success', 'data'],
    properties: {
      status: { type: 'integer', enum: [1] },
      success: { type: 'boolean', enum: [true] },
      data: {},
      message: { type: 'string' },
    },
  },
  ApiFailure: {
    type: 'object',
    required: ['status', 'success', 'http_error'],
    properties: {
      status: { type: 'integer', enum: [0] },
      success: { type: 'boolean', enum: [false] },
      error: { type: 'string' },
      errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
      http_error: { type: 'string' },
    },
  },
};

const json = (ref: string) => ({ 'application/json': { schema: { $ref: `#/components/schemas/${ref}` } } });

/**
 * The OpenAPI document of one service: its routes as Nest knows them, each request body and query the DTO
 * class the validation pipe checks (schemas derived from the class-validator decorators, so the document and
 * the checks cannot differ), the API envelope on every answer, and bearer auth where a token may be sent.
 */
export function buildOpenApiDocument(app: INestApplication, service: string): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle(`Solar marketplace: ${service}`)
    .setVersion('1')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, 'bearer')
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controller, method) => `${service}.${controller.replace(/Controller$/, '')}.${method}`,
  });
  const dtoSchemas = describeFormRules(schemasOfRouteDtos(app), new Date());
  const queryDtos = queryDtosByOperation(app, service);
  const access = new Map([...routeAccess(app)].map(([route, rule]) => [`${service}.${route.replace(/Controller\./, '.')}`, rule]));

  const paths: OpenAPIObject['paths'] = {};
  for (const [path, item] of Object.entries(document.paths)) {
    if (INTERNAL_PATHS.includes(path)) continue;
    for (const operation of Object.values(item) as Operation[]) {
      if (!operation || typeof operation !== 'object' || !('responses' in operation)) continue;
      const id = operation.operationId;
      describeOperation(operation, service, dtoSchemas, id ? queryDtos.get(id) : undefined, id ? access.get(id) : undefined);
    }
    paths[path] = item;
  }
  const referenced = referencedSchemas(paths, dtoSchemas);
  return {
    ...document,
    paths,
    components: { ...document.components, schemas: { ...ENVELOPE_SCHEMAS, ...referenced } },
  };
}

const REF_PREFIX = '#/components/schemas/';

/**
 * The contracts' own constraints (a number or numeric text, ...) as their schemas, and a NestedDtoList's entries
 * as the class its validation context names (the list's design type is only Array).
 */
const contractConverters: ISchemaConverters = {
  ...CONSTRAINT_SCHEMAS,
  nestedValidation: (meta, options) => {
    const dto = (meta.context as Record<string, unknown> | undefined)?.[NESTED_DTO];
    if (typeof dto === 'function') return { $ref: `${REF_PREFIX}${(dto as () => { name: string })().name}` };
    const fallback = defaultConverters.nestedValidation;
    return typeof fallback === 'function' ? fallback(meta, options) : fallback;
  },
};

/**
 * Each DTO schema as strict as the validation pipe: no key it does not name (the pipe answers `Unknown key.`), and
 * what its form rule and handler require besides the decorators (request-descriptions.ts), with a valid example.
 */
function describeFormRules(schemas: Record<string, Schema>, now: Date): Record<string, Schema> {
  const descriptions = requestDescriptions(now);
  for (const [name, schema] of Object.entries(schemas)) {
    if (schema.type === 'object' && schema.properties) schema.additionalProperties = false;
    const description = descriptions[name];
    if (!description) continue;
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    for (const [field, rule] of Object.entries(description.properties ?? {})) properties[field] = { ...properties[field], ...rule };
    if (description.required) schema.required = [...new Set([...((schema.required as string[] | undefined) ?? []), ...description.required])];
    if (description.example) schema.example = description.example;
  }
  return schemas;
}

/** The query DTO class each operation takes whole (`@Query() query: BrandsListQuery`), by operation id. */
function queryDtosByOperation(app: INestApplication, service: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const input of routeInputs(app)) {
    if (input.kind !== 'query' || input.field !== undefined || typeof input.type !== 'function') continue;
    if ([String, Number, Boolean, Object, Array].includes(input.type as never)) continue;
    out.set(`${service}.${input.controller.replace(/Controller$/, '')}.${input.handler}`, input.type.name);
  }
  return out;
}

/** The JSON schema of every DTO class a route takes as its body or query, by class name (inherited rules included). */
function schemasOfRouteDtos(app: INestApplication): Record<string, Schema> {
  const options = {
    classValidatorMetadataStorage: getMetadataStorage(),
    classTransformerMetadataStorage: defaultMetadataStorage,
    refPointerPrefix: REF_PREFIX,
    additionalConverters: contractConverters,
  };
  // Every class with rules of its own (nested DTOs too), then each route's class with what it inherits.
  const schemas = validationMetadatasToSchemas(options) as Record<string, Schema>;
  for (const input of routeInputs(app)) {
    if (input.kind === 'param' || typeof input.type !== 'function' || [String, Number, Boolean, Object, Array].includes(input.type as never)) continue;
    schemas[input.type.name] = targetConstructorToSchema(input.type, options) as Schema;
  }
  return schemas;
}

function describeOperation(operation: Operation, service: string, dtoSchemas: Record<string, Schema>, queryDto?: string, access?: RouteAccess): void {
  operation.tags = [service];
  // A public route takes a token when the caller has one; the others answer 401 without one, and 403 to a token
  // without one of the roles `x-roles` names (a client, or the fuzzing run, can tell which calls a role may make).
  operation.security = access?.public === false ? [{ bearer: [] }] : [{ bearer: [] }, {}];
  if (access?.roles) operation['x-roles'] = access.roles;
  const declared = operation.responses ?? {};
  // Every success the handler declares (a route may answer 202 for new work and 200 for a repeat).
  const successes = Object.keys(declared).filter((status) => status.startsWith('2'));
  // A route that sends the browser on (RedirectsBrowser) answers its success as a redirect, not in the envelope.
  const redirects = Object.keys(declared).filter((status) => status.startsWith('3'));
  const responses: Record<string, unknown> = {};
  for (const redirect of redirects) {
    const description = (declared[redirect] as { description?: string } | undefined)?.description ?? 'Redirect';
    responses[redirect] = { description, headers: { Location: { description: 'Where the browser goes', schema: { type: 'string', format: 'uri' } } } };
  }
  for (const success of successes.length || redirects.length ? successes : ['200']) {
    const description = (declared[success] as { description?: string } | undefined)?.description;
    responses[success] = { description: description ? `${description}, in the API envelope` : 'Success, in the API envelope', content: json('ApiSuccess') };
  }
  // Failures the handler declares itself (`@ApiResponse({ status: 402 })`) keep their description.
  const failures = new Set<number>([
    ...FAILURE_STATUSES,
    ...Object.keys(declared)
      .map(Number)
      .filter((status) => status >= 400),
  ]);
  for (const status of failures) {
    const description = (declared[status] as { description?: string } | undefined)?.description ?? FAILURE_DESCRIPTIONS[status] ?? httpErrorMessage(status);
    responses[status] = { description, content: json('ApiFailure') };
  }
  operation.responses = responses;
  const upload = (operation.requestBody?.content as Record<string, { schema?: Schema }> | undefined)?.['multipart/form-data'];
  if (upload) upload.schema = uploadSchema(upload.schema, dtoSchemas);
  operation.parameters = (operation.parameters ?? []).flatMap((parameter) => expandQueryDto(parameter, dtoSchemas));
  // A query DTO without swagger decorators of its own is not named by Nest at all: list its fields here.
  if (queryDto && !operation.parameters.some((parameter) => parameter.in === 'query')) {
    operation.parameters.push(...expandQueryDto({ in: 'query', schema: { $ref: `${REF_PREFIX}${queryDto}` } }, dtoSchemas));
  }
}

/** A one-file upload (SingleFileUpload): its text fields (the body DTO) and the `file` part, required. */
function uploadSchema(fields: Schema | undefined, dtoSchemas: Record<string, Schema>): Schema {
  const ref = fields?.$ref;
  const dto = typeof ref === 'string' ? (dtoSchemas[ref.split('/').pop()!] ?? {}) : (fields ?? {});
  return {
    type: 'object',
    additionalProperties: false,
    required: [...((dto.required as string[] | undefined) ?? []), 'file'],
    properties: { ...(dto.properties as Schema | undefined), file: { type: 'string', format: 'binary' } },
    // The smallest file every upload takes: a PDF's first line (documents are checked by their magic bytes).
    example: { ...(dto.example as Schema | undefined), file: '%PDF-1.4\n' },
  };
}

/** Nest names a query DTO as one parameter; the document lists its fields, as a client sends them. */
function expandQueryDto(parameter: Schema, dtoSchemas: Record<string, Schema>): Schema[] {
  const ref = (parameter.schema as Schema | undefined)?.$ref;
  if (parameter.in !== 'query' || typeof ref !== 'string') return [parameter];
  const dto = dtoSchemas[ref.split('/').pop()!];
  const properties = (dto?.properties ?? {}) as Record<string, Schema>;
  const required = new Set((dto?.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }));
}

/** The DTO schemas the paths name, and the ones those name in turn. */
function referencedSchemas(paths: OpenAPIObject['paths'], dtoSchemas: Record<string, Schema>): Record<string, Schema> {
  const out: Record<string, Schema> = {};
  const queue = [...JSON.stringify(paths).matchAll(/#\/components\/schemas\/([\w$]+)/g)].map((m) => m[1]);
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (out[name] || ENVELOPE_SCHEMAS[name]) continue;
    out[name] = dtoSchemas[name] ?? { type: 'object' };
    for (const m of JSON.stringify(out[name]).matchAll(/#\/components\/schemas\/([\w$]+)/g)) queue.push(m[1]);
  }
  return out;
}

/** `GET /openapi.json` on a service: built on the first request, when every route is registered. */
export function openApiHandler(app: INestApplication, service: string) {
  let document: OpenAPIObject | undefined;
  return (req: Request, res: Response, next: () => void): void => {
    if (req.method !== 'GET') return next();
    document ??= buildOpenApiDocument(app, service);
    res.json(document);
  };
}

/**
 * The routes an OpenAPI document lists, written as Nest and the API tables write them: `/v1/client/cart/{item_uuid}`
 * as `/v1/client/cart/:item_uuid`. A service's own document lists every route it serves but the platform's.
 */
export function routeTemplatesOf(document: Pick<OpenAPIObject, 'paths'>): string[] {
  return Object.keys(document.paths).map((path) => path.replace(/\{([^}/]+)\}/g, ':$1'));
}
