import { SEARCH_TEXT_MAX } from '@solar/contracts';
import { useId, useState, type FormEvent } from 'react';
import { AdvanceButton } from './ConfigureDealModal';
import { BROWSE_TEXT } from './text';

const T = BROWSE_TEXT.search;

/**
 * Text search over the deals (`q`) beside the 'Advance' button of the 'Configure Your Deal' modal. The text
 * starts from `q`; mount it with `key={q}` to start over when the URL's text changes.
 */
export function DealSearchBar({ q = '', onSearch }: { q?: string; onSearch: (q: string | undefined) => void }) {
  const id = useId();
  const [text, setText] = useState(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim() || undefined);
  };
  return (
    <div className="d-flex flex-wrap gap-2">
      {/* On a phone the form has the row to itself and the Advance button wraps below, so the placeholder is read whole. */}
      <form role="search" className="d-flex gap-2 col-12 col-sm" onSubmit={submit}>
        <label className="visually-hidden" htmlFor={id}>
          {T.label}
        </label>
        <input
          id={id}
          type="search"
          className="form-control"
          placeholder={T.placeholder}
          maxLength={SEARCH_TEXT_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="btn btn-amber">
          <i className="bi bi-search" aria-hidden="true" />
          <span className="visually-hidden">{T.submit}</span>
        </button>
      </form>
      <AdvanceButton />
    </div>
  );
}
