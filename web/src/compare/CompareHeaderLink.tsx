import { paths } from '../paths';
import { HeaderIconLink } from '../shared/components/HeaderIconLink';
import { COMPARE_TEXT } from './text';
import { useCompareList } from './useCompareList';

/** The header's compare icon, with the number of items listed. */
export function CompareHeaderLink() {
  const count = useCompareList().length;
  return <HeaderIconLink to={paths.compare} icon="bi-arrow-left-right" label={COMPARE_TEXT.headerLink(count)} count={count} />;
}
