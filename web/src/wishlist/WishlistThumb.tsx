import { Link } from 'react-router-dom';

/** A wishlist row's picture (or a placeholder), linking to what the row names; the name's own link is the one read out. */
export function WishlistThumb({ to, image }: { to: string; image: string | null | undefined }) {
  return (
    <Link to={to} tabIndex={-1} aria-hidden="true" className="flex-shrink-0">
      {image ? (
        <img src={image} alt="" width={96} height={96} className="rounded border object-fit-cover" />
      ) : (
        <span className="d-flex align-items-center justify-content-center rounded border bg-light text-secondary" style={{ width: 96, height: 96 }}>
          <i className="bi bi-image fs-3" aria-hidden="true" />
        </span>
      )}
    </Link>
  );
}
