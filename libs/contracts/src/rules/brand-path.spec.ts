import { brandFromPath, brandPath } from './brand-path';

describe('brandPath', () => {
  it('lower-cases and turns spaces into dashes', () => {
    expect(brandPath('Jinko Solar')).toBe('jinko-solar');
    expect(brandPath('LONGi')).toBe('longi');
  });

  it('turns the dashes of the name into plus signs before spaces become dashes', () => {
    expect(brandPath('Trina-Solar Co')).toBe('trina+solar-co');
    expect(brandPath('Q-Cells')).toBe('q+cells');
  });
});

describe('brandFromPath', () => {
  it('undoes brandPath to the lower-cased name', () => {
    expect(brandFromPath('jinko-solar')).toBe('jinko solar');
    expect(brandFromPath('trina+solar-co')).toBe('trina-solar co');
    expect(brandFromPath('trina%2Bsolar-co')).toBe('trina-solar co');
  });

  it('returns the original spelling when given the known brands', () => {
    const brands = ['Jinko Solar', 'Trina-Solar Co', 'Canadian Solar'];
    expect(brandFromPath('trina+solar-co', brands)).toBe('Trina-Solar Co');
    expect(brandFromPath('JINKO-SOLAR', brands)).toBe('Jinko Solar');
    expect(brandFromPath('rec-group', brands)).toBeUndefined();
  });
});
