import type { StorefrontCard } from '@solar/contracts';
import { Link } from 'react-router-dom';
import { storefrontPath } from '../paths';
import { RichHtml } from '../shared/components/RichHtml';

/** Store page text (sanitized by the service when saved, and again by RichHtml). */
export function StoreHtml({ html, className = '' }: { html: string; className?: string }) {
  return <RichHtml html={html} className={`storefront-html ${className}`} />;
}

/** The store's logo, or its initial on a coloured square when it has none. */
export function StoreLogo({ src, name, size }: { src: string | null | undefined; name: string; size: number }) {
  if (src)
    return (
      <img
        src={src}
        alt={`${name} logo`}
        width={size}
        height={size}
        className="storefront-logo rounded-3 border bg-white"
        style={{ width: size, height: size, objectFit: 'cover' }}
      />
    );
  return (
    <span
      className="storefront-logo d-inline-flex align-items-center justify-content-center rounded-3 bg-warning-subtle fw-bold text-warning-emphasis"
      style={{ width: size, height: size, fontSize: size / 2.5 }}
      aria-hidden="true"
    >
      {name.charAt(0).toUpperCase()}
    </span>
  );
}

/** A store in a grid: banner strip, logo, title, tagline and city. */
export function StoreCard({ store, action }: { store: StorefrontCard; action?: React.ReactNode }) {
  const to = storefrontPath(store.name, store.user_id);
  return (
    <article className="card h-100 shadow-sm storefront-card" aria-label={store.title}>
      <Link to={to} className="d-block ratio bg-light" style={{ '--bs-aspect-ratio': '32%' } as React.CSSProperties} tabIndex={-1} aria-hidden="true">
        {store.banner ? (
          <img src={store.banner} alt="" width={1600} height={675} className="w-100 h-100 rounded-top" style={{ objectFit: 'cover' }} loading="lazy" />
        ) : (
          <span />
        )}
      </Link>
      <div className="card-body d-flex gap-3 align-items-start">
        <div style={{ marginTop: -40 }}>
          <StoreLogo src={store.logo} name={store.title} size={64} />
        </div>
        <div className="min-w-0">
          <h2 className="h6 mb-1">
            <Link to={to} className="stretched-link text-decoration-none text-body">
              {store.title}
            </Link>
          </h2>
          {store.subtitle && <p className="small text-secondary mb-1">{store.subtitle}</p>}
          {store.city && (
            <p className="small text-secondary mb-0">
              <i className="bi bi-geo-alt me-1" aria-hidden="true" />
              {store.city}
            </p>
          )}
        </div>
      </div>
      {action && <div className="card-footer bg-white border-0 pt-0 position-relative">{action}</div>}
    </article>
  );
}
