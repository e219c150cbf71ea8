import { MESSAGES } from '.';

describe('MESSAGES', () => {
  it('keeps the spec texts word for word, typos included', () => {
    expect(MESSAGES.validation.moqMin).toBe('Moq should be atleast 1');
    expect(MESSAGES.validation.passwordConfirmMismatch).toBe('Password and confirm password should same');
    expect(MESSAGES.validation.passwordMinLength).toBe('A min of 8 characters password required');
    expect(MESSAGES.toast.inactiveUser).toBe('Seems not an active user, please contact with admin');
    expect(MESSAGES.search.placeholder).toBe('Search our marketplace....');
    expect(MESSAGES.notFoundPage).toEqual({
      heading: 'Error 404',
      text: "We are sorry, the page you've requested is not available.",
      button: 'BACK TO HOMEPAGE',
    });
  });

  it('tells the two add-to-cart toasts apart by their capital letter', () => {
    expect(MESSAGES.toast.itemAddedToCart).toBe('Item Added to Cart');
    expect(MESSAGES.toast.wishlistItemAddedToCart).toBe('Item added to Cart');
  });

  it('holds only non-empty strings', () => {
    const strings: string[] = [];
    const walk = (node: unknown): void => {
      if (typeof node === 'string') strings.push(node);
      else if (node && typeof node === 'object') Object.values(node).forEach(walk);
    };
    walk(MESSAGES);
    expect(strings.length).toBeGreaterThan(60);
    for (const s of strings) expect(s.length).toBeGreaterThan(0);
  });
});
