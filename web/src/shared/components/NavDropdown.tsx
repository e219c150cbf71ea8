import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { NavGroup } from '../../navigation';

/** One of the header's menus: its links (with a line of description where they have one), then any extra items. */
export function NavDropdown({ group, children }: { group: NavGroup; children?: ReactNode }) {
  return (
    <li className="nav-item dropdown">
      <button type="button" className="nav-link dropdown-toggle" data-bs-toggle="dropdown" aria-expanded="false">
        {group.label}
      </button>
      <ul className="dropdown-menu shadow border-0">
        {group.links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="dropdown-item">
              <span className={link.description ? 'fw-semibold' : undefined}>{link.label}</span>
              {link.description && <span className="d-block small text-secondary text-wrap dropdown-description">{link.description}</span>}
            </Link>
          </li>
        ))}
        {children}
      </ul>
    </li>
  );
}
