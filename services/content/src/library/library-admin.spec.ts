import {
  ADMIN_MESSAGES,
  CONTENT_API,
  LIBRARY_MESSAGES,
  MESSAGES,
  type EventView,
  type FaqAdminView,
  type FaqView,
  type PageOf,
  type VideoAdminView,
  type VideoMediaView,
  type VideoView,
} from '@solar/contracts';
import { getModelToken } from '@nestjs/mongoose';
import { startServiceHarness, type ServiceHarness } from '@solar/platform/testing';
import type { Model } from 'mongoose';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Video } from './video.schema';
import { service } from '../index';
import { ContentSeeder } from '../seed/seeder';
import { SEED_CLIPS_DIR } from '../seed/seed-videos';

/**
 * The admins' edits of the FAQ, the events and the videos, as the admin pages make them and as visitors then
 * read them; refused to everyone else. Videos play from the site's own files or YouTube and Vimeo only.
 */
const M = LIBRARY_MESSAGES;
let t: ServiceHarness;
let admin: Record<string, string>;
let customer: Record<string, string>;
let seller: Record<string, string>;

beforeAll(async () => {
  t = await startServiceHarness(service);
  admin = { authorization: `Bearer ${t.tokenOf('admin-1', { roles: ['admin'] })}` };
  customer = { authorization: `Bearer ${t.tokenOf('buyer-1', { roles: ['customer'] })}` };
  seller = { authorization: `Bearer ${t.tokenOf('seller-1', { roles: ['seller'] })}` };
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const servedFile = (url: string) => join(t.dataDir, 'files', url.replace(/^\/files\//, ''));

const faq = {
  category_id: 3,
  question: 'Can I pick up at the warehouse?',
  answer: 'Yes, **by appointment**. <script>alert(1)</script> [Contact us](/contact-us)',
};
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const event = {
  title: 'Webinar: string inverters',
  summary: 'Sizing, MPPT ranges and clipping.',
  location: '',
  is_online: true,
  starts_at: inDays(5),
  ends_at: inDays(5.05),
  register_url: '/contact-us',
};
const video = {
  title: 'Commissioning a hybrid inverter',
  summary: 'From the first power-up to the grid profile.',
  category_id: 1,
  body: '## Steps\n\n1. **Power up**',
  source: 'youtube',
  provider_url: 'https://youtu.be/dQw4w9WgXcQ',
  duration_seconds: 420,
  chapters: [
    { start_seconds: 0, title: 'Power up' },
    { start_seconds: 95, title: 'Grid profile' },
  ],
};

describe('admin only', () => {
  const writes: Array<[method: 'get' | 'post' | 'put' | 'delete', path: string]> = [
    ['get', CONTENT_API.adminFaqs],
    ['post', CONTENT_API.adminFaqs],
    ['put', CONTENT_API.adminFaq('1')],
    ['delete', CONTENT_API.adminFaq('1')],
    ['get', CONTENT_API.adminEvents],
    ['post', CONTENT_API.adminEvents],
    ['put', CONTENT_API.adminEvent('1')],
    ['delete', CONTENT_API.adminEvent('1')],
    ['get', CONTENT_API.adminVideos],
    ['post', CONTENT_API.adminVideos],
    ['put', CONTENT_API.adminVideo('1')],
    ['delete', CONTENT_API.adminVideo('1')],
    ['post', CONTENT_API.adminVideoMedia],
  ];

  it.each(writes)('%s %s: 401 without a token, 403 for a customer and a seller, and nothing changes', async (method, path) => {
    const body = path.includes('faqs') ? faq : path.includes('events') ? event : video;
    await t.http()[method](path).send(body).expect(401);
    for (const caller of [customer, seller]) {
      const res = await t.http()[method](path).set(caller).send(body).expect(403);
      expect(res.body).toMatchObject({ success: false, error: ADMIN_MESSAGES.adminOnly });
    }
    const faqs = (await t.http().post(CONTENT_API.faqsSearch).send({ query: 'warehouse' }).expect(200)).body.data as PageOf<FaqView>;
    expect(faqs.items.map((f) => f.question)).not.toContain(faq.question);
    await t.http().get(CONTENT_API.video('1')).expect(200);
  });
});

describe('FAQ', () => {
  it('answers an empty or over-long entry with each field message, an unknown category with 422', async () => {
    const empty = await t.http().post(CONTENT_API.adminFaqs).set(admin).send({}).expect(400);
    expect(empty.body.errors).toEqual({ category_id: [M.categoryRequired], question: [M.questionRequired], answer: [M.answerRequired] });
    const long = await t
      .http()
      .post(CONTENT_API.adminFaqs)
      .set(admin)
      .send({ ...faq, question: 'q'.repeat(301), order: -1 })
      .expect(400);
    expect(long.body.errors).toEqual({ question: [M.questionTooLong], order: [M.order] });
    const wrongType = await t
      .http()
      .post(CONTENT_API.adminFaqs)
      .set(admin)
      .send({ ...faq, answer: { $gt: '' } })
      .expect(400);
    expect(wrongType.body.errors.answer).toEqual([M.answerRequired]);
    const unknown = await t
      .http()
      .post(CONTENT_API.adminFaqs)
      .set(admin)
      .send({ ...faq, category_id: 99 })
      .expect(422);
    expect(unknown.body.errors).toEqual({ category_id: [M.categoryUnknown] });
  });

  it('adds an entry at the end of its category, sanitized, which visitors then find; changes and deletes it', async () => {
    const created = await t.http().post(CONTENT_API.adminFaqs).set(admin).send(faq).expect(201);
    expect(created.body.message).toBe(M.faqSaved);
    const entry = created.body.data as FaqAdminView;
    expect(entry).toMatchObject({ category_id: 3, category: 'Shipping and freight', question: faq.question, answer: faq.answer });
    expect(entry.answer_html).toContain('<strong>by appointment</strong>');
    expect(entry.answer_html).not.toMatch(/<script/);

    const shipping = (
      await t
        .http()
        .post(CONTENT_API.faqsSearch)
        .send({ where: { category_id: 3 } })
        .expect(200)
    ).body.data as PageOf<FaqView>;
    expect(shipping.items.at(-1)).toMatchObject({ id: entry.id, question: faq.question });
    expect(shipping.items.at(-1)!.order).toBeGreaterThan(shipping.items.at(-2)!.order);

    const changed = await t
      .http()
      .put(CONTENT_API.adminFaq(String(entry.id)))
      .set(admin)
      .send({ ...faq, question: 'Can I collect from the warehouse?', category_id: 1, order: 0 })
      .expect(200);
    expect(changed.body.data).toMatchObject({ id: entry.id, category_id: 1, order: 0, question: 'Can I collect from the warehouse?' });
    const buying = (
      await t
        .http()
        .post(CONTENT_API.faqsSearch)
        .send({ where: { category_id: 1 } })
        .expect(200)
    ).body.data as PageOf<FaqView>;
    expect(buying.items[0]!.question).toBe('Can I collect from the warehouse?');

    const list = (await t.http().get(CONTENT_API.adminFaqs).set(admin).expect(200)).body.data as FaqAdminView[];
    // Seeded entries are edited in the markdown they were written in.
    expect(list.find((f) => f.id === 7)!.answer).toContain('**Price per watt**');

    const deleted = await t
      .http()
      .delete(CONTENT_API.adminFaq(String(entry.id)))
      .set(admin)
      .expect(200);
    expect(deleted.body.message).toBe(M.faqDeleted);
    await t
      .http()
      .delete(CONTENT_API.adminFaq(String(entry.id)))
      .set(admin)
      .expect(404);
    await t.http().put(CONTENT_API.adminFaq('abc')).set(admin).send(faq).expect(404);
    const after = (await t.http().post(CONTENT_API.faqsSearch).send({ query: 'collect from the warehouse' }).expect(200)).body.data as PageOf<FaqView>;
    expect(after.items).toEqual([]);
  });
});

describe('events', () => {
  it('refuses an end before the start, a missing place and a link that is neither a site path nor https', async () => {
    const res = await t
      .http()
      .post(CONTENT_API.adminEvents)
      .set(admin)
      .send({ ...event, is_online: false, ends_at: event.starts_at, register_url: 'javascript:alert(1)' })
      .expect(400);
    expect(res.body.errors).toEqual({ location: [M.locationRequired], ends_at: [M.endsAtInvalid], register_url: [M.registerUrl] });
    const dates = await t
      .http()
      .post(CONTENT_API.adminEvents)
      .set(admin)
      .send({ ...event, starts_at: 'tomorrow', register_url: '//evil.example.com' })
      .expect(400);
    expect(dates.body.errors).toEqual({ starts_at: [M.startsAtInvalid], register_url: [M.registerUrl] });
    for (const register_url of ['/contact-us"><script>alert(1)</script>', 'http://events.example.com/x', '/\\evil.example.com']) {
      const res = await t
        .http()
        .post(CONTENT_API.adminEvents)
        .set(admin)
        .send({ ...event, register_url })
        .expect(400);
      expect(res.body.errors).toEqual({ register_url: [M.registerUrl] });
    }
  });

  it('adds an event that shows among the upcoming ones, changes and deletes it', async () => {
    const created = (await t.http().post(CONTENT_API.adminEvents).set(admin).send(event).expect(201)).body.data as EventView;
    expect(created).toMatchObject({ title: event.title, location: 'Online', is_online: true, register_url: '/contact-us' });
    const upcoming = (
      await t
        .http()
        .post(CONTENT_API.eventsSearch)
        .send({ where: { upcoming: true } })
        .expect(200)
    ).body.data as PageOf<EventView>;
    expect(upcoming.items[0]!.title).toBe(event.title);

    const moved = await t
      .http()
      .put(CONTENT_API.adminEvent(String(created.id)))
      .set(admin)
      .send({ ...event, is_online: false, location: 'Phoenix, AZ', register_url: 'https://events.example.com/inverters' })
      .expect(200);
    expect(moved.body.data).toMatchObject({ id: created.id, location: 'Phoenix, AZ', is_online: false });
    const all = (await t.http().get(CONTENT_API.adminEvents).set(admin).expect(200)).body.data as EventView[];
    expect(all.find((e) => e.id === created.id)?.register_url).toBe('https://events.example.com/inverters');

    await t
      .http()
      .delete(CONTENT_API.adminEvent(String(created.id)))
      .set(admin)
      .expect(200);
    const after = (
      await t
        .http()
        .post(CONTENT_API.eventsSearch)
        .send({ where: { upcoming: true } })
        .expect(200)
    ).body.data as PageOf<EventView>;
    expect(after.items.map((e) => e.id)).not.toContain(created.id);
  });
});

describe('videos', () => {
  it('serves each seeded video from its own file, with a poster, WebVTT captions and chapters', async () => {
    const seeded = (await t.http().get(CONTENT_API.videos).expect(200)).body.data as PageOf<VideoView>;
    expect(seeded.items).toHaveLength(4);
    for (const item of seeded.items) {
      expect(item).toMatchObject({ source: 'file', provider: null, duration_seconds: 10 });
      expect(item.file_url).toMatch(/^\/files\/content\/videos\/seed\/[a-z-]+\/video\.webm$/);
      const clip = readFileSync(servedFile(item.file_url!));
      expect(clip.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
      expect(readFileSync(servedFile(item.captions_url!), 'utf8')).toMatch(/^WEBVTT\n\n1\n00:00:00\.000 --> 00:00:02\.000\n/);
      expect(readFileSync(servedFile(item.poster_url!), 'utf8')).toContain(item.title.split(' ')[0]);
      expect(item.chapters.map((c) => c.start_seconds)).toEqual([0, 2, 4, 6, 8]);
    }
  });

  it("gives seeded videos stored before videos had players theirs on the next start, and leaves an admin's choice alone", async () => {
    const videos = t.get<Model<Video>>(getModelToken(Video.name));
    await videos.collection.updateOne(
      { _id: 2 as never },
      { $unset: { source: '', file_url: '', chapters: '', duration_seconds: '' }, $set: { duration_minutes: 15 } },
    );
    await videos.collection.updateOne({ _id: 3 as never }, { $set: { source: 'none', file_url: null } });
    expect((await t.http().get(CONTENT_API.video('2')).expect(200)).body.data as VideoView).toMatchObject({
      source: 'none',
      duration_seconds: 900,
      chapters: [],
    });
    await t.get(ContentSeeder).onApplicationBootstrap();
    expect((await t.http().get(CONTENT_API.video('2')).expect(200)).body.data as VideoView).toMatchObject({ source: 'file', duration_seconds: 10 });
    expect((await t.http().get(CONTENT_API.video('3')).expect(200)).body.data as VideoView).toMatchObject({ source: 'none', file_url: null });
    await videos.collection.updateOne(
      { _id: 3 as never },
      { $set: { source: 'file', file_url: '/files/content/videos/seed/first-offer-on-a-bulk-deal/video.webm' } },
    );
  });

  it('keeps the shipped clips small: a few seconds each, about 215 kB together', () => {
    const sizes = ['choosing-solar-panels', 'hybrid-inverters-and-batteries', 'first-offer-on-a-bulk-deal', 'listing-stock-that-sells'].map(
      (slug) => readFileSync(join(SEED_CLIPS_DIR, `${slug}.webm`)).length,
    );
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThan(300 * 1024);
  });

  it('embeds only YouTube and Vimeo addresses, and plays files of this site only', async () => {
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ provider_url: 'https://evil.example.com/watch?v=dQw4w9WgXcQ' }, { provider_url: [M.providerUrl] }],
      [{ provider_url: 'http://www.youtube.com/watch?v=dQw4w9WgXcQ' }, { provider_url: [M.providerUrl] }],
      [{ provider_url: 'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ' }, { provider_url: [M.providerUrl] }],
      [{ provider_url: 'https://vimeo.com/76979871' }, { provider_url: [M.providerMismatch] }],
      [{ source: 'file', file_url: 'https://cdn.example.com/clip.webm' }, { file_url: [M.fileUrl] }],
      [{ source: 'file', file_url: '/files/../secrets.webm' }, { file_url: [M.fileUrl] }],
      [{ poster_url: 'https://images.example.com/p.jpg' }, { poster_url: [M.posterUrl] }],
      [{ source: 'sftp' }, { source: [M.source] }],
      [
        {
          chapters: [
            { start_seconds: 60, title: 'B' },
            { start_seconds: 30, title: 'A' },
          ],
        },
        { chapters: [M.chapters] },
      ],
      [{ chapters: [{ start_seconds: 500, title: 'After the end' }] }, { chapters: [M.chapters] }],
      [{ duration_seconds: 0 }, { duration_seconds: [M.duration] }],
    ];
    for (const [change, errors] of cases) {
      const res = await t
        .http()
        .post(CONTENT_API.adminVideos)
        .set(admin)
        .send({ ...video, ...change })
        .expect(400);
      expect({ change, errors: res.body.errors }).toEqual({ change, errors });
    }
    const missing = await t
      .http()
      .post(CONTENT_API.adminVideos)
      .set(admin)
      .send({ ...video, source: 'file', file_url: '/files/content/videos/none/video.webm' })
      .expect(422);
    expect(missing.body.errors).toEqual({ file_url: [M.fileMissing] });
  });

  it('adds a YouTube video, which visitors get as the provider and id only; edits it to Vimeo and deletes it', async () => {
    const created = await t.http().post(CONTENT_API.adminVideos).set(admin).send(video).expect(201);
    const saved = created.body.data as VideoAdminView;
    expect(saved).toMatchObject({
      source: 'youtube',
      provider: 'youtube',
      provider_id: 'dQw4w9WgXcQ',
      provider_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      file_url: null,
      captions_url: null,
      duration_seconds: 420,
      category: 'Buying guides',
    });
    const visible = (
      await t
        .http()
        .get(CONTENT_API.video(String(saved.id)))
        .expect(200)
    ).body.data as VideoView;
    expect(visible).toMatchObject({ provider: 'youtube', provider_id: 'dQw4w9WgXcQ', chapters: video.chapters });
    expect(visible).not.toHaveProperty('provider_url');
    expect(visible.body_html).toContain('<strong>Power up</strong>');

    const vimeo = await t
      .http()
      .put(CONTENT_API.adminVideo(String(saved.id)))
      .set(admin)
      .send({ ...video, source: 'vimeo', provider_url: 'https://player.vimeo.com/video/76979871' })
      .expect(200);
    expect(vimeo.body.data).toMatchObject({
      provider: 'vimeo',
      provider_id: '76979871',
      provider_url: 'https://vimeo.com/76979871',
      published_at: saved.published_at,
    });
    await t
      .http()
      .delete(CONTENT_API.adminVideo(String(saved.id)))
      .set(admin)
      .expect(200);
    await t
      .http()
      .get(CONTENT_API.video(String(saved.id)))
      .expect(404);

    // The written walkthrough is optional.
    const bare = (
      await t
        .http()
        .post(CONTENT_API.adminVideos)
        .set(admin)
        .send({ ...video, body: undefined, chapters: undefined })
        .expect(201)
    ).body.data as VideoAdminView;
    expect(bare).toMatchObject({ body: '', body_html: '', chapters: [] });
    await t
      .http()
      .delete(CONTENT_API.adminVideo(String(bare.id)))
      .set(admin)
      .expect(200);
    await t
      .http()
      .put(CONTENT_API.adminVideo(String(saved.id)))
      .set(admin)
      .send(video)
      .expect(404);
  });

  it('takes an uploaded clip, poster and captions, checked by their content, for a video that plays from them', async () => {
    const upload = (kind: string, content: Buffer, name: string) =>
      t.http().post(CONTENT_API.adminVideoMedia).set(admin).field('kind', kind).attach('file', content, name);

    const notVideo = await upload('video', Buffer.from('%PDF-1.4 not a video'), 'clip.webm').expect(400);
    expect(notVideo.body.errors).toEqual({ file: [M.mediaVideoType] });
    const notCaptions = await upload('captions', Buffer.from('1\n00:00:00.000 --> 00:00:01.000\nHi'), 'c.vtt').expect(400);
    expect(notCaptions.body.errors).toEqual({ file: [M.mediaCaptionsType] });
    const notPicture = await upload('poster', Buffer.from('<svg onload="alert(1)"/>'), 'p.svg').expect(400);
    expect(notPicture.body.errors).toEqual({ file: [M.mediaPosterType] });
    const truncatedPng = (
      await (
        await import('sharp')
      )
        .default({ create: { width: 400, height: 300, channels: 3, background: '#123456' } })
        .png()
        .toBuffer()
    ).subarray(0, 120);
    const truncated = await upload('poster', truncatedPng, 'cut.png').expect(400);
    expect(truncated.body.errors).toEqual({ file: [M.mediaPosterType] });
    const noKind = await upload('script', Buffer.from('x'), 'x.js').expect(400);
    expect(noKind.body.errors.kind).toEqual([M.mediaKind]);
    const customerUpload = await t
      .http()
      .post(CONTENT_API.adminVideoMedia)
      .set(customer)
      .field('kind', 'video')
      .attach('file', readFileSync(join(SEED_CLIPS_DIR, 'choosing-solar-panels.webm')), 'clip.webm')
      .expect(403);
    expect(customerUpload.body.error).toBe(ADMIN_MESSAGES.adminOnly);

    const clip = (await upload('video', readFileSync(join(SEED_CLIPS_DIR, 'choosing-solar-panels.webm')), 'My clip.webm').expect(201)).body
      .data as VideoMediaView;
    expect(clip.url).toMatch(/^\/files\/content\/videos\/media\/[0-9a-f-]{36}\/video\.webm$/);
    const captions = (await upload('captions', Buffer.from('\uFEFFWEBVTT\n\n00:00:00.000 --> 00:00:02.000\nHello <b>there</b>\n'), 'en.vtt').expect(201)).body
      .data as VideoMediaView;
    const { default: sharp } = await import('sharp');
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#f5a524' } })
      .png()
      .toBuffer();
    const poster = (await upload('poster', png, 'poster.png').expect(201)).body.data as VideoMediaView;
    expect(poster.url).toMatch(/\/poster\.webp$/);
    expect(await sharp(readFileSync(servedFile(poster.url))).metadata()).toMatchObject({ width: 1280, height: 720, format: 'webp' });
    expect(readFileSync(servedFile(captions.url), 'utf8').startsWith('WEBVTT')).toBe(true);
    expect(existsSync(servedFile(clip.url))).toBe(true);

    const created = (
      await t
        .http()
        .post(CONTENT_API.adminVideos)
        .set(admin)
        .send({
          ...video,
          source: 'file',
          provider_url: '',
          file_url: clip.url,
          poster_url: poster.url,
          captions_url: captions.url,
          duration_seconds: 10,
          chapters: [],
        })
        .expect(201)
    ).body.data as VideoAdminView;
    const visible = (
      await t
        .http()
        .get(CONTENT_API.video(String(created.id)))
        .expect(200)
    ).body.data as VideoView;
    expect(visible).toMatchObject({
      source: 'file',
      file_url: clip.url,
      poster_url: poster.url,
      captions_url: captions.url,
      provider: null,
      provider_id: null,
    });
  });

  it('refuses a file over the upload limit with the field message', async () => {
    const res = await t
      .http()
      .post(CONTENT_API.adminVideoMedia)
      .set(admin)
      .field('kind', 'video')
      .attach('file', Buffer.alloc(10 * 1024 * 1024 + 1), 'big.webm')
      .expect(413);
    expect(res.body.errors).toEqual({ file: [MESSAGES.product.fileTooLarge] });
  });
});
