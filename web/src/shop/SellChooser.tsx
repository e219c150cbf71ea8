import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { NavGroup } from '../navigation';
import { Modal } from '../shared/components/Modal';
import { NavDropdown } from '../shared/components/NavDropdown';
import { useIsSeller } from '../api/useSignedInUser';
import { sellChoices, SELL_TEXT } from '../shared/sellChoices';

/** 'How do you want to sell?': the two ways side by side, each with what it means and where it leads. */
export function SellChooserModal({ onClose }: { onClose: () => void }) {
  const choices = sellChoices(useIsSeller());
  return (
    <Modal title={SELL_TEXT.title} onClose={onClose} size="lg">
      <div className="row row-cols-1 row-cols-md-2 g-3">
        {choices.map((choice) => (
          <div className="col" key={choice.way}>
            <section className="sell-way card h-100" aria-labelledby={`sell-way-${choice.way}`}>
              <div className="card-body d-flex flex-column">
                <h3 className="h5" id={`sell-way-${choice.way}`}>
                  {choice.label}
                </h3>
                <ul className="list-unstyled small mb-3">
                  {choice.points.map((point) => (
                    <li key={point} className="d-flex gap-2 py-1">
                      <i className="bi bi-check2 text-amber" aria-hidden="true" />
                      {point}
                    </li>
                  ))}
                </ul>
                {/* The modal lives in the header, which stays mounted: close it on the way out. */}
                <Link to={choice.to} className="btn btn-amber mt-auto" onClick={onClose}>
                  {choice.action}
                </Link>
              </div>
            </section>
          </div>
        ))}
      </div>
    </Modal>
  );
}

/** A button that opens the Sell chooser; in an offcanvas menu, `dismiss` closes the menu as the modal opens. */
export function SellChooserButton({ className, dismiss }: { className?: string; dismiss?: 'offcanvas' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} data-bs-dismiss={dismiss} onClick={() => setOpen(true)}>
        <i className="bi bi-signpost-split me-2" aria-hidden="true" />
        {SELL_TEXT.open}
      </button>
      {open && <SellChooserModal onClose={() => setOpen(false)} />}
    </>
  );
}

/** The header's Sell dropdown: the two ways (destinations by role) and the chooser that compares them. */
export function SellMenu({ group }: { group: NavGroup }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <NavDropdown group={group}>
        <li>
          <hr className="dropdown-divider" />
        </li>
        <li>
          <button type="button" className="dropdown-item" onClick={() => setOpen(true)}>
            <i className="bi bi-signpost-split me-2 text-amber" aria-hidden="true" />
            {SELL_TEXT.open}
          </button>
        </li>
      </NavDropdown>
      {open && <SellChooserModal onClose={() => setOpen(false)} />}
    </>
  );
}
