/**
 * The browser build's stand-in for postcss, which sanitize-html requires only to parse `style` attributes.
 * The rich-text rules never allow a style attribute (and turn that parsing off), so this is never called;
 * it spares every page that renders or checks text about 150 kB of CSS parser.
 */
export function parse(): never {
  throw new Error('style attributes are not parsed in the browser');
}
