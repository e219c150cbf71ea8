import { Suspense } from 'react';
import { lazyPage } from '../lazyPage';
import type { RichHtmlProps } from './SanitizedHtml';

// The sanitizer and its HTML parser are the heaviest code a page shows, so they are not part of the first load:
// the rest of the page renders first.
const SanitizedHtml = lazyPage(() => import('./SanitizedHtml'), 'SanitizedHtml');

/**
 * Stored rich text (descriptions, store pages, content pages), which the services sanitized when it was saved,
 * shown through the same rule again, so nothing a compromised store held could run in the page: only the
 * sanitized string ever reaches the DOM as HTML.
 */
export function RichHtml(props: RichHtmlProps) {
  return (
    <Suspense fallback={<div className={props.className} aria-busy="true" />}>
      <SanitizedHtml {...props} />
    </Suspense>
  );
}
