import type { INestApplication, Type } from '@nestjs/common';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { IS_PUBLIC, REQUIRED_ROLES } from '../auth/decorators';

/** One request input a route handler takes: its body, its query, or one path parameter. */
export interface RouteInput {
  controller: string;
  handler: string;
  kind: 'body' | 'query' | 'param';
  /** `@Param('uuid')`, `@Query('page')`: the one field taken; absent when the whole body or query is. */
  field?: string;
  /** The declared TypeScript type, as decorator metadata records it (a DTO class, String, Number, Object). */
  type: unknown;
  /** Pipes given on the parameter itself (`ParseIntPipe`, ...). */
  pipes: unknown[];
}

const KINDS: Partial<Record<number, RouteInput['kind']>> = {
  [RouteParamtypes.BODY]: 'body',
  [RouteParamtypes.QUERY]: 'query',
  [RouteParamtypes.PARAM]: 'param',
};

/** One route handler of an application: its controller class and the handler's name. */
interface RouteHandler {
  controller: Type<unknown>;
  handler: string;
}

/** Every route handler of an application, read from Nest's route metadata. */
function* routeHandlers(app: INestApplication): Generator<RouteHandler> {
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type<unknown> | null;
      if (!controller) continue;
      const proto = controller.prototype as Record<string, unknown>;
      for (const handler of Object.getOwnPropertyNames(proto)) {
        if (handler === 'constructor' || typeof proto[handler] !== 'function') continue;
        const method = proto[handler] as object;
        if (Reflect.getMetadata(METHOD_METADATA, method) === undefined || Reflect.getMetadata(PATH_METADATA, method) === undefined) continue;
        yield { controller, handler };
      }
    }
  }
}

/** Every body, query and path input of every route of an application, read from Nest's route metadata. */
export function routeInputs(app: INestApplication): RouteInput[] {
  const inputs: RouteInput[] = [];
  for (const { controller, handler } of routeHandlers(app)) {
    const proto = controller.prototype as Record<string, unknown>;
    const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handler) ?? {}) as Record<string, { index: number; data?: unknown; pipes?: unknown[] }>;
    const types = (Reflect.getMetadata('design:paramtypes', proto, handler) ?? []) as unknown[];
    for (const [key, arg] of Object.entries(args)) {
      const kind = KINDS[Number(key.split(':')[0])];
      if (!kind) continue;
      inputs.push({
        controller: controller.name,
        handler,
        kind,
        field: typeof arg.data === 'string' ? arg.data : undefined,
        type: types[arg.index],
        pipes: arg.pipes ?? [],
      });
    }
  }
  return inputs;
}

/** Who may call a route, as the auth guard reads it: anyone (`@Public`), or any token, or one of some roles. */
export interface RouteAccess {
  public: boolean;
  /** `@Roles(...)`/`@AdminOnly()`: one of these is needed (403 otherwise); absent when any signed-in caller may. */
  roles?: string[];
}

/** Each route's access, by `Controller.handler` (the controller's class name). */
export function routeAccess(app: INestApplication): Map<string, RouteAccess> {
  const out = new Map<string, RouteAccess>();
  for (const { controller, handler } of routeHandlers(app)) {
    const method = (controller.prototype as Record<string, object>)[handler];
    const read = <T>(key: string): T | undefined => (Reflect.getMetadata(key, method) ?? Reflect.getMetadata(key, controller)) as T | undefined;
    const roles = read<string[]>(REQUIRED_ROLES);
    out.set(`${controller.name}.${handler}`, { public: read<boolean>(IS_PUBLIC) === true, ...(roles?.length ? { roles } : {}) });
  }
  return out;
}

const UNCHECKED_TYPES: unknown[] = [Object, Array, undefined];

/**
 * The routes whose body or query reaches the handler unchecked: taken whole as a plain object (`unknown`, an
 * interface, `Record<...>`) instead of a DTO class, or one query field taken without a pipe. Path parameters
 * are single strings by construction; a handler taking a number from one must say how (`ParseIntPipe`).
 */
export function uncheckedRouteInputs(app: INestApplication): string[] {
  return routeInputs(app)
    .filter((input) => {
      if (input.kind === 'param') return input.type === Number && input.pipes.length === 0;
      if (input.field !== undefined) return input.pipes.length === 0;
      return UNCHECKED_TYPES.includes(input.type);
    })
    .map((input) => `${input.controller}.${input.handler} (${input.kind}${input.field ? ` '${input.field}'` : ''})`);
}
