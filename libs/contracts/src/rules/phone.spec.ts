import { formatPhone } from './phone';

describe('formatPhone', () => {
  it("shows ten digits as '(xxx) xxx-xxxx'", () => {
    expect(formatPhone('5551234567')).toBe('(555) 123-4567');
    expect(formatPhone('555-123-4567')).toBe('(555) 123-4567');
  });

  it('drops a leading +1', () => {
    expect(formatPhone('+15551234567')).toBe('(555) 123-4567');
    expect(formatPhone('+1 (555) 123-4567')).toBe('(555) 123-4567');
  });

  it('returns anything else unchanged', () => {
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatPhone('')).toBe('');
  });
});
