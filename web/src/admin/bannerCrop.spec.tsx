/** @jest-environment jsdom */
import { ADMIN_MESSAGES } from '@solar/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi, ok, renderApp, resetBrowserState, signedInAs } from '../test/app';
import { ADMIN, adminIdentity } from './fixtures';
import { coverPosition } from './merchFields';
import { ADMIN_TEXT } from './text';

beforeEach(() => {
  resetBrowserState();
  // jsdom makes no object URLs: the picker shows the chosen file by one.
  URL.createObjectURL = jest.fn(() => 'blob:chosen');
  URL.revokeObjectURL = jest.fn();
});

const I = ADMIN_TEXT.image;
const HERO = { width: 1600, height: 675 };

describe("a banner picture's crop", () => {
  it('shows the frame around the focal point as the server crops it', () => {
    // A square: the frame spans its width, and the focus moves it up and down, never past an edge.
    expect(coverPosition({ width: 1200, height: 1200 }, HERO, { x: 0.5, y: 0.5 })).toBe('50.0% 50.0%');
    expect(coverPosition({ width: 1200, height: 1200 }, HERO, { x: 0.9, y: 0 })).toBe('50.0% 0.0%');
    expect(coverPosition({ width: 1200, height: 1200 }, HERO, { x: 0.5, y: 1 })).toBe('50.0% 100.0%');
    // A panorama: the frame spans its height and moves across.
    expect(coverPosition({ width: 4000, height: 1000 }, HERO, { x: 0.25, y: 0.5 })).toBe('0.0% 50.0%');
    expect(coverPosition({ width: 4000, height: 1000 }, HERO, { x: 0.75, y: 0.5 })).toBe('100.0% 50.0%');
  });

  it('asks for the point to keep in view, then uploads the picture to be cropped there', async () => {
    signedInAs(ADMIN, ['admin']);
    const api = fakeApi({
      'GET /admin/validate-token': ok(adminIdentity()),
      'GET /admin/banner': ok([]),
      'GET /admin/merchandising/featured-products': ok([]),
      'GET /admin/merchandising-candidates': ok([]),
      'POST /admin/upload': ok(
        {
          uuid: 'u-1',
          type: 'image',
          name: 'wide.png',
          url: '/files/admin/uploads/u-1/300x300.webp',
          renditions: { '300x300': '/files/a/300x300.webp', '685x450': '/files/a/685x450.webp', '1600x675': '/files/admin/uploads/u-1/1600x675.webp' },
        },
        undefined,
        201,
      ),
    });
    const app = await renderApp('/trader/trader-admin/featured-product');
    await app.user.click(await screen.findByRole('button', { name: ADMIN_TEXT.banners.add }));
    const field = screen.getByLabelText(ADMIN_TEXT.banners.fields.image, { exact: false, selector: 'input:not([type=file])' });
    const fileInput = field.parentElement!.querySelector('input[type=file]') as HTMLInputElement;
    await app.user.upload(fileInput, new File(['png'], 'wide.png', { type: 'image/png' }));

    const picker = within(screen.getByRole('group', { name: I.cropTitle }));
    expect(api.callsTo('POST /admin/upload')).toHaveLength(0);
    const point = picker.getByRole('button', { name: `${I.focalPoint}: ${I.focusAt(50, 50)}` });
    point.getBoundingClientRect = () => ({ left: 0, top: 0, width: 400, height: 400, right: 400, bottom: 400, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent.click(point, { clientX: 100, clientY: 300 });
    expect(picker.getByRole('button', { name: `${I.focalPoint}: ${I.focusAt(25, 75)}` })).toBeTruthy();
    await app.user.click(picker.getByRole('button', { name: I.cropAndUpload }));

    const sent = api.callsTo('POST /admin/upload')[0]!.form!;
    expect([sent.get('crop'), sent.get('focus_x'), sent.get('focus_y')]).toEqual(['1600x675', '0.25', '0.75']);
    expect(((await screen.findByDisplayValue('/files/admin/uploads/u-1/1600x675.webp')) as HTMLInputElement).value).toBe(
      '/files/admin/uploads/u-1/1600x675.webp',
    );
    expect(screen.queryByRole('group', { name: I.cropTitle })).toBeNull();
    expect(ADMIN_MESSAGES.imageTooSmall(1600, 675)).toMatch(/800x338/);
  });
});
