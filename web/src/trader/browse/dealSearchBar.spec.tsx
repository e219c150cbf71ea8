/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { DealSearchBar } from './DealSearchBar';
import { BROWSE_TEXT } from './text';

/*
 * At 390 px the deal search's input is 250 px wide in the deals landing's card and 314 px on the search page
 * (measured in Chromium on the built app): some 23 characters of the widest common sans-serif at 16 px. The old
 * placeholder, 42 characters beside the Advance button, showed as 'Search deals by name, br'.
 */
const PHONE_PLACEHOLDER_MAX = 23;

describe('the deal search bar on a phone', () => {
  it('has a placeholder short enough to be read whole, in an input that has the row to itself', () => {
    render(<DealSearchBar onSearch={() => undefined} />);
    const input = screen.getByRole('searchbox', { name: BROWSE_TEXT.search.label }) as HTMLInputElement;

    expect(input.placeholder).toBe(BROWSE_TEXT.search.placeholder);
    expect(input.placeholder.length).toBeLessThanOrEqual(PHONE_PLACEHOLDER_MAX);
    // Full width below 576 px (col-12), sharing the row with the Advance button above it (col-sm).
    expect(screen.getByRole('search').className.split(' ')).toEqual(expect.arrayContaining(['col-12', 'col-sm']));
  });
});
