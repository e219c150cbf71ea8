import { preload, unstable_serialize } from 'swr';
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
  JSON.stringify(answers).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

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
 * The hooks revalidate on mount, as for any fallback. For a visitor who is not signed in the embedded answer is
 * what that request would bring, so it is handed to SWR as the request's answer (`preload`), and nothing is sent.
 * A signed-in visitor's reads carry a token and may answer more (a deal's own seller), so they are sent.
 */
export function reuseFirstAnswers(answers: readonly FirstAnswer[]): void {
  if (getSessionToken()) return;
  for (const { read, data } of answers) void preload(read, () => Promise.resolve(data));
}
