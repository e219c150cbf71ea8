import type { ItemDetail } from '@solar/contracts';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { DataTable, type DataColumn } from '../shared/components/DataTable';
import { Description, DocumentLinks, SpecificationsTable } from '../shared/components/ItemDetails';
import { specificationsOf } from '../shared/itemSpecifications';
import { PRODUCT_TEXT } from './text';

const T = PRODUCT_TEXT;

const L = T.locations;
const LOCATION_COLUMNS: DataColumn<ItemDetail['locations'][number]>[] = [
  { header: L.name, cell: (location) => location.name },
  { header: L.city, cell: (location) => location.city },
  { header: L.state, cell: (location) => location.state },
  { header: L.zip, cell: (location) => location.zip },
  { header: L.qty, cell: (location) => location.qty, align: 'end' },
];

function Locations({ item }: { item: ItemDetail }) {
  return (
    <DataTable
      label={L.label}
      className="table-sm mb-0"
      columns={LOCATION_COLUMNS}
      rows={item.locations}
      // A location has no id of its own: its place in the list is what names it.
      rowKey={(location) => String(item.locations.indexOf(location))}
      empty={<p className="text-secondary mb-0">{T.noLocations}</p>}
    />
  );
}

interface Tab {
  key: string;
  label: string;
  content: ReactNode;
}

/** Description, specifications, documents and locations as tabs (arrow keys move between them). */
export function ProductDetailsTabs({ item }: { item: ItemDetail }) {
  const id = useId();
  const tabs: Tab[] = [
    { key: 'description', label: T.sections.description, content: <Description html={item.description} /> },
    { key: 'specifications', label: T.sections.specifications, content: <SpecificationsTable rows={specificationsOf(item)} /> },
    { key: 'documents', label: T.sections.documents, content: <DocumentLinks documents={item.documents} empty={T.noDocuments} /> },
    { key: 'locations', label: T.sections.locations, content: <Locations item={item} /> },
  ];
  const [active, setActive] = useState(tabs[0].key);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const by = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!by) return;
    const next = tabs[(index + by + tabs.length) % tabs.length];
    setActive(next.key);
    document.getElementById(`${id}-tab-${next.key}`)?.focus();
  };

  return (
    <section className="product-details mt-5">
      <ul className="nav nav-tabs" role="tablist">
        {tabs.map((tab, index) => (
          <li className="nav-item" role="presentation" key={tab.key}>
            <button
              type="button"
              role="tab"
              id={`${id}-tab-${tab.key}`}
              aria-controls={`${id}-panel-${tab.key}`}
              aria-selected={tab.key === active}
              tabIndex={tab.key === active ? 0 : -1}
              className={`nav-link${tab.key === active ? ' active' : ''}`}
              onClick={() => setActive(tab.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          </li>
        ))}
      </ul>
      {tabs
        .filter((tab) => tab.key === active)
        .map((tab) => (
          <div
            key={tab.key}
            id={`${id}-panel-${tab.key}`}
            role="tabpanel"
            aria-labelledby={`${id}-tab-${tab.key}`}
            className="border border-top-0 rounded-bottom p-3 p-lg-4"
          >
            {tab.content}
          </div>
        ))}
    </section>
  );
}
