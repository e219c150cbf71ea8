/**
 * Tabs that filter one list (a seller's listings by status, sold items by fulfilment): a row of tab buttons,
 * one selected; the list below is the same panel whatever the choice.
 */
export function FilterTabs<T extends string>({
  labels,
  active,
  onSelect,
  label,
}: {
  labels: readonly T[];
  active: T;
  onSelect: (label: T) => void;
  label: string;
}) {
  return (
    <ul className="nav nav-tabs mb-3" role="tablist" aria-label={label}>
      {labels.map((tab) => (
        <li key={tab} className="nav-item" role="presentation">
          <button
            type="button"
            role="tab"
            aria-selected={active === tab}
            className={`nav-link${active === tab ? ' active' : ''}`}
            onClick={() => onSelect(tab)}
          >
            {tab}
          </button>
        </li>
      ))}
    </ul>
  );
}
