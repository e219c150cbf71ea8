import { unstable_serialize, type Middleware } from 'swr';
import { showsServerRenderedPage } from '../shared/serverRendered';
import type { ApiKey } from './api';
import { getSessionToken } from './session';

/**
 * The answers a server-rendered page was rendered from, carried in the page as JSON (a script element of type
 * application/json with this id) so the browser hydrates from the same data instead of asking for it again.
 */
export const FIRST_ANSWERS_ID = 'first-answers';

export interface FirstAnswer {
  read: ApiKey;
  data: unknown;
}

/** SWR's `fallback`: each answer under its read's cache key (a public read's key is the read itself). */
export const fallbackOf = (answers: readonly FirstAnswer[]): Record<string, unknown> =>
  Object.fromEntries(answers.map(({ read, data }) => [unstable_serialize(read), data]));

/**
 * JSON that is safe inside a script element: `<` cannot close it or open a comment, and the two line separators
 * JavaScript once treated as line ends are escaped too.
 */
export const firstAnswersJson = (answers: readonly FirstAnswer[]): string =>
  JSON.stringify(answers)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The answers the server embedded in this page, or undefined for a page the browser renders itself. */
export function readFirstAnswers(document: Document): FirstAnswer[] | undefined {
  const text = document.getElementById(FIRST_ANSWERS_ID)?.textContent;
  if (!text) return undefined;
  try {
    const answers: unknown = JSON.parse(text);
    return Array.isArray(answers) ? (answers as FirstAnswer[]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * SWR middleware for the hooks whose answer came with the page: they mount without revalidating while `onPage()`
 * (on the server, and in the browser while it is still on the page the server rendered); on any later page they
 * revalidate as usual. Besides the request saved, such a hook then says it is not validating on the server and
 * in hydration alike: a listing is not sent faded as if a new answer were on its way, and no state that differs
 * from hydration's re-renders a component synchronously, in one long task, right after it.
 */
export function answeredWithPage(answers: readonly FirstAnswer[], onPage: () => boolean): Middleware {
  const keys = new Set(answers.map(({ read }) => unstable_serialize(read)));
  return (useSWRNext) => (key, fetcher, config) =>
    useSWRNext(key, fetcher, keys.size > 0 && onPage() && keys.has(unstable_serialize(key)) ? { ...config, revalidateOnMount: false } : config);
}

/**
 * In the browser: for a visitor who is not signed in an embedded answer is what the request would bring, so it is
 * the request's answer (`answeredWithPage`). A signed-in visitor's reads carry a token and may answer more (a
 * deal's own seller), so they are sent, as for any fallback.
 */
export const reuseFirstAnswers = (answers: readonly FirstAnswer[]): Middleware[] =>
  getSessionToken() ? [] : [answeredWithPage(answers, showsServerRenderedPage)];
