import { sanitizeRichText, withHttpsScheme } from './rich-text';

describe('sanitizeRichText', () => {
  it('strips script tags with their content', () => {
    expect(sanitizeRichText('<p>Mono panel</p><script>alert(1)</script>')).toBe('<p>Mono panel</p>');
    expect(sanitizeRichText('<SCRIPT src="//evil.example/x.js"></SCRIPT><b>ok</b>')).toBe('<b>ok</b>');
  });

  it('strips inline event handlers and keeps the formatting', () => {
    expect(sanitizeRichText('<p onclick="steal()" class="lead">Hi <strong onmouseover="x()">there</strong></p>')).toBe(
      '<p class="lead">Hi <strong>there</strong></p>',
    );
    expect(sanitizeRichText('<img src="https://cdn.example.com/a.png" onerror="alert(1)" alt="panel">')).toBe(
      '<img src="https://cdn.example.com/a.png" alt="panel" />',
    );
  });

  it('opens links in a new tab and adds https:// to links without a scheme', () => {
    expect(sanitizeRichText('<a href="www.jinkosolar.com">Datasheet</a>')).toBe(
      '<a href="https://www.jinkosolar.com" target="_blank" rel="noopener noreferrer">Datasheet</a>',
    );
    expect(sanitizeRichText('<a href="http://example.com" target="_self" rel="opener">x</a>')).toBe(
      '<a href="http://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('drops javascript: links', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeRichText('<a href="JaVaScRiPt&#58;alert(1)">x</a>')).not.toMatch(/javascript/i);
  });

  it('gives empty text for empty input', () => {
    expect(sanitizeRichText('')).toBe('');
    expect(sanitizeRichText(null)).toBe('');
  });
});

describe('withHttpsScheme', () => {
  it('adds https:// only where a scheme is missing', () => {
    expect(withHttpsScheme('example.com/page')).toBe('https://example.com/page');
    expect(withHttpsScheme('//cdn.example.com/a')).toBe('https://cdn.example.com/a');
    expect(withHttpsScheme('https://example.com')).toBe('https://example.com');
    expect(withHttpsScheme('mailto:sales@example.com')).toBe('mailto:sales@example.com');
    expect(withHttpsScheme('/shop/cart')).toBe('/shop/cart');
    expect(withHttpsScheme('#specs')).toBe('#specs');
  });
});
