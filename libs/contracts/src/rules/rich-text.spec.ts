import { plainText, sanitizeRichText, withHttpsScheme } from './rich-text';

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

describe('plainText', () => {
  it('removes script tags with their content and tags with their event handlers', () => {
    expect(plainText('<script>alert(1)</script>')).toBe('');
    expect(plainText('<img src=x onerror=alert(1)>')).toBe('');
    expect(plainText('Great panel <script>alert(1)</script><img src=x onerror=alert(1)> would buy again')).toBe('Great panel  would buy again');
    expect(plainText('<p onclick="steal()">Fast <b>shipping</b></p>')).toBe('Fast shipping');
    expect(plainText('<style>body{display:none}</style><iframe src="//evil.example"></iframe>ok<!-- hidden -->')).toBe('ok');
  });

  it('keeps text as typed: no HTML escaping, entities neither decoded nor added', () => {
    expect(plainText('Tom & Jerry said "1 < 2 > 0" and I <3 it')).toBe('Tom & Jerry said "1 < 2 > 0" and I <3 it');
    expect(plainText('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#60;b&#62;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#60;b&#62;');
    expect(plainText('  Line one\n\nLine two — ½ price, 中文 😀  ')).toBe('Line one\n\nLine two — ½ price, 中文 😀');
  });

  it('leaves no tag behind when stripping joins the pieces of one', () => {
    for (const sneaky of ['<scr<script>x</script>ipt>alert(1)</script>', '<<script>script>alert(1)<</script>/script>', '<<<<script>script>/script>/script>']) {
      const text = plainText(sneaky);
      expect(text).not.toMatch(/<[a-z/!?]/i);
      expect(plainText(text)).toBe(text);
    }
    expect(plainText('<'.repeat(20) + 'script>'.repeat(20) + 'alert(1)')).not.toMatch(/<[a-z/!?]/i);
  });

  it('gives the same text back when run again, and empty text for no text', () => {
    for (const input of ['a & b', '&amp;lt;', '< script>', 'x<y and y>z', '<b>bold</b> & <i>it</i>']) {
      expect(plainText(plainText(input))).toBe(plainText(input));
    }
    expect(plainText(undefined)).toBe('');
    expect(plainText(null)).toBe('');
    expect(plainText({ toString: () => '<b>x</b>' })).toBe('');
    expect(plainText(12)).toBe('');
  });
});
