import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** The pieces the guides are built of (the trader's three and the account overview's), so they read alike. */

/** A short point with its Bootstrap icon. */
export interface GuidePoint {
  icon: string;
  title: string;
  text: string;
}

/** One numbered step of a guide, as a section named by its heading. */
export function GuideStep({ id, number, title, children }: { id: string; number: number; title: string; children: ReactNode }) {
  return (
    <section className="guide-step d-flex gap-3 py-4 border-top" aria-labelledby={id}>
      <span
        className="badge rounded-circle text-bg-warning fs-6 flex-shrink-0 d-inline-flex align-items-center justify-content-center"
        style={{ width: '2.25rem', height: '2.25rem' }}
        aria-hidden="true"
      >
        {number}
      </span>
      <div className="flex-grow-1 min-w-0">
        <h2 id={id} className="h4 mb-2">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** Points with an icon each, one column on a phone, `columns` from the medium width up. */
export function PointGrid({ points, columns = 3, light = false }: { points: readonly GuidePoint[]; columns?: 2 | 3 | 4; light?: boolean }) {
  return (
    <ul className={`row row-cols-1 row-cols-sm-2 row-cols-lg-${columns} g-3 list-unstyled mb-0`}>
      {points.map((point) => (
        <li className="col" key={point.title}>
          <div className={light ? 'trader-feature h-100' : 'border rounded-3 p-3 h-100'}>
            <i className={`bi bi-${point.icon} fs-3 text-amber`} aria-hidden="true" />
            <h3 className="h6 mt-2 mb-1">{point.title}</h3>
            <p className={`small mb-0${light ? '' : ' text-secondary'}`}>{point.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A bulleted list with a check before each point. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-unstyled mb-0">
      {items.map((item) => (
        <li key={item} className="d-flex gap-2 mb-2">
          <i className="bi bi-check2-circle text-success flex-shrink-0" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** The guides' closing links: the other guide and the deals. */
export function GuideLinks({ links }: { links: readonly { to: string; label: string; primary?: boolean }[] }) {
  return (
    <div className="d-flex flex-wrap gap-2 border-top pt-4 mt-2">
      {links.map((link) => (
        <Link key={link.to} to={link.to} className={`btn ${link.primary ? 'btn-amber' : 'btn-outline-secondary'}`}>
          {link.label}
        </Link>
      ))}
    </div>
  );
}

/** A two-column explanation table: a term (with an optional full name under it) and what it means. */
export function TermsTable({
  head,
  rows,
  caption,
}: {
  head: [term: string, meaning: string];
  rows: readonly { key: string; term: ReactNode; title?: string; meaning: string }[];
  caption?: string;
}) {
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle mb-0">
        {caption && <caption className="caption-top text-body fw-semibold">{caption}</caption>}
        <thead>
          <tr>
            <th scope="col">{head[0]}</th>
            <th scope="col">{head[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="text-nowrap">
                {row.term}
                {row.title && <div className="small fw-normal text-secondary">{row.title}</div>}
              </th>
              <td className="small">{row.meaning}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
