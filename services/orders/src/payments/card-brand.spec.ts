import { cardBrand } from './index';

describe('cardBrand', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['4000 0000 0000 0002', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['5105-1051-0510-5100', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['371449635398431', 'amex'],
    ['6011111111111117', 'discover'],
    ['6445644564456445', 'discover'],
    ['6500000000000002', 'discover'],
    ['6200000000000005', 'unionpay'],
    ['3056930009020004', 'card'],
    ['2720999999999999', 'mastercard'],
    ['2721000000000000', 'card'],
    ['', 'card'],
    ['not a number', 'card'],
  ])('%s is %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });
});
