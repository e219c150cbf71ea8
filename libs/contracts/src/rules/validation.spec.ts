import {
  LIMITS,
  NON_ALPHANUMERIC_GLOBAL,
  PATTERNS,
  WHITESPACE_GLOBAL,
  isLettersOnlyName,
  isValidEmail,
  isValidRelatedProductCount,
  isValidWebsiteUrl,
  isValidZip,
} from './validation';

describe('limits', () => {
  it('carries the spec numbers', () => {
    expect(LIMITS).toMatchObject({
      nameMax: 100,
      emailMax: 100,
      passwordMin: 8,
      titleMax: 65,
      metaTitleMax: 100,
      metaTitleShortMax: 55,
      metaDescriptionMax: 250,
      noteMax: 255,
      moqMin: 1,
    });
  });

  it('accepts exactly four related products or none', () => {
    expect([0, 1, 3, 4, 5].map(isValidRelatedProductCount)).toEqual([true, false, false, true, false]);
  });
});

describe('patterns', () => {
  it('checks e-mail addresses, including the length limit', () => {
    expect(isValidEmail('buyer@example.com')).toBe(true);
    expect(isValidEmail('buyer@example')).toBe(false);
    expect(isValidEmail('buyer example@x.com')).toBe(false);
    expect(isValidEmail(`${'a'.repeat(95)}@x.com`)).toBe(false);
  });

  it('checks website URLs with or without a scheme', () => {
    expect(isValidWebsiteUrl('https://www.example.com/about')).toBe(true);
    expect(isValidWebsiteUrl('example.co')).toBe(true);
    expect(isValidWebsiteUrl('ftp://example.com')).toBe(false);
    expect(isValidWebsiteUrl('not a url')).toBe(false);
  });

  it('allows letters and single spaces in names, nothing else', () => {
    expect(isLettersOnlyName('Mary Ann')).toBe(true);
    expect(isLettersOnlyName('José')).toBe(true);
    expect(isLettersOnlyName('R2D2')).toBe(false);
    expect(isLettersOnlyName('Anne-Marie')).toBe(false);
  });

  it('accepts US ZIP and ZIP+4 only', () => {
    expect(isValidZip('94103')).toBe(true);
    expect(isValidZip('94103-1234')).toBe(true);
    expect(isValidZip('9410')).toBe(false);
    expect(isValidZip('94103 1234')).toBe(false);
  });

  it('offers the slug-building patterns, stateless for test()', () => {
    expect(PATTERNS.nonAlphanumeric.test('a-b')).toBe(true);
    expect(PATTERNS.nonAlphanumeric.test('a-b')).toBe(true);
    expect(PATTERNS.whitespace.test('ab')).toBe(false);
    expect('Jinko  Tiger Neo!'.replace(WHITESPACE_GLOBAL, '-').replace(NON_ALPHANUMERIC_GLOBAL, '-')).toBe('Jinko-Tiger-Neo-');
  });
});
