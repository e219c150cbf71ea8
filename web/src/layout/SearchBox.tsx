import { MESSAGES, SEARCH_TEXT_MAX } from '@solar/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { shopSearchPath } from '../paths';

/** The global search box: Enter or the button searches the shop for the typed text. */
export function SearchBox({ id, className = '' }: { id: string; className?: string }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(shopSearchPath(text));
  };

  return (
    <form role="search" className={`site-search ${className}`} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        Search
      </label>
      <div className="input-group">
        <input
          id={id}
          type="search"
          className="form-control"
          placeholder={MESSAGES.search.placeholder}
          value={text}
          maxLength={SEARCH_TEXT_MAX}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
        />
        <button type="submit" className="btn btn-amber px-3" aria-label="Search">
          <i className="bi bi-search" aria-hidden="true" />
        </button>
      </div>
    </form>
  );
}
