import type { MerchandisingEntryView, MerchandisingList } from '@solar/contracts';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useMerchandisingList } from '../api';
import { ConditionBadge } from '../shared/components/ConditionBadge';
import { useDeferredFirstAnswer } from '../shared/hooks/useDeferredFirstAnswer';

/** A link inside the site (a path) as a router link, anything else as a plain one. */
export function SiteLink({
  to,
  className,
  children,
  onClick,
  ariaLabel,
}: {
  to: string;
  className?: string;
  children: ReactNode;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  ariaLabel?: string;
}) {
  if (to.startsWith('/') && !to.startsWith('//')) {
    return (
      <Link to={to} className={className} onClick={onClick} aria-label={ariaLabel}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} className={className} onClick={onClick} aria-label={ariaLabel}>
      {children}
    </a>
  );
}

function EntryCard({ entry }: { entry: MerchandisingEntryView }) {
  return (
    <div className="card product-card h-100">
      <SiteLink to={entry.link} className="product-image-link">
        {entry.image ? (
          <img src={entry.image} alt={entry.title} className="card-img-top product-image" loading="lazy" width={300} height={300} />
        ) : (
          <span className="card-img-top product-image d-flex align-items-center justify-content-center bg-body-tertiary" aria-hidden="true">
            <i className="bi bi-image fs-1 text-secondary" />
          </span>
        )}
      </SiteLink>
      <div className="card-body d-flex flex-column">
        <ConditionBadge condition={entry.condition} className="align-self-start" />
        <h3 className="h6 mt-1 mb-2 product-name">
          <SiteLink to={entry.link}>{entry.title}</SiteLink>
        </h3>
        <span className="mt-auto fw-bold fs-5">{entry.price_label}</span>
      </div>
    </div>
  );
}

/**
 * One curated list (MERCHANDISING_API.list) as a titled row of cards, in the admin's order. An empty list, or
 * one that cannot be read, shows nothing: the page reads as it would without it.
 */
export function MerchandisingRow({
  list,
  title,
  intro,
  className = 'container py-4',
}: {
  list: MerchandisingList;
  title: string;
  intro?: string;
  className?: string;
}) {
  const data = useDeferredFirstAnswer(useMerchandisingList(list).data);
  if (!data || data.length === 0) return null;
  return (
    <section className={className} aria-label={title}>
      <div className="section-heading mb-3">
        <h2 className="h3 mb-1">{title}</h2>
        {intro && <p className="text-secondary mb-0">{intro}</p>}
      </div>
      {/* On a phone one row that scrolls sideways, so a long list does not push what follows screens down. */}
      <div className="row row-cols-2 row-cols-md-3 row-cols-lg-4 g-3 g-lg-4 merch-row">
        {data.map((entry) => (
          <div className="col" key={entry.uuid}>
            <EntryCard entry={entry} />
          </div>
        ))}
      </div>
    </section>
  );
}
