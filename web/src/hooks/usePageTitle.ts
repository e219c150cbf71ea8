import { useEffect } from 'react';
import { SITE_NAME } from '../config';

/** Sets the browser tab title to '<title> | <site name>' (the site name alone when no title is given). */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
