/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SHARED_TEXT } from '../text';
import { PAGER_SCOPE, Pager } from './Pager';

const scrollTo = jest.fn();
beforeEach(() => {
  scrollTo.mockClear();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  Object.defineProperty(window, 'scrollY', { value: 2000, configurable: true });
});

/** Puts the results' top `top` px from the top of the window (negative: scrolled past). */
function placeResults(top: number) {
  const scope = document.querySelector<HTMLElement>('[data-pager-scope]') ?? document.querySelector<HTMLElement>('.results')!;
  scope.getBoundingClientRect = () => ({ top, bottom: top + 900, left: 0, right: 0, width: 0, height: 900, x: 0, y: top, toJSON: () => ({}) });
}

function LinkedList() {
  const page = Number(new URLSearchParams(useLocation().search).get('page_no') ?? 1);
  return (
    <div {...PAGER_SCOPE}>
      <p>Results of page {page}</p>
      <Pager page={page} lastPage={5} label="Result pages" pathFor={(n) => `/shop/find?page_no=${n}`} />
    </div>
  );
}

function InPlaceList() {
  const [page, setPage] = useState(1);
  return (
    <section className="results">
      <p>Reviews page {page}</p>
      <Pager page={page} lastPage={3} label="Reviews pages" onPage={setPage} />
    </section>
  );
}

describe('Pager', () => {
  it('a page link brings the top of the results back into view', async () => {
    render(
      <MemoryRouter initialEntries={['/shop/find']}>
        <LinkedList />
      </MemoryRouter>,
    );
    placeResults(-1500);
    await userEvent.click(screen.getByRole('link', { name: '2' }));
    expect(screen.getByText('Results of page 2')).toBeTruthy();
    // 2000 scrolled, the results' top 1500 above the window: to 500, less a small margin.
    expect(scrollTo).toHaveBeenCalledWith({ top: 492 });

    placeResults(-1200);
    await userEvent.click(screen.getByRole('link', { name: SHARED_TEXT.pager.next }));
    expect(screen.getByText('Results of page 3')).toBeTruthy();
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 792 });
  });

  it('a list paged in place scrolls to its own top (the pager’s parent), not to the top of the page', async () => {
    render(<InPlaceList />);
    placeResults(-300);
    await userEvent.click(screen.getByRole('button', { name: SHARED_TEXT.pager.next }));
    expect(screen.getByText('Reviews page 2')).toBeTruthy();
    expect(scrollTo).toHaveBeenCalledWith({ top: 1692 });
  });

  it('leaves the window alone when the top of the results is in view', async () => {
    render(<InPlaceList />);
    placeResults(120);
    await userEvent.click(screen.getByRole('button', { name: SHARED_TEXT.pager.next }));
    expect(screen.getByText('Reviews page 2')).toBeTruthy();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
