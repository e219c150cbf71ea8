/**
 * An API path with parameters, written once in a contracts table. The web calls it with the parameters' values
 * to get a URL (each value URL-encoded); the owning service's controller registers its `template`
 * (`@Get(CART_API.cartLine.template)`); the gateway and the registry read the same template to route it.
 */
export type ApiRoute<Template extends string = string> = ((...values: RouteArguments<Template>) => string) & {
  readonly template: Template;
};

/** The `:name` parameters of a template, in order. */
type ParameterNames<Template extends string> = Template extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...ParameterNames<`/${Rest}`>]
  : Template extends `${string}:${infer Name}`
    ? [Name]
    : [];

/** One value per parameter. Mapped over a type parameter, so a tuple stays a tuple (and a valid rest parameter). */
type ValuesFor<Names extends string[]> = { [Index in keyof Names]: string | number };

type RouteArguments<Template extends string> = ValuesFor<ParameterNames<Template>>;

const PARAMETER = /:([A-Za-z_][A-Za-z0-9_]*)/g;

export function apiRoute<const Template extends string>(template: Template): ApiRoute<Template> {
  const names = [...template.matchAll(PARAMETER)].map((match) => match[1]);
  const fill = (...values: Array<string | number>) => {
    if (values.length !== names.length) throw new Error(`${template} takes ${names.length} value(s), got ${values.length}`);
    let index = 0;
    return template.replace(PARAMETER, () => encodeURIComponent(String(values[index++])));
  };
  return Object.assign(fill, { template }) as ApiRoute<Template>;
}

/**
 * A table of API paths: plain paths, and routes with parameters. A route is read here only for its template
 * (a route's call signature depends on its parameters, so no single function type fits them all).
 */
export type ApiTable = Readonly<Record<string, string | Pick<ApiRoute, 'template'>>>;

/** The route templates of a table, as controllers register them: `/v1/client/cart/:item_uuid`. */
export function apiTemplates(table: ApiTable): string[] {
  return Object.values(table).map((entry) => (typeof entry === 'string' ? entry : entry.template));
}
