import { SEARCH_API, SEARCH_TEXT_MAX, type SuggestionsAnswer } from '@solar/contracts';
import { useEffect, useRef, useState } from 'react';
import { apiRequest } from '../../api';

/** A pause in typing this long asks for suggestions; each keystroke before it restarts the wait. */
export const SUGGEST_DELAY_MS = 200;

export interface Suggestions {
  /** The newest answer, for `text`; undefined before the first or while the box is empty. */
  answer: SuggestionsAnswer | undefined;
  /** The text the answer is for. */
  text: string;
}

const NONE: Suggestions = { answer: undefined, text: '' };

/**
 * The global search's suggestions for what is typed. Only the answer to the newest request is ever shown: each
 * request takes a number and an answer is dropped unless its number is still the newest, so a slow answer to
 * "sol" arriving after the answer to "solar" cannot replace it. The older request is aborted too, which saves
 * the work when the browser can still cancel it; the number is what guarantees the order.
 */
export function useSuggestions(typed: string): Suggestions {
  const [suggestions, setSuggestions] = useState<Suggestions>(NONE);
  const newest = useRef(0);

  useEffect(() => {
    const text = typed.trim().slice(0, SEARCH_TEXT_MAX);
    const ticket = ++newest.current;
    if (!text) {
      setSuggestions(NONE);
      return;
    }
    const abort = new AbortController();
    const timer = setTimeout(() => {
      apiRequest<SuggestionsAnswer>({ method: 'POST', path: SEARCH_API.suggestions, body: { query: text }, signal: abort.signal }).then(
        (answer) => {
          if (ticket === newest.current) setSuggestions({ answer, text });
        },
        // Suggestions are a convenience: a failed one leaves the last answer and the search itself still works.
        () => undefined,
      );
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [typed]);

  return suggestions;
}
