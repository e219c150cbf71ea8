import { MESSAGES, SEARCH_TEXT_MAX, type DealSuggestion, type ProductSuggestion, type StoreSuggestion } from '@solar/contracts';
import { useId, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { dealSearchPath, shopSearchPath, storefrontPath } from '../paths';
import { useSuggestions } from './search/useSuggestions';

/** One suggestion as the list shows it, with where choosing it goes. */
interface Choice {
  key: string;
  title: string;
  detail: string;
  image: string | null;
  /** Shown in place of a missing picture (a bootstrap-icons name). */
  icon: string;
  target: string;
}

interface Group {
  heading: string;
  choices: Choice[];
}

const THUMB = 36;

const dealChoice = (deal: DealSuggestion): Choice => ({
  key: `deal-${deal.listing_id}`,
  title: deal.title,
  detail: [deal.sub_category, deal.part_no].filter(Boolean).join(' · '),
  image: deal.attachments.find((attachment) => attachment.type === 'Image')?.url ?? null,
  icon: 'bi-lightning-charge',
  target: dealSearchPath(deal.title),
});

const productChoice = (product: ProductSuggestion): Choice => ({
  key: `product-${product.uuid}`,
  title: product.name,
  detail: product.part_number || product.sku,
  image: product.image || null,
  icon: 'bi-box-seam',
  target: shopSearchPath(product.name),
});

const storeChoice = (store: StoreSuggestion): Choice => ({
  key: `store-${store.store_uuid}`,
  title: store.title || store.name,
  detail: store.label,
  image: store.logo,
  icon: 'bi-shop',
  target: storefrontPath(store.name, store.seller_id),
});

/**
 * The global search box: suggestions as the shopper types, grouped 'in Solar Deals', 'in Products' and
 * 'in Stores' (a combobox over a grouped listbox: arrow keys move, Enter chooses, Escape closes). Enter with
 * no suggestion chosen, or the button, searches the shop for the typed text.
 */
export function SearchBox({ id, className = '' }: { id: string; className?: string }) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const listboxId = `${id}-suggestions`;
  const headingPrefix = useId();
  const suggestions = useSuggestions(text);

  const groups: Group[] = useMemo(() => {
    const answer = suggestions.answer;
    if (!answer) return [];
    return [
      { heading: MESSAGES.search.groupDeals, choices: answer.deals.map(dealChoice) },
      { heading: MESSAGES.search.groupProducts, choices: answer.products.map(productChoice) },
      { heading: MESSAGES.search.groupStores, choices: answer.stores.map(storeChoice) },
    ].filter((group) => group.choices.length > 0);
  }, [suggestions.answer]);
  const choices = useMemo(() => groups.flatMap((group) => group.choices), [groups]);
  const expanded = open && text.trim() !== '' && choices.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const go = (target: string) => {
    close();
    navigate(target);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(shopSearchPath(text));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!choices.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From "nothing chosen" down goes to the first, up to the last; past either end back to the typed text.
      setActive((current) => {
        const next = current + step;
        if (current === -1 && step === -1) return choices.length - 1;
        return next < 0 || next >= choices.length ? -1 : next;
      });
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      go(choices[active]!.target);
    } else if (event.key === 'Escape' && expanded) {
      // The first Escape closes the list; a second one is left to the browser (it clears a search field).
      event.preventDefault();
      close();
    }
  };

  let position = -1;
  return (
    <form role="search" className={`site-search position-relative ${className}`} onSubmit={submit}>
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
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={close}
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        />
        <button type="submit" className="btn btn-amber px-3" aria-label="Search">
          <i className="bi bi-search" aria-hidden="true" />
        </button>
      </div>
      <ul
        id={listboxId}
        role="listbox"
        aria-label="Search suggestions"
        className="list-unstyled position-absolute start-0 end-0 mt-1 mb-0 py-1 bg-white text-body border rounded shadow overflow-auto"
        style={{ zIndex: 1060, maxHeight: 'min(70vh, 32rem)' }}
        hidden={!expanded}
      >
        {expanded &&
          groups.map((group, groupIndex) => {
            const headingId = `${headingPrefix}-group-${groupIndex}`;
            return (
              <li key={group.heading} role="presentation">
                <div id={headingId} role="presentation" className="px-3 pt-2 pb-1 small fw-semibold text-secondary">
                  {group.heading}
                </div>
                <ul role="group" aria-labelledby={headingId} className="list-unstyled mb-1">
                  {group.choices.map((choice) => {
                    const index = ++position;
                    const selected = index === active;
                    return (
                      <li
                        key={choice.key}
                        id={optionId(index)}
                        role="option"
                        aria-selected={selected}
                        className={`d-flex align-items-center gap-2 px-3 py-2 ${selected ? 'bg-primary-subtle' : ''}`}
                        style={{ cursor: 'pointer' }}
                        // Chosen on mousedown, before the input's blur closes the list.
                        onMouseDown={(event) => {
                          event.preventDefault();
                          go(choice.target);
                        }}
                        onMouseEnter={() => setActive(index)}
                      >
                        {choice.image ? (
                          <img
                            src={choice.image}
                            alt=""
                            width={THUMB}
                            height={THUMB}
                            loading="lazy"
                            className="rounded border flex-shrink-0 object-fit-cover"
                          />
                        ) : (
                          <span
                            className="d-inline-flex align-items-center justify-content-center flex-shrink-0 rounded border bg-light text-secondary"
                            style={{ width: THUMB, height: THUMB }}
                            aria-hidden="true"
                          >
                            <i className={`bi ${choice.icon}`} />
                          </span>
                        )}
                        <span className="d-block" style={{ minWidth: 0 }}>
                          {/* Titles wrap rather than truncate: two deals often differ only at the end ("18 pallets"). */}
                          <span className="d-block text-break">{choice.title}</span>
                          {choice.detail && <span className="d-block small text-secondary text-truncate">{choice.detail}</span>}
                        </span>
                      </li>
                    );
                  })}
                </ul>
              </li>
            );
          })}
      </ul>
    </form>
  );
}
