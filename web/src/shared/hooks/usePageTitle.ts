import { useEffect } from 'react';
import { SITE_NAME } from '../../config';

/** Sets the browser tab title to '<title> | <site name>' (the site name alone when no title is given). */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}

/**
 * Sets the page's `<meta name="description">` while the calling page is shown (adding the tag when the
 * document has none) and puts the previous text back when it leaves.
 */
export function useMetaDescription(description?: string | null): void {
  useEffect(() => {
    if (!description) return undefined;
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const added = !tag;
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.appendChild(tag);
    }
    const element = tag;
    const previous = element.content;
    element.content = description;
    return () => {
      if (added) element.remove();
      else element.content = previous;
    };
  }, [description]);
}
