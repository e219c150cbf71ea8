/** @jest-environment jsdom */
import {
  CONTENT_API,
  CONTENT_MESSAGES,
  LIBRARY_MESSAGES as M,
  type ContentPageEditView,
  type EventView,
  type FaqAdminView,
  type VideoAdminView,
} from '@solar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { fail, fakeApi, findToast, messageUnder, ok, renderApp, resetBrowserState, signedInAs, type ApiCall } from '../test/app';
import { CONTENT_ADMIN_TEXT as T } from './ContentAdminText';
import { ADMIN, adminIdentity } from './fixtures';

/**
 * The site content's admin pages as an admin uses them: lists, the forms with the contracts' messages before
 * any call, the calls they make, the server's field messages, and deletes confirmed in the site's dialog.
 */
beforeEach(resetBrowserState);

const key = (method: string, path: string) => `${method} ${path}`;
const FAQS = key('GET', CONTENT_API.adminFaqs);
const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, limit: 50, last_page: 1 });
const CATEGORIES = [
  { id: 1, name: 'Buying', order: 1 },
  { id: 3, name: 'Shipping and freight', order: 3 },
];

function asAdmin(routes: Parameters<typeof fakeApi>[0] = {}) {
  signedInAs(ADMIN, ['admin']);
  return fakeApi({ 'GET /admin/validate-token': ok(adminIdentity()), ...routes });
}

const faq = (overrides: Partial<FaqAdminView> = {}): FaqAdminView => ({
  id: 9,
  category_id: 3,
  category: 'Shipping and freight',
  question: 'Do I need a lift gate?',
  answer: 'If your site has no dock, **yes**.',
  answer_html: '<p>If your site has no dock, <strong>yes</strong>.</p>',
  order: 3,
  ...overrides,
});

describe('FAQ admin', () => {
  it('lists the questions by category and adds one, checked by the contracts before it is sent', async () => {
    const added = faq({ id: 16, category_id: 1, category: 'Buying', question: 'Can I pick up at the warehouse?', order: 5 });
    let created = false;
    const api = asAdmin({
      [FAQS]: () => ok(created ? [faq(), added] : [faq()]),
      [key('POST', CONTENT_API.faqCategoriesSearch)]: ok(page(CATEGORIES)),
      [key('POST', CONTENT_API.adminFaqs)]: () => {
        created = true;
        return ok(added, M.faqSaved, 201);
      },
    });
    const { user } = await renderApp('/trader/trader-admin/content/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'FAQ' })).toBeTruthy();
    const shipping = within(await screen.findByRole('table', { name: 'Shipping and freight' }));
    expect(shipping.getByText('Do I need a lift gate?')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: T.faq.add }));
    const form = within(await screen.findByRole('form', { name: T.faq.addTitle }));
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(messageUnder(form.getByLabelText('Category'))).toBe(M.categoryRequired);
    expect(messageUnder(form.getByLabelText('Question'))).toBe(M.questionRequired);
    expect(messageUnder(form.getByLabelText('Answer'))).toBe(M.answerRequired);
    expect(api.callsTo(key('POST', CONTENT_API.adminFaqs))).toEqual([]);

    await waitFor(() => expect(form.getByRole('option', { name: 'Buying' })).toBeTruthy());
    await user.selectOptions(form.getByLabelText('Category'), '1');
    await user.type(form.getByLabelText('Question'), 'Can I pick up at the warehouse?');
    await user.type(form.getByLabelText('Answer'), 'Yes, by appointment.');
    await user.click(form.getByRole('button', { name: 'Save' }));

    expect(await findToast(M.faqSaved)).toBeTruthy();
    expect(api.callsTo(key('POST', CONTENT_API.adminFaqs))[0]!.body).toEqual({
      category_id: 1,
      question: 'Can I pick up at the warehouse?',
      answer: 'Yes, by appointment.',
      order: null,
    });
    expect(await screen.findByRole('table', { name: 'Buying' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: T.faq.addTitle })).toBeNull();
  });

  it("edits a question and shows the server's field message under its field", async () => {
    const api = asAdmin({
      [FAQS]: ok([faq()]),
      [key('POST', CONTENT_API.faqCategoriesSearch)]: ok(page(CATEGORIES)),
      [key('PUT', CONTENT_API.adminFaq('9'))]: fail(422, { error: M.categoryUnknown, errors: { category_id: [M.categoryUnknown] } }),
    });
    const { user } = await renderApp('/trader/trader-admin/content/faq');
    await user.click(await screen.findByRole('button', { name: 'Edit Do I need a lift gate?' }));
    const form = within(await screen.findByRole('form', { name: T.faq.editTitle }));
    expect((form.getByLabelText('Answer') as HTMLTextAreaElement).value).toBe('If your site has no dock, **yes**.');
    await waitFor(() => expect((form.getByLabelText('Category') as HTMLSelectElement).value).toBe('3'));
    await user.clear(form.getByLabelText('Order (optional)'));
    await user.type(form.getByLabelText('Order (optional)'), '1');
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(messageUnder(form.getByLabelText('Category'))).toBe(M.categoryUnknown));
    expect(api.callsTo(key('PUT', CONTENT_API.adminFaq('9')))[0]!.body).toMatchObject({ category_id: 3, order: 1 });
  });

  it('deletes a question only once confirmed in the site dialog', async () => {
    let gone = false;
    const api = asAdmin({
      [FAQS]: () => ok(gone ? [] : [faq()]),
      [key('DELETE', CONTENT_API.adminFaq('9'))]: () => {
        gone = true;
        return ok({ id: 9 }, M.faqDeleted);
      },
    });
    const { user } = await renderApp('/trader/trader-admin/content/faq');
    await user.click(await screen.findByRole('button', { name: 'Delete Do I need a lift gate?' }));
    let dialog = within(await screen.findByRole('dialog', { name: T.faq.confirmDelete('Do I need a lift gate?') }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo(key('DELETE', CONTENT_API.adminFaq('9')))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Do I need a lift gate?' }));
    dialog = within(await screen.findByRole('dialog', { name: T.faq.confirmDelete('Do I need a lift gate?') }));
    expect(dialog.getByText(T.deleteConsequence)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: T.deleteConfirm }));
    expect(await findToast(M.faqDeleted)).toBeTruthy();
    expect(await screen.findByText(T.faq.empty)).toBeTruthy();
    expect(api.callsTo(key('DELETE', CONTENT_API.adminFaq('9')))).toHaveLength(1);
  });
});

describe('events admin', () => {
  const event: EventView = {
    id: 4,
    title: "Sellers' office hours",
    summary: 'Bring your listings.',
    location: 'Online',
    is_online: true,
    starts_at: '2030-05-02T17:00:00.000Z',
    ends_at: '2030-05-02T19:00:00.000Z',
    register_url: '/contact-us',
  };

  it('refuses an end before the start, then sends the times as ISO-8601', async () => {
    const api = asAdmin({
      [key('GET', CONTENT_API.adminEvents)]: ok([event]),
      [key('POST', CONTENT_API.adminEvents)]: ok({ ...event, id: 5 }, M.eventSaved, 201),
    });
    const { user } = await renderApp('/trader/trader-admin/content/events');
    expect(await screen.findByText("Sellers' office hours")).toBeTruthy();
    // Shown in its column, and under the title on a phone.
    expect(screen.getAllByText(T.events.upcoming).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: T.events.add }));
    const form = within(await screen.findByRole('form', { name: T.events.addTitle }));
    await user.type(form.getByLabelText('Title'), 'Webinar: string inverters');
    await user.type(form.getByLabelText('Summary'), 'Sizing and clipping.');
    await user.type(form.getByLabelText('Starts'), '2030-06-01T18:00');
    await user.type(form.getByLabelText('Ends'), '2030-06-01T17:00');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(messageUnder(form.getByLabelText('Ends'))).toBe(M.endsAtInvalid);
    expect(api.callsTo(key('POST', CONTENT_API.adminEvents))).toEqual([]);

    await user.clear(form.getByLabelText('Ends'));
    await user.type(form.getByLabelText('Ends'), '2030-06-01T19:00');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await findToast(M.eventSaved)).toBeTruthy();
    expect(api.callsTo(key('POST', CONTENT_API.adminEvents))[0]!.body).toEqual({
      title: 'Webinar: string inverters',
      summary: 'Sizing and clipping.',
      is_online: true,
      location: '',
      starts_at: new Date('2030-06-01T18:00').toISOString(),
      ends_at: new Date('2030-06-01T19:00').toISOString(),
      register_url: '/contact-us',
    });
  });
});

describe('videos admin', () => {
  const video: VideoAdminView = {
    id: 1,
    title: 'Choosing solar panels for a residential roof',
    summary: 'Wattage, size, efficiency.',
    category_id: 1,
    category: 'Buying guides',
    source: 'file',
    file_url: '/files/content/videos/seed/choosing-solar-panels/video.webm',
    provider: null,
    provider_id: null,
    provider_url: null,
    poster_url: '/files/content/videos/seed/choosing-solar-panels/poster.svg',
    captions_url: '/files/content/videos/seed/choosing-solar-panels/captions.vtt',
    chapters: [
      { start_seconds: 0, title: 'Power and size' },
      { start_seconds: 2, title: 'Efficiency' },
    ],
    duration_seconds: 10,
    body: '## Chapters',
    body_html: '<h2>Chapters</h2>',
    published_at: '2030-01-05T10:00:00.000Z',
  };

  const routes = (extra: Parameters<typeof fakeApi>[0] = {}) => ({
    [key('GET', CONTENT_API.adminVideos)]: ok([video]),
    [key('POST', CONTENT_API.videoCategoriesSearch)]: ok(
      page([
        { id: 1, name: 'Buying guides' },
        { id: 2, name: 'Trader platform' },
      ]),
    ),
    ...extra,
  });

  it('shows a video as it was saved: chapters one a line, the length as m:ss; refuses an address not of YouTube or Vimeo', async () => {
    const api = asAdmin(routes({ [key('PUT', CONTENT_API.adminVideo('1'))]: (call: ApiCall) => ok({ ...video, ...(call.body as object) }, M.videoSaved) }));
    const { user } = await renderApp('/trader/trader-admin/content/videos');
    expect(await screen.findByRole('link', { name: video.title })).toBeTruthy();
    expect(screen.getByText('0:10')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: `Edit ${video.title}` }));
    const form = within(await screen.findByRole('form', { name: T.videos.editTitle }));
    expect((form.getByLabelText('Chapters (optional)') as HTMLTextAreaElement).value).toBe('0:00 Power and size\n0:02 Efficiency');
    expect((form.getByLabelText('Length (m:ss)') as HTMLInputElement).value).toBe('0:10');

    await waitFor(() => expect(form.getByRole('option', { name: 'YouTube' })).toBeTruthy());
    await user.selectOptions(form.getByLabelText('Plays from'), 'youtube');
    await user.type(form.getByLabelText('Video address'), 'https://videos.example.com/watch?v=dQw4w9WgXcQ');
    await user.clear(form.getByLabelText('Chapters (optional)'));
    await user.type(form.getByLabelText('Chapters (optional)'), '0:00 Intro{enter}1:05 Sizing the battery');
    await user.clear(form.getByLabelText('Length (m:ss)'));
    await user.type(form.getByLabelText('Length (m:ss)'), '4:30');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(messageUnder(form.getByLabelText('Video address'))).toBe(M.providerUrl);
    expect(api.callsTo(key('PUT', CONTENT_API.adminVideo('1')))).toEqual([]);

    await user.clear(form.getByLabelText('Video address'));
    await user.type(form.getByLabelText('Video address'), 'https://youtu.be/dQw4w9WgXcQ');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await findToast(M.videoSaved)).toBeTruthy();
    expect(api.callsTo(key('PUT', CONTENT_API.adminVideo('1')))[0]!.body).toMatchObject({
      source: 'youtube',
      provider_url: 'https://youtu.be/dQw4w9WgXcQ',
      file_url: null,
      captions_url: null,
      poster_url: video.poster_url,
      duration_seconds: 270,
      chapters: [
        { start_seconds: 0, title: 'Intro' },
        { start_seconds: 65, title: 'Sizing the battery' },
      ],
    });
  });

  it("fills a file's address by uploading it, and shows the upload's refusal under the field", async () => {
    let uploads = 0;
    const api = asAdmin(
      routes({
        [key('POST', CONTENT_API.adminVideoMedia)]: () =>
          ++uploads === 1
            ? fail(400, { errors: { file: [M.mediaVideoType] } })
            : ok({ kind: 'video', url: '/files/content/videos/media/1b2c/video.webm', name: 'clip.webm', size: 52000 }, M.mediaUploaded, 201),
      }),
    );
    const { user } = await renderApp('/trader/trader-admin/content/videos');
    await user.click(await screen.findByRole('button', { name: T.videos.add }));
    const form = within(await screen.findByRole('form', { name: T.videos.addTitle }));
    const upload = form.getByLabelText(T.videos.uploadLabel(T.videos.fields.fileUrl)).querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(upload, new File(['%PDF'], 'clip.webm', { type: 'video/webm' }));
    await waitFor(() => expect(messageUnder(form.getByLabelText('Video file'))).toBe(M.mediaVideoType));
    await user.upload(upload, new File(['webm'], 'clip.webm', { type: 'video/webm' }));
    await waitFor(() => expect((form.getByLabelText('Video file') as HTMLInputElement).value).toBe('/files/content/videos/media/1b2c/video.webm'));
    expect(api.callsTo(key('POST', CONTENT_API.adminVideoMedia))).toHaveLength(2);
  });
});

describe('pages admin', () => {
  it("loads a page's markdown, edits it, and says it is saved", async () => {
    const about: ContentPageEditView = {
      slug: 'about',
      title: 'About us',
      summary: '',
      body_html: '<p>We sell panels.</p>',
      markdown: 'We sell panels.',
      updated_at: '2030-01-01T00:00:00.000Z',
    };
    const api = asAdmin({
      [key('GET', CONTENT_API.adminPages)]: ok([
        { slug: 'about', title: 'About us', updated_at: about.updated_at },
        { slug: 'solutions-consulting', title: 'Consulting', updated_at: about.updated_at },
      ]),
      [key('GET', CONTENT_API.adminPage('about'))]: ok(about),
      [key('PUT', CONTENT_API.adminPage('about'))]: ok({ ...about, markdown: 'We sell **panels** and inverters.' }, CONTENT_MESSAGES.pageSaved),
    });
    const { user } = await renderApp('/trader/trader-admin/content/pages');
    expect((await screen.findAllByRole('link', { name: '/solutions/consulting' })).map((link) => link.getAttribute('href'))).toContain('/solutions/consulting');
    await user.click(screen.getByRole('button', { name: T.pages.edit('About us') }));
    const form = within(await screen.findByRole('form', { name: T.pages.editTitle('About us') }));
    await user.clear(form.getByLabelText('Text'));
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(messageUnder(form.getByLabelText('Text'))).toBe(CONTENT_MESSAGES.pageBodyRequired);
    await user.type(form.getByLabelText('Text'), 'We sell **panels** and inverters.');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await findToast(CONTENT_MESSAGES.pageSaved)).toBeTruthy();
    expect(api.callsTo(key('PUT', CONTENT_API.adminPage('about')))[0]!.body).toEqual({
      title: 'About us',
      summary: '',
      markdown: 'We sell **panels** and inverters.',
    });
  });
});
