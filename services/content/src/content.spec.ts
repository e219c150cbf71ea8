import {
  CONTENT_API,
  CONTENT_MESSAGES,
  CONTENT_PAGE_SLUGS,
  MESSAGES,
  type ContentPageView,
  type EventView,
  type FaqCategoryView,
  type FaqView,
  type PageOf,
  type VideoView,
} from '@solar/contracts';
import { readMailbox } from '@solar/platform';
import { startServiceHarness, type ServiceHarness } from '@solar/platform/testing';
import { service } from './index';

/**
 * The content service as a visitor, a customer, a seller and an admin meet it: seeded pages, FAQs, events and
 * videos; the contact form mailed to support; the newsletter's double opt-in; the RV survey; marketing sources;
 * the admins' page edits, sanitized on the way in.
 */
const M = CONTENT_MESSAGES;
const SUPPORT = 'help-desk@solar-marketplace.local';
let t: ServiceHarness;
let tokens: { admin: string; customer: string; seller: string };

beforeAll(async () => {
  t = await startServiceHarness(service, {
    options: {
      supportEmail: SUPPORT,
      publicUrl: 'https://shop.example.com',
      contactLimits: { perAccount: { points: 2, windowSeconds: 3600 }, perAddress: { points: 4, windowSeconds: 3600 } },
      newsletterLimits: { perAccount: { points: 2, windowSeconds: 3600 }, perAddress: { points: 6, windowSeconds: 3600 } },
      surveysPerAddress: { points: 2, windowSeconds: 3600 },
    },
  });
  tokens = {
    admin: t.tokenOf('admin-1', { roles: ['admin'] }),
    customer: t.tokenOf('buyer-1', { roles: ['customer'] }),
    seller: t.tokenOf('seller-1', { roles: ['seller'] }),
  };
}, 60_000);

afterAll(async () => {
  await t?.close();
});

let addresses = 0;
/** Each test its own client address (the gateway's header), so the per-address limits of one do not spill over. */
const fromNewAddress = () => ({ 'x-client-ip': `10.0.${Math.floor(++addresses / 250)}.${addresses % 250}` });

async function mailsTo(address: string, count = 1): Promise<Array<{ subject: string; text: string }>> {
  for (let tries = 0; tries < 100; tries++) {
    const mails = await readMailbox(t.dataDir, address);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return readMailbox(t.dataDir, address);
}

describe('pages', () => {
  it('serves every seeded page with real text, and 404 in the envelope for a slug that names nothing', async () => {
    for (const slug of CONTENT_PAGE_SLUGS) {
      const res = await t.http().get(CONTENT_API.page(slug)).expect(200);
      const page = res.body.data as ContentPageView;
      expect(page.slug).toBe(slug);
      expect(page.title.length).toBeGreaterThanOrEqual(3);
      expect(page.body_html.length).toBeGreaterThan(300);
    }
    const terms = (await t.http().get(CONTENT_API.page('terms-of-sale'))).body.data as ContentPageView;
    expect(terms.body_html).toContain('<h2 class="h4 mt-4 mb-2">Returns and refunds</h2>');
    expect(terms.body_html).toMatch(/warrant/i);
    const missing = await t.http().get(CONTENT_API.page('nothing-here')).expect(404);
    expect(missing.body).toMatchObject({ status: 0, success: false, error: M.pageNotFound });
  });

  const edit = {
    title: 'Terms of Use',
    summary: 'Short',
    markdown: 'Hello **world** <script>alert(1)</script> [x](javascript:alert(1)) [site](example.com)\n\n<img src=x onerror=alert(1)>',
  };

  it('refuses edits without a token (401) and from customers and sellers (403)', async () => {
    await t.http().put(CONTENT_API.adminPage('terms-of-use')).send(edit).expect(401);
    for (const token of [tokens.customer, tokens.seller]) {
      const res = await t.http().put(CONTENT_API.adminPage('terms-of-use')).set('authorization', `Bearer ${token}`).send(edit).expect(403);
      expect(res.body.success).toBe(false);
    }
    await t.http().get(CONTENT_API.adminPages).set('authorization', `Bearer ${tokens.customer}`).expect(403);
    const page = (await t.http().get(CONTENT_API.page('terms-of-use'))).body.data as ContentPageView;
    expect(page.body_html).not.toContain('Hello');
  });

  it('lets an admin edit a page in markdown, stored sanitized: no script, no handler, no javascript: link', async () => {
    const res = await t.http().put(CONTENT_API.adminPage('terms-of-use')).set('authorization', `Bearer ${tokens.admin}`).send(edit).expect(200);
    expect(res.body.message).toBe(M.pageSaved);
    const page = (await t.http().get(CONTENT_API.page('terms-of-use'))).body.data as ContentPageView;
    expect(page.body_html).toContain('<strong>world</strong>');
    // Markup typed into the markdown is shown as text, never as a tag; a javascript: link is no link.
    expect(page.body_html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body_html).not.toMatch(/<script|<img|<[^>]*\bonerror=|href="javascript:/i);
    expect(page.body_html).toContain('href="https://example.com"');
    expect(page.body_html).toContain('target="_blank"');
    expect(page).not.toHaveProperty('updated_by');
    const editable = (await t.http().get(CONTENT_API.adminPage('terms-of-use')).set('authorization', `Bearer ${tokens.admin}`).expect(200)).body.data;
    expect(editable.markdown).toContain('Hello **world**');
    const list = (await t.http().get(CONTENT_API.adminPages).set('authorization', `Bearer ${tokens.admin}`).expect(200)).body.data as Array<{ slug: string }>;
    expect(list.map((p) => p.slug).sort()).toEqual([...CONTENT_PAGE_SLUGS].sort());
  });

  it('answers an edit with the field messages, and 404 for a page the site does not have', async () => {
    const admin = { authorization: `Bearer ${tokens.admin}` };
    const empty = await t.http().put(CONTENT_API.adminPage('about')).set(admin).send({ title: ' ', markdown: '' }).expect(400);
    expect(empty.body.errors).toEqual({ title: [M.pageTitleRequired], markdown: [M.pageBodyRequired] });
    const huge = await t
      .http()
      .put(CONTENT_API.adminPage('about'))
      .set(admin)
      .send({ title: 'About', markdown: 'x'.repeat(60_000) })
      .expect(400);
    expect(huge.body.errors.markdown).toEqual([M.pageBodyTooLong]);
    const wrongType = await t
      .http()
      .put(CONTENT_API.adminPage('about'))
      .set(admin)
      .send({ title: ['a'], markdown: 5 })
      .expect(400);
    expect(Object.keys(wrongType.body.errors).sort()).toEqual(['markdown', 'title']);
    await t.http().put(CONTENT_API.adminPage('made-up')).set(admin).send({ title: 'X', markdown: 'y' }).expect(404);
  });
});

describe('FAQs, events, videos, offers', () => {
  it("lists FAQ categories in order and each one's questions with sanitized answers", async () => {
    const categories = (await t.http().post(CONTENT_API.faqCategoriesSearch).send({}).expect(200)).body.data as PageOf<FaqCategoryView>;
    expect(categories.items.map((c) => c.name)).toEqual(['Buying', 'Negotiable deals', 'Shipping and freight', 'Warranties and returns', 'Selling']);
    const shipping = categories.items[2]!;
    const faqs = (
      await t
        .http()
        .post(CONTENT_API.faqsSearch)
        .send({ where: { category_id: String(shipping.id) } })
        .expect(200)
    ).body.data as PageOf<FaqView>;
    expect(faqs.items.length).toBeGreaterThan(1);
    expect(faqs.items.every((f) => f.category_id === shipping.id)).toBe(true);
    const found = (await t.http().post(CONTENT_API.faqsSearch).send({ query: 'lift gate' }).expect(200)).body.data as PageOf<FaqView>;
    expect(found.items.map((f) => f.question)).toEqual(['Do I need a lift gate?']);
  });

  it('refuses search objects with unknown names or wrong types (400)', async () => {
    await t
      .http()
      .post(CONTENT_API.faqsSearch)
      .send({ where: { $where: 'x' } })
      .expect(400);
    const bad = await t
      .http()
      .post(CONTENT_API.faqsSearch)
      .send({ where: { category_id: 'shipping' } })
      .expect(400);
    expect(Object.keys(bad.body.errors)).toEqual(['where.category_id']);
    await t.http().post(CONTENT_API.eventsSearch).send({ limit: 10_000 }).expect(400);
    await t
      .http()
      .post(CONTENT_API.videosSearch)
      .send({ query: 'x'.repeat(500) })
      .expect(400);
    await t.http().get(`${CONTENT_API.videos}?page=1&page=2`).expect(400);
  });

  it('lists upcoming events soonest first', async () => {
    const events = (
      await t
        .http()
        .post(CONTENT_API.eventsSearch)
        .send({ where: { upcoming: true } })
        .expect(200)
    ).body.data as PageOf<EventView>;
    expect(events.items.length).toBeGreaterThanOrEqual(3);
    const starts = events.items.map((e) => Date.parse(e.starts_at));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(starts[0]).toBeGreaterThan(Date.now());
  });

  it('lists videos, filters them by category, and reads one by id (404 otherwise)', async () => {
    const all = (await t.http().get(CONTENT_API.videos).expect(200)).body.data as PageOf<VideoView>;
    expect(all.total).toBe(4);
    const byCategory = (
      await t
        .http()
        .post(CONTENT_API.videosSearch)
        .send({ where: { category_id: 2 } })
        .expect(200)
    ).body.data as PageOf<VideoView>;
    expect(byCategory.items.map((v) => v.category)).toEqual(['Trader platform']);
    const one = (
      await t
        .http()
        .get(CONTENT_API.video(String(byCategory.items[0]!.id)))
        .expect(200)
    ).body.data as VideoView;
    expect(one.body_html).toContain('<ol>');
    await t.http().get(CONTENT_API.video('999')).expect(404);
    await t.http().get(CONTENT_API.video('abc')).expect(404);
    const categories = (await t.http().post(CONTENT_API.videoCategoriesSearch).send({}).expect(200)).body.data;
    expect(categories.items).toHaveLength(3);
  });

  it('lists the advertising offers', async () => {
    const offers = (await t.http().get(CONTENT_API.adMarketingOffering).expect(200)).body.data as Array<{ name: string; price_per_month: number }>;
    expect(offers[0]).toMatchObject({ name: 'Home page banner' });
    expect(offers.every((o) => o.price_per_month > 0)).toBe(true);
  });
});

describe('contact-us', () => {
  const form = {
    name: 'Dana Buyer',
    email: 'dana@example.com',
    phone: '(415) 555-0134',
    subject: 'Freight quote',
    message: 'Do you ship 4 pallets to Reno, NV with a lift gate?',
  };

  it('answers each required field with its message', async () => {
    const res = await t.http().post(CONTENT_API.contactUs).set(fromNewAddress()).send({}).expect(400);
    expect(res.body.errors).toEqual({
      name: [M.nameRequired],
      email: [MESSAGES.validation.emailInvalid],
      phone: [M.phoneRequired],
      subject: [M.subjectRequired],
      message: [M.messageRequired],
    });
    const bad = await t
      .http()
      .post(CONTENT_API.contactUs)
      .set(fromNewAddress())
      .send({ ...form, email: 'not-an-email', message: 'x'.repeat(5001), extra: 1 })
      .expect(400);
    expect(bad.body.errors.extra).toBeDefined();
    const typed = await t
      .http()
      .post(CONTENT_API.contactUs)
      .set(fromNewAddress())
      .send({ ...form, message: { $gt: '' } })
      .expect(400);
    expect(typed.body.errors.message).toEqual([M.messageRequired]);
  });

  it('stores the message as plain text and mails it to support', async () => {
    const res = await t
      .http()
      .post(CONTENT_API.contactUs)
      .set(fromNewAddress())
      .send({ ...form, email: 'pat@example.com', message: 'Need <b>40</b> panels<script>x()</script>' })
      .expect(200);
    expect(res.body.message).toBe(M.contactSent);
    expect(res.body.data).toEqual({ id: expect.any(String) });
    const mails = await mailsTo(SUPPORT);
    const mail = mails.find((m) => m.text.includes('pat@example.com'))!;
    expect(mail.subject).toBe('Contact form: Freight quote');
    expect(mail.text).toContain('Need 40 panels');
    expect(mail.text).not.toContain('<script');
  });

  it('limits messages per sender e-mail and per client address (429 with Retry-After)', async () => {
    const email = 'limited@example.com';
    await t
      .http()
      .post(CONTENT_API.contactUs)
      .set(fromNewAddress())
      .send({ ...form, email })
      .expect(200);
    await t
      .http()
      .post(CONTENT_API.contactUs)
      .set(fromNewAddress())
      .send({ ...form, email })
      .expect(200);
    const third = await t
      .http()
      .post(CONTENT_API.contactUs)
      .set(fromNewAddress())
      .send({ ...form, email })
      .expect(429);
    expect(third.body).toMatchObject({ success: false, error: M.tooManyContacts });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);

    const address = fromNewAddress();
    for (let n = 0; n < 4; n++)
      await t
        .http()
        .post(CONTENT_API.contactUs)
        .set(address)
        .send({ ...form, email: `sender-${n}@example.com` })
        .expect(200);
    await t
      .http()
      .post(CONTENT_API.contactUs)
      .set(address)
      .send({ ...form, email: 'sender-5@example.com' })
      .expect(429);
  });
});

describe('newsletter: double opt-in', () => {
  const tokenIn = (text: string, kind: 'confirm' | 'unsubscribe') => new RegExp(`/newsletter\\?${kind}=([A-Za-z0-9_-]+)`).exec(text)?.[1] ?? '';

  it("answers 'Please enter your email!' when empty and the valid-email message otherwise", async () => {
    const empty = await t.http().post(CONTENT_API.newsletterSubscribe).set(fromNewAddress()).send({ email: '' }).expect(400);
    expect(empty.body.errors).toEqual({ email: ['Please enter your email!'] });
    const missing = await t.http().post(CONTENT_API.newsletterSubscribe).set(fromNewAddress()).send({}).expect(400);
    expect(missing.body.errors).toEqual({ email: ['Please enter your email!'] });
    const bad = await t.http().post(CONTENT_API.newsletterSubscribe).set(fromNewAddress()).send({ email: 'nope' }).expect(400);
    expect(bad.body.errors).toEqual({ email: [MESSAGES.validation.emailInvalid] });
  });

  it('subscribes only once the mailed link is followed; the link works once; unsubscribe ends it', async () => {
    const email = 'reader@example.com';
    const res = await t.http().post(CONTENT_API.newsletterSubscribe).set(fromNewAddress()).send({ email: ' Reader@Example.com ' }).expect(200);
    expect(res.body.message).toBe(M.newsletterCheckInbox);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Please confirm your newsletter subscription');
    expect(mail!.text).toContain('https://shop.example.com/newsletter?confirm=');
    const newsletter = t.get((await import('./forms/newsletter.service')).Newsletter);
    expect(await newsletter.recipients()).not.toContain(email);

    const confirm = tokenIn(mail!.text, 'confirm');
    const confirmed = await t.http().post(CONTENT_API.newsletterConfirm).send({ token: confirm }).expect(200);
    expect(confirmed.body.message).toBe(M.newsletterConfirmed);
    expect(await newsletter.recipients()).toContain(email);

    const again = await t.http().post(CONTENT_API.newsletterConfirm).send({ token: confirm }).expect(422);
    expect(again.body.error).toBe(M.newsletterLinkInvalid);
    await t
      .http()
      .post(CONTENT_API.newsletterConfirm)
      .send({ token: 'x'.repeat(43) })
      .expect(422);
    const noToken = await t.http().post(CONTENT_API.newsletterConfirm).send({}).expect(400);
    expect(noToken.body.errors).toEqual({ token: [M.tokenRequired] });

    // Signing up again once confirmed mails nothing and answers the same.
    await t.http().post(CONTENT_API.newsletterSubscribe).set(fromNewAddress()).send({ email }).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await readMailbox(t.dataDir, email)).toHaveLength(1);

    await t
      .http()
      .post(CONTENT_API.newsletterUnsubscribe)
      .send({ token: tokenIn(mail!.text, 'unsubscribe') })
      .expect(200);
    expect(await newsletter.recipients()).not.toContain(email);
  });

  it('a newer sign-up mail replaces the older link', async () => {
    const email = 'twice@example.com';
    await t.http().post(CONTENT_API.newsletterSubscribe).set(fromNewAddress()).send({ email }).expect(200);
    await t.http().post(CONTENT_API.newsletterSubscribe).set(fromNewAddress()).send({ email }).expect(200);
    const mails = await mailsTo(email, 2);
    const [first, second] = mails.map((m) => tokenIn(m.text, 'confirm'));
    await t.http().post(CONTENT_API.newsletterConfirm).send({ token: first }).expect(422);
    await t.http().post(CONTENT_API.newsletterConfirm).send({ token: second }).expect(200);
  });

  it('limits sign-ups per address signed up (429)', async () => {
    const email = 'flood@example.com';
    await t.http().post(CONTENT_API.newsletterSubscribe).set(fromNewAddress()).send({ email }).expect(200);
    await t.http().post(CONTENT_API.newsletterSubscribe).set(fromNewAddress()).send({ email }).expect(200);
    const third = await t.http().post(CONTENT_API.newsletterSubscribe).set(fromNewAddress()).send({ email }).expect(429);
    expect(third.body.error).toBe(M.tooManySubscriptions);
    expect(third.headers['retry-after']).toBeDefined();
  });
});

describe('RV surveys and marketing sources', () => {
  const survey = {
    name: 'Sam Rivera',
    email: 'sam@example.com',
    phone: '555-201-3344',
    rv_type: 'class-c',
    roof_length_ft: 24,
    daily_kwh: '3.5',
    budget_usd: 4000,
    battery: 'lithium',
    zip: '80202',
    appliances: '12V fridge, fan, laptops',
  };

  it('stores a valid survey and answers field messages otherwise', async () => {
    const res = await t.http().post(CONTENT_API.rvSurveys).set(fromNewAddress()).send(survey).expect(201);
    expect(res.body.message).toBe(M.rvSent);
    const bad = await t
      .http()
      .post(CONTENT_API.rvSurveys)
      .set(fromNewAddress())
      .send({ ...survey, rv_type: 'yacht', roof_length_ft: 1e9, zip: 'abc', email: '' })
      .expect(400);
    expect(bad.body.errors).toEqual({
      rv_type: [M.rvTypeRequired],
      roof_length_ft: [M.rvRoofLength],
      zip: [M.rvZipInvalid],
      email: [MESSAGES.validation.emailInvalid],
    });
  });

  it('limits surveys per client address (429)', async () => {
    const address = fromNewAddress();
    await t.http().post(CONTENT_API.rvSurveys).set(address).send(survey).expect(201);
    await t.http().post(CONTENT_API.rvSurveys).set(address).send(survey).expect(201);
    const third = await t.http().post(CONTENT_API.rvSurveys).set(address).send(survey).expect(429);
    expect(third.body.error).toBe(M.tooManySurveys);
  });

  it('counts a visit per UTM source and refuses over-long values', async () => {
    const res = await t
      .http()
      .post(CONTENT_API.sourceTracking)
      .set(fromNewAddress())
      .send({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'november' })
      .expect(200);
    expect(res.body.data).toEqual({ counted: true });
    const nothing = await t.http().post(CONTENT_API.sourceTracking).set(fromNewAddress()).send({}).expect(200);
    expect(nothing.body.data).toEqual({ counted: false });
    const long = await t
      .http()
      .post(CONTENT_API.sourceTracking)
      .set(fromNewAddress())
      .send({ utm_source: 'x'.repeat(201) })
      .expect(400);
    expect(long.body.errors.utm_source).toEqual([M.trackingTooLong]);
  });
});
