/** @jest-environment jsdom */
import { CATEGORIES, CONTENT_API, CUSTOM_ORDER_MESSAGES as M } from '@solar/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CustomOrderForm, fileProblem } from './CustomOrderForm';

/** The custom order form as a buyer fills it: the contract's messages before any call, then the request sent. */
const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const answer = (status: number, body: unknown) =>
  Promise.resolve({
    ok: status < 400,
    status,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    json: async () => body,
    text: async () => JSON.stringify(body),
  });

const categories = CATEGORIES.map(({ id, name }) => ({ id, name }));
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('custom order form', () => {
  it('shows each field message and calls no server while the request is incomplete or out of range', async () => {
    render(<CustomOrderForm categories={categories} email="" onPosted={() => {}} />);
    await userEvent.type(screen.getByLabelText('Quantity'), '2.5');
    await userEvent.type(screen.getByLabelText('Target price in USD (optional)'), '0.001');
    await userEvent.type(screen.getByLabelText('Delivery city'), 'x'.repeat(10));
    await userEvent.click(screen.getByRole('button', { name: 'Post my request' }));
    for (const message of [
      M.categoryRequired,
      M.quantityInvalid,
      M.targetPriceInvalid,
      M.stateRequired,
      M.neededByInvalid,
      M.descriptionRequired,
      M.emailInvalid,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(screen.queryByText(M.cityRequired)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the filled request without its empty optional fields, and tells the buyer', async () => {
    fetchMock.mockReturnValueOnce(answer(201, { status: 1, success: true, data: { id: 'r-1' }, message: M.created }));
    const posted = jest.fn();
    render(<CustomOrderForm categories={categories} email="jane@example.com" onPosted={posted} />);
    await userEvent.selectOptions(screen.getByLabelText('Equipment category'), 'Solar Panels');
    await userEvent.type(screen.getByLabelText('Quantity'), '40');
    await userEvent.selectOptions(screen.getByLabelText('Unit'), 'Pallets');
    await userEvent.type(screen.getByLabelText('Needed by'), inDays(30));
    await userEvent.selectOptions(screen.getByLabelText('Delivery state'), 'Texas');
    await userEvent.type(screen.getByLabelText('Delivery city'), 'Austin');
    await userEvent.type(screen.getByLabelText('What do you need?'), 'Bifacial 550 W modules');
    await userEvent.click(screen.getByRole('button', { name: 'Post my request' }));
    await screen.findByRole('button', { name: 'Post my request' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain(CONTENT_API.customOrderCreate);
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({
      category_id: '1',
      quantity: '40',
      unit: 'pallets',
      needed_by: inDays(30),
      state: 'TX',
      city: 'Austin',
      description: 'Bifacial 550 W modules',
      email: 'jane@example.com',
    });
    expect(posted).toHaveBeenCalled();
  });

  it('refuses a file that is neither a PDF nor a picture, or too large', () => {
    expect(fileProblem(new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' }))).toMatch(/PDF/);
    expect(fileProblem(new File([new Uint8Array(11 * 1024 * 1024)], 'big.pdf', { type: 'application/pdf' }))).toMatch(/at most 10 MB/);
    expect(fileProblem(new File(['%PDF-1.4'], 'sheet.pdf', { type: 'application/pdf' }))).toBeNull();
  });
});
