import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface DrawerLink {
  to: string;
  label: string;
  emphasis?: boolean;
}

/** One collapsible group of links in an offcanvas drawer (bootstrap accordion). */
export function DrawerSection({ id, parentId, title, links }: { id: string; parentId: string; title: ReactNode; links: DrawerLink[] }) {
  return (
    <div className="accordion-item">
      <h3 className="accordion-header">
        <button
          type="button"
          className="accordion-button collapsed"
          data-bs-toggle="collapse"
          data-bs-target={`#${id}`}
          aria-expanded="false"
          aria-controls={id}
        >
          {title}
        </button>
      </h3>
      <div id={id} className="accordion-collapse collapse" data-bs-parent={`#${parentId}`}>
        <div className="accordion-body">
          <ul className="list-unstyled mb-0">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={link.emphasis ? 'drawer-link fw-semibold' : 'drawer-link'}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
