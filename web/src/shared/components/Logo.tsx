import { Link } from 'react-router-dom';
import { SITE_NAME } from '../../config';
import { paths } from '../../paths';

export function Logo({ className = '' }: { className?: string }) {
  return (
    <Link to={paths.home} className={`site-logo d-inline-flex align-items-center gap-2 text-decoration-none ${className}`}>
      <span className="site-logo-mark" aria-hidden="true">
        <i className="bi bi-sun-fill" />
      </span>
      <span className="site-logo-text">{SITE_NAME}</span>
    </Link>
  );
}
