import { CONTACT_MASKS } from './api';
import { maskContactDetails } from './contact-masking';

const { email: EMAIL, phone: PHONE, link: LINK } = CONTACT_MASKS;
const masked = (text: string) => maskContactDetails(text).text;

describe('maskContactDetails', () => {
  it.each([
    ['write to dana.w+deals@acme-solar.example.com today', `write to ${EMAIL} today`],
    ['DANA@ACME.COM', EMAIL],
    ['mail me: dana @ acme-solar.com', `mail me: ${EMAIL}`],
    ['dana at acme-solar dot com', EMAIL],
    ['dana(at)acme(dot)com', EMAIL],
    ['dana [at] acme [dot] co [dot] uk please', `${EMAIL} please`],
    ['dana at acme.com', EMAIL],
  ])('hides the e-mail address in %p', (text, expected) => {
    expect(masked(text)).toBe(expected);
  });

  it.each([
    ['see https://acme-solar.example/deals?id=7 for more', `see ${LINK} for more`],
    ['http://10.0.0.1:8080/x', LINK],
    ['www.acme-solar.com', LINK],
    ['visit acme-solar.com/datasheets', `visit ${LINK}`],
    ['shop.acme.io', LINK],
    ['acme-solar dot com', LINK],
    ['acme (dot) solar', LINK],
  ])('hides the link in %p', (text, expected) => {
    expect(masked(text)).toBe(expected);
  });

  it.each([
    ['call +1 (555) 123-4567', `call ${PHONE}`],
    ['555.123.4567', PHONE],
    ['5551234567 after 5pm', `${PHONE} after 5pm`],
    ['+44 20 7946 0958', PHONE],
    ['5 5 5 1 2 3 4 5 6 7', PHONE],
    ['or 555-1234', `or ${PHONE}`],
  ])('hides the phone number in %p', (text, expected) => {
    expect(masked(text)).toBe(expected);
  });

  it.each([
    'We can do $0.23/W for 124 panels, FOB Houston.',
    'Offer at 0.25 per watt, 2 pallets of 31, delivery 2026-05-01.',
    'Total $1,250,000.00 for 620 units; lead time 10 - 15 days.',
    'Panels 2278 x 1134 x 35 mm, 28.5 kg, 550 W.',
    'We are at the warehouse until 10:30, e.g. tomorrow.',
    'Model BF-550-M, datasheet.pdf attached, U.S. made.',
  ])('leaves %p as it is', (text) => {
    expect(maskContactDetails(text)).toEqual({ text, masked: false });
  });

  it('says whether it hid anything, and hides several details in one message', () => {
    expect(maskContactDetails('dana@acme.com or 555 123 4567 or acme.com')).toEqual({ text: `${EMAIL} or ${PHONE} or ${LINK}`, masked: true });
  });

  it('is idempotent', () => {
    const once = masked('dana@acme.com, +1 555 123 4567, https://acme.com');
    expect(masked(once)).toBe(once);
  });
});
