import { LIMITS } from '@solar/contracts';
import { useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useItemsByIds, useItemsMatching } from '../api';
import { describedBy, GroupMessage } from '../shared/forms/fields';
import { useDebounced } from '../shared/hooks/useDebounced';
import type { ProductFormValues, RelatedPick } from './productFormValues';
import { SELLER_TEXT } from './text';

const T = SELLER_TEXT;

/**
 * Related products: a search box over the public items and the chosen ones. The rule wants exactly four or
 * none, so adding stops at four; the count says how far along the seller is.
 */
export function RelatedProductsPicker({ ownItemId }: { ownItemId?: number }) {
  const { control } = useFormContext<ProductFormValues>();
  const {
    field: { value: picks, onChange },
    fieldState: { error },
  } = useController({ control, name: 'related_ids' });
  const [text, setText] = useState('');
  const query = useDebounced(text);
  const { data: found } = useItemsMatching(query);
  // Picks loaded with an edited item carry only their ids; their names come from the search index.
  const unnamed = picks.filter((pick) => !pick.name).map((pick) => pick.id);
  const { data: named } = useItemsByIds(unnamed);
  const nameOf = (pick: RelatedPick) => pick.name || named?.items.find((item) => item.id === pick.id)?.name || `#${pick.id}`;

  const groupId = useId();
  const hintId = `${groupId}-hint`;
  const full = picks.length >= LIMITS.relatedProducts;
  const candidates = (found?.items ?? []).filter((item) => item.id !== ownItemId && !picks.some((pick) => pick.id === item.id));

  return (
    <div>
      <label htmlFor={groupId} className="form-label">
        {T.fields.relatedSearch}
      </label>
      <input
        id={groupId}
        type="search"
        className={`form-control${error ? ' is-invalid' : ''}`}
        value={text}
        disabled={full}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy(groupId, error, hintId)}
        onChange={(event) => setText(event.target.value)}
      />
      <GroupMessage groupId={groupId} error={error} />
      <div id={hintId} className="form-text">
        {T.hints.related} {T.hints.relatedCount(picks.length, LIMITS.relatedProducts)}
      </div>
      {!full && query.trim() && candidates.length > 0 && (
        <ul className="list-group related-results mt-2">
          {candidates.map((item) => (
            <li key={item.id} className="list-group-item d-flex align-items-center gap-2 py-1">
              {item.image && <img src={item.image} alt="" className="related-thumb" />}
              <span className="flex-grow-1 small">{item.name}</span>
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                aria-label={T.actions.addRelated(item.name)}
                onClick={() => {
                  onChange([...picks, { id: item.id, name: item.name }]);
                  setText('');
                }}
              >
                <i className="bi bi-plus-lg" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {picks.length > 0 && (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mt-3 mb-0" aria-label={T.sections.related}>
          {picks.map((pick) => (
            <li key={pick.id} className="badge rounded-pill text-bg-light border d-flex align-items-center gap-1 related-pick">
              <span>{nameOf(pick)}</span>
              <button
                type="button"
                className="btn-close btn-close-sm"
                aria-label={T.actions.removeRelated(nameOf(pick))}
                onClick={() => onChange(picks.filter((other) => other.id !== pick.id))}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
