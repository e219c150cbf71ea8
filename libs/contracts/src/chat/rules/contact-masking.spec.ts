import { CONTACT_MASKS } from '../views';
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

  // What an attacker retries with: each reached the other party unmasked once (issue 31, hole 3), and its class.
  it.each([
    ['name @ gmail . com', EMAIL],
    ['name@gmail[.]com', EMAIL],
    ['name@gmail(.)com', EMAIL],
    ['name@gmail{.}com', EMAIL],
    ['name@gmail<.>com', EMAIL],
    ['name ＠ gmail ． com', EMAIL],
    ['name＠gmail．com', EMAIL],
    ['name﹫gmail﹒com', EMAIL],
    ['name@gmail。com', EMAIL],
    ['name@gmail‧com', EMAIL],
    ['name@gmail·com', EMAIL],
    ['name@gm\u200bail.com', EMAIL],
    ['na\u200cme@\u2060gmail.c\ufeffom', EMAIL],
    ['name@gmail.c\u00adom', EMAIL],
    ['ｎａｍｅ＠ｇｍａｉｌ．ｃｏｍ', EMAIL],
    ['name [@] gmail [.] com', EMAIL],
    ['name_at_acme_dot_com', EMAIL],
    ['name (at) acme [.] com', EMAIL],
    ['name@gmail', EMAIL],
    ['name at gmail', EMAIL],
    ['reach me: name@g̲mail.com', `reach me: ${EMAIL}`],
  ])('hides the disguised e-mail address in %p', (text, expected) => {
    expect(masked(text)).toBe(expected);
  });

  it.each([
    ['domain[.]com', LINK],
    ['domain(.)io', LINK],
    ['domain (dot) com', LINK],
    ['domain . com', LINK],
    ['domain .com', LINK],
    ['ｄｏｍａｉｎ．ｃｏｍ', LINK],
    ['domain。com', LINK],
    ['dom\u200bain.com', LINK],
    ['www . acme . com', LINK],
  ])('hides the disguised link in %p', (text, expected) => {
    expect(masked(text)).toBe(expected);
  });

  it.each([
    ['555_123_4567', PHONE],
    ['555    123    4567', PHONE],
    ['5    5    5    1    2    3    4    5    6    7', PHONE],
    ['５５５１２３４５６７', PHONE],
    ['５５５－１２３－４５６７', PHONE],
    ['٥٥٥١٢٣٤٥٦٧', PHONE],
    ['۵۵۵۱۲۳۴۵۶۷', PHONE],
    ['५५५१२३४५६७', PHONE],
    ['𝟓𝟓𝟓𝟏𝟐𝟑𝟒𝟓𝟔𝟕', PHONE],
    ['⑤⑤⑤①②③④⑤⑥⑦', PHONE],
    ['555\u200b123\u200b4567', PHONE],
    ['555-_ .123/\\4567', PHONE],
    ['555–123—4567', PHONE],
    ['555|123|4567', PHONE],
    ['555,123,4567', PHONE],
    ['555:123:4567', PHONE],
    ['5,551,234,567', PHONE],
    ['(555)\n123\n4567', PHONE],
    ['5̲5̲5̲1̲2̲3̲4̲5̲6̲7̲', PHONE],
    ['5551234567 5551234567', PHONE],
    ['call 2026-05-01 or 555 123 4567', `call 2026-05-01 or ${PHONE}`],
  ])('hides the disguised phone number in %p', (text, expected) => {
    expect(masked(text)).toBe(expected);
  });

  it.each([
    'Delivery 2026-05-01 - 2026-06-01, 10:30 to 12:45.',
    'Delivery between 05/01/2026 and 06/15/2026.',
    'Total $12,500,000.00 and 1,250,000 2,000,000 units.',
    'Good price. In stock. Net 30 terms.',
    '10 units @ 0.25. Each pallet holds 31.',
    '100 pcs @ $0.25/W',
    'Panels 2278×1134×35 mm.',
    'We meet at outlook point, then at live demo.',
    '• 2 pallets · 62 panels',
    '日本語のテキスト。価格は５００円です。',
  ])('leaves %p as it is', (text) => {
    expect(maskContactDetails(text)).toEqual({ text, masked: false });
  });

  it('stores the normalised text once something is hidden, so nothing invisible is left to rebuild it', () => {
    expect(masked('Ｐｒｉｃｅ ５００, call ５５５ １２３ ４５６７\u200b')).toBe(`Price 500, call ${PHONE}`);
  });

  it.each([
    ['letters', 'a'.repeat(20_000)],
    ['dotted labels', 'a.'.repeat(10_000)],
    ['bracketed dots', 'a[.]'.repeat(5_000)],
    ['a long separator before at', `a${'-'.repeat(20_000)}at-b`],
    ['spaces', `a${' '.repeat(20_000)}[.] b`],
    ['digits and punctuation', '1-.'.repeat(6_000)],
  ])('reads hostile text (%s) in linear time', (_, text) => {
    const started = Date.now();
    maskContactDetails(text);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('says whether it hid anything, and hides several details in one message', () => {
    expect(maskContactDetails('dana@acme.com or 555 123 4567 or acme.com')).toEqual({ text: `${EMAIL} or ${PHONE} or ${LINK}`, masked: true });
  });

  it('is idempotent', () => {
    const once = masked('dana@acme.com, +1 555 123 4567, https://acme.com, name＠gmail[.]com, ５５５_１２３_４５６７');
    expect(masked(once)).toBe(once);
  });
});
