import { useDeferredValue, useRef } from 'react';

/**
 * A read's first answer as a deferred value, later answers as they come. An answer lands as an urgent update
 * (SWR's store), which React renders in one piece: for a listing's first page of cards and facets that is one
 * long task on a phone, which holds back its largest paint and its first taps. Deferred, React renders it in
 * slices. Later answers (another page, another filter) pass straight through, so the pager and the filters
 * never lag behind the address.
 */
export function useDeferredFirstAnswer<T>(answer: T | undefined): T | undefined {
  const deferred = useDeferredValue(answer);
  // Once true it stays true, so a render React throws away and repeats cannot change the outcome.
  const shown = useRef(false);
  if (deferred !== undefined) shown.current = true;
  return shown.current ? answer : deferred;
}
