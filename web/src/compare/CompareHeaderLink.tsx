import { Link } from 'react-router-dom';
import { paths } from '../paths';
import { COMPARE_TEXT } from './text';
import { useCompareList } from './useCompareList';

/** The header's compare icon, with the number of items listed. */
export function CompareHeaderLink() {
  const count = useCompareList().length;
  const label = COMPARE_TEXT.headerLink(count);
  return (
    <Link to={paths.compare} className="btn header-icon position-relative d-none d-sm-inline-block" aria-label={label} title={label}>
      <i className="bi bi-arrow-left-right" aria-hidden="true" />
      {count > 0 && (
        <span className="header-icon-count badge rounded-pill" aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  );
}
