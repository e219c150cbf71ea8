/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DataTable, type DataColumn } from './DataTable';

interface Panel {
  sku: string;
  name: string;
  watts: number;
}

const PANELS: Panel[] = [
  { sku: 'P-400', name: 'Mono 400 W', watts: 400 },
  { sku: 'P-550', name: 'Bifacial 550 W', watts: 550 },
];

const COLUMNS: DataColumn<Panel>[] = [
  { header: 'Panel', cell: (panel) => panel.name, rowHeader: true },
  { header: 'Power', cell: (panel) => `${panel.watts} W`, align: 'end', width: '6rem' },
  { header: 'Actions', hideHeader: true, cell: (panel) => <button type="button">{`Remove ${panel.name}`}</button> },
];

describe('DataTable', () => {
  it('shows a named table: column headers, each row named by its header cell, cells in column order', () => {
    render(<DataTable label="Panels in stock" columns={COLUMNS} rows={PANELS} rowKey={(panel) => panel.sku} empty="No panels" />);
    const table = screen.getByRole('table', { name: 'Panels in stock' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Panel', 'Power', 'Actions']);
    // The actions column's header is there for screen readers only.
    expect(within(table).getByRole('columnheader', { name: 'Actions' }).querySelector('.visually-hidden')).not.toBeNull();
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Mono 400 W', 'Bifacial 550 W']);
    const second = within(table).getAllByRole('row')[2]!;
    expect(
      within(second)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['550 W', 'Remove Bifacial 550 W']);
    expect(within(second).getByText('550 W').className).toContain('text-end');
    expect(within(table).getByRole('columnheader', { name: 'Power' }).style.width).toBe('6rem');
    expect(screen.queryByText('No panels')).toBeNull();
  });

  it('scrolls inside its own box on a narrow screen, a box the keyboard can reach', () => {
    render(<DataTable label="Panels in stock" columns={COLUMNS} rows={PANELS} rowKey={(panel) => panel.sku} empty="No panels" />);
    const frame = screen.getByRole('region', { name: 'Panels in stock' });
    expect(frame.className).toContain('table-responsive');
    expect(frame.tabIndex).toBe(0);
    expect(within(frame).getByRole('table')).toBeTruthy();
  });

  it('shows its empty state, and no table, when there are no rows', () => {
    render(<DataTable label="Panels in stock" columns={COLUMNS} rows={[]} rowKey={(panel) => panel.sku} empty={<p>No panels listed yet.</p>} />);
    expect(screen.getByText('No panels listed yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('names the table by a visible caption when asked to', () => {
    render(<DataTable label="Panels in stock" caption columns={COLUMNS} rows={PANELS} rowKey={(panel) => panel.sku} empty="" />);
    const table = screen.getByRole('table', { name: 'Panels in stock' });
    expect(table.querySelector('caption')?.textContent).toBe('Panels in stock');
    expect(table.getAttribute('aria-label')).toBeNull();
  });

  it("opens a row's details in a full-width row under it", async () => {
    function Opening() {
      const [open, setOpen] = useState<string | null>(null);
      const columns: DataColumn<Panel>[] = [
        COLUMNS[0]!,
        { header: 'Details', cell: (panel) => <button type="button" onClick={() => setOpen(panel.sku)}>{`Open ${panel.name}`}</button> },
      ];
      return (
        <DataTable
          label="Panels in stock"
          columns={columns}
          rows={PANELS}
          rowKey={(panel) => panel.sku}
          rowLabel={(panel) => panel.sku}
          empty=""
          details={(panel) => (panel.sku === open ? { id: `details-${panel.sku}`, content: `Datasheet of ${panel.name}` } : null)}
        />
      );
    }
    render(<Opening />);
    expect(screen.queryByText('Datasheet of Bifacial 550 W')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open Bifacial 550 W' }));
    const details = screen.getByText('Datasheet of Bifacial 550 W');
    expect(details.getAttribute('colspan')).toBe('2');
    expect(details.closest('tr')?.id).toBe('details-P-550');
    // The opened row follows the row it belongs to.
    expect(screen.getByRole('row', { name: 'P-550' }).nextElementSibling).toBe(details.closest('tr'));
  });
});
