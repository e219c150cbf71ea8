import { CONTENT_API, IDENTITY_API, videoPathTitle, type PageOf, type VideoAdminView, type VideoView } from '@solar/contracts';
import { DEMO_ACCOUNTS } from '@solar/identity';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { browserAvailable, launchChromium, signedInPage } from '../support/browser';
import { api, startTestMarketplace, type TestMarketplace } from '../support/marketplace';

/**
 * The site's content in Chromium: a seeded video plays from its own file and a chapter moves it to its start; a
 * YouTube video asks YouTube for nothing until play is pressed; an admin adds a question on the FAQ admin page
 * and visitors read it on /faq; the newsletter offer, once dismissed, stays dismissed after a reload.
 */
const describeInBrowser = browserAvailable() ? describe : describe.skip;
const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'solar-screenshots');
const ADMIN = DEMO_ACCOUNTS.find((account) => account.roles.includes('admin'))!;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const YOUTUBE_HOSTS = /(^|\.)(youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com|youtu\.be)$/;

describeInBrowser('site content in a browser', () => {
  let market: TestMarketplace;
  let browser: Browser;
  let adminToken: string;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    market = await startTestMarketplace({ itemsPerCategory: 1 });
    browser = await launchChromium();
    adminToken = (await api(market.url, 'POST', IDENTITY_API.login, { email: ADMIN.email, password: ADMIN.password })).body.data.auth.access_token;
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await market?.stop();
  });

  const shot = (page: Page, name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
  const textOf = (page: Page) => page.evaluate(() => document.body.innerText);
  const videoUrl = (video: Pick<VideoView, 'id' | 'title'>) => `${market.url}/explore-video/detail/${videoPathTitle(video.title)}-${video.id}`;
  const currentTime = (page: Page) => page.$eval('video', (video) => (video as HTMLVideoElement).currentTime);

  it('plays a seeded video from its own file, with captions, and a chapter moves it to the chapter start', async () => {
    const seeded = (await api<PageOf<VideoView>>(market.url, 'GET', CONTENT_API.videos)).body.data.items;
    const video = seeded.find((v) => v.title === 'Choosing solar panels for a residential roof')!;
    const warranty = video.chapters.find((chapter) => chapter.title === 'Warranty')!;
    expect(warranty.start_seconds).toBe(6);

    for (const viewport of [PHONE, DESKTOP]) {
      const page = await browser.newPage();
      await page.setViewport(viewport);
      await page.goto(`${market.url}/explore-videos`, { waitUntil: 'networkidle0' });
      await page.waitForSelector('.card img');
      await shot(page, `videos-${viewport.width}`);
      await page.goto(videoUrl(video), { waitUntil: 'networkidle0' });
      await page.waitForSelector('video');
      await page.waitForFunction(() => (document.querySelector('video') as HTMLVideoElement).readyState >= 1, { timeout: 20_000 });
      expect(await page.$eval('video', (element) => (element as HTMLVideoElement).duration)).toBe(10);
      expect(await page.$eval('video', (element) => (element as HTMLVideoElement).poster)).toContain('/poster.svg');
      expect(await page.$eval('video track', (track) => [(track as HTMLTrackElement).kind, (track as HTMLTrackElement).srclang])).toEqual(['captions', 'en']);
      await shot(page, `video-detail-${viewport.width}`);

      if (viewport === PHONE) {
        // Playing: time moves on.
        await page.$eval('video', (element) => {
          const player = element as HTMLVideoElement;
          player.muted = true;
          return player.play();
        });
        await page.waitForFunction(() => (document.querySelector('video') as HTMLVideoElement).currentTime > 0.6, { timeout: 15_000 });
        const first = await currentTime(page);
        await new Promise((resolve) => setTimeout(resolve, 700));
        expect(await currentTime(page)).toBeGreaterThan(first);
        await page.$eval('video', (element) => (element as HTMLVideoElement).pause());
      }

      // A chapter: the player jumps to where it starts, and the chapter is marked as the one playing.
      await page.$eval('video', (element) => {
        (element as HTMLVideoElement).muted = true;
      });
      await page.locator('nav[aria-label="Chapters"] ::-p-text(Warranty)').click();
      await page.waitForFunction(
        (start: number) => {
          const player = document.querySelector('video') as HTMLVideoElement;
          return player.currentTime >= start && player.currentTime < start + 2;
        },
        { timeout: 10_000 },
        warranty.start_seconds,
      );
      expect(await page.$eval('nav[aria-label="Chapters"] [aria-current="true"]', (button) => button.textContent)).toBe('0:06Warranty');
      if (viewport === DESKTOP) await shot(page, 'video-detail-chapter-1280');
      await page.close();
    }

    const captions = await fetch(`${market.url}${video.captions_url}`);
    expect(captions.headers.get('content-type')).toMatch(/^text\/vtt/);
    expect(await captions.text()).toContain('00:00:06.000 --> 00:00:08.000\nCheck both the product and the power warranty.');
  }, 120_000);

  it('asks YouTube for nothing until play is pressed, then loads its privacy-enhanced player; a chapter reloads it there', async () => {
    const created = await api<VideoAdminView>(
      market.url,
      'POST',
      CONTENT_API.adminVideos,
      {
        title: 'Commissioning a hybrid inverter',
        summary: 'From the first power-up to the grid profile.',
        category_id: 1,
        source: 'youtube',
        provider_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        duration_seconds: 420,
        chapters: [
          { start_seconds: 0, title: 'Power up' },
          { start_seconds: 95, title: 'Grid profile' },
        ],
      },
      adminToken,
    );
    expect(created.status).toBe(201);

    const page = await browser.newPage();
    await page.setViewport(PHONE);
    const toYouTube: string[] = [];
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      const host = new URL(request.url()).hostname;
      if (!YOUTUBE_HOSTS.test(host)) return void request.continue();
      toYouTube.push(request.url());
      // No network here: the player is answered by a stand-in page.
      void request.respond({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title><body style="background:#000"></body>' });
    });
    await page.goto(videoUrl(created.body.data), { waitUntil: 'networkidle0' });
    const facade = 'button[aria-label="Play Commissioning a hybrid inverter (loads the YouTube player)"]';
    await page.waitForSelector(facade);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(toYouTube).toEqual([]);
    expect(await page.$('iframe')).toBeNull();
    await shot(page, 'video-youtube-facade-390');

    await page.click(facade);
    await page.waitForSelector('iframe');
    expect(await page.$eval('iframe', (frame) => frame.getAttribute('src'))).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&autoplay=1');
    await page.waitForFunction(() => true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(toYouTube.length).toBeGreaterThan(0);
    expect(toYouTube.every((url) => new URL(url).hostname !== 'www.youtube.com')).toBe(true);

    await page.locator('nav[aria-label="Chapters"] ::-p-text(Grid profile)').click();
    await page.waitForFunction(() => document.querySelector('iframe')?.getAttribute('src')?.includes('start=95'));
    expect(await page.$eval('iframe', (frame) => frame.getAttribute('src'))).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&autoplay=1&start=95',
    );
    await page.close();
  }, 60_000);

  it('lets an admin add a question on the FAQ admin page, which visitors then read on /faq', async () => {
    const question = 'Can I collect an order from the warehouse?';
    const { page } = await signedInPage(browser, market.url, ADMIN, DESKTOP);
    await page.goto(`${market.url}/trader/trader-admin/content/faq`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('table');
    await shot(page, 'admin-content-faq-1280');
    await page.locator('::-p-aria([name="Add a question"][role="button"])').click();
    const form = 'form[aria-label="New question"]';
    await page.waitForSelector(`${form} select option[value="3"]`);
    await page.select(`${form} select`, '3');
    await page.type(`${form} input[name="question"]`, question);
    await page.type(`${form} textarea[name="answer"]`, 'Yes: choose **local pickup** at checkout and bring the order number.');
    await shot(page, 'admin-content-faq-form-1280');
    await page.click(`${form} button[type="submit"]`);
    await page.waitForFunction(
      (text: string) =>
        document.body.innerText.includes('Question saved.') &&
        !document.querySelector('form[aria-label="New question"]') &&
        document.body.innerText.includes(text),
      { timeout: 20_000 },
      question,
    );

    await page.setViewport(PHONE);
    await shot(page, 'admin-content-faq-390');
    await page.goto(`${market.url}/trader/trader-admin/content/videos`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('table');
    await shot(page, 'admin-content-videos-390');
    await page.locator('::-p-aria([name="Edit Choosing solar panels for a residential roof"])').click();
    await page.waitForSelector('form[aria-label="Edit the video"]');
    await shot(page, 'admin-content-video-form-390');
    await page.setViewport(DESKTOP);
    await shot(page, 'admin-content-video-form-1280');
    await page.goto(`${market.url}/trader/trader-admin/content/events`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('table');
    await shot(page, 'admin-content-events-1280');
    await page.setViewport(PHONE);
    await shot(page, 'admin-content-events-390');
    await page.setViewport(DESKTOP);
    await page.goto(`${market.url}/trader/trader-admin/content/pages`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('table');
    await shot(page, 'admin-content-pages-1280');
    await page.setViewport(PHONE);
    await shot(page, 'admin-content-pages-390');
    await page.close();

    const visitor = await browser.newPage();
    await visitor.setViewport(PHONE);
    await visitor.goto(`${market.url}/faq`, { waitUntil: 'networkidle0' });
    await visitor.waitForFunction((text: string) => document.body.innerText.includes(text), { timeout: 20_000 }, question);
    await visitor.locator(`::-p-text(${question})`).click();
    await visitor.waitForFunction(() => document.body.innerText.includes('local pickup'));
    expect(await visitor.$eval('main', (main) => main.innerHTML)).toContain('<strong>local pickup</strong>');
    await visitor.close();
  }, 90_000);

  it('offers the newsletter on a second page; dismissed, it stays dismissed after a reload', async () => {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    // Automated browsers are not offered the newsletter; this one stands for a person.
    await page.evaluateOnNewDocument(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
    await page.setViewport(PHONE);
    const title = 'Solar deals in your inbox';
    const offered = () => page.$$eval('[role="dialog"]', (dialogs, name) => dialogs.some((dialog) => dialog.textContent?.includes(name as string)), title);

    await page.goto(`${market.url}/`, { waitUntil: 'networkidle0' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await offered()).toBe(false);
    await page.goto(`${market.url}/faq`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(
      (name: string) => [...document.querySelectorAll('[role="dialog"]')].some((dialog) => dialog.textContent?.includes(name)),
      { timeout: 20_000 },
      title,
    );
    await page.screenshot({ path: join(SCREENSHOTS, 'newsletter-modal-390.png') });
    await page.locator('[role="dialog"] ::-p-text(No thanks)').click();
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    expect(await page.evaluate(() => localStorage.getItem('solar.newsletter.prompt'))).toBe('dismissed');

    await page.reload({ waitUntil: 'networkidle0' });
    await page.goto(`${market.url}/events`, { waitUntil: 'networkidle0' });
    await new Promise((resolve) => setTimeout(resolve, 8000));
    expect(await offered()).toBe(false);
    expect(await textOf(page)).toContain('Events');
    await context.close();
  }, 90_000);
});
