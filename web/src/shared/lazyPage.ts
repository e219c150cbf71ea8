import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// Any props: the page's own, checked where the route renders it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Page = ComponentType<any>;

/** A lazily loaded page that also tells which module it loads (`load`), so a test can check a route's page. */
export type LazyPage<Component extends Page> = LazyExoticComponent<Component> & { load: () => Promise<unknown> };

/**
 * A page component (or a part of a page that is not needed for its first view) loaded with its own chunk the first time its route renders (the area layouts wrap their
 * outlet in Suspense). Pages are named exports; `lazy` wants a default one.
 */
export function lazyPage<Module extends Record<Name, Page>, Name extends string>(load: () => Promise<Module>, name: Name): LazyPage<Module[Name]> {
  return Object.assign(
    lazy(() => load().then((module) => ({ default: module[name] }))),
    { load },
  );
}
