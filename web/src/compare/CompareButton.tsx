import { MESSAGES } from '@solar/contracts';
import { showError, showSuccess } from '../shared/toast';
import { addToCompare } from './compareStore';
import { COMPARE_TEXT } from './text';
import { useCompareList } from './useCompareList';

export interface CompareButtonProps {
  item: { uuid: string; id: number; name: string; image: string };
  className?: string;
}

/**
 * Adds an item to the compare list, toasting 'Item added to Compare'. An item already listed stays listed
 * once and nothing new is toasted; a full list says so.
 */
export function CompareButton({ item, className = 'btn btn-outline-secondary' }: CompareButtonProps) {
  const listed = useCompareList().some((entry) => entry.uuid === item.uuid);

  const add = () => {
    const outcome = addToCompare(item);
    if (outcome === 'added') showSuccess(MESSAGES.toast.itemAddedToCompare);
    else if (outcome === 'full') showError(COMPARE_TEXT.full);
  };

  return (
    <button type="button" className={className} onClick={add} aria-pressed={listed}>
      <i className={`bi ${listed ? 'bi-check2-square' : 'bi-arrow-left-right'} me-1`} aria-hidden="true" />
      {listed ? COMPARE_TEXT.added : COMPARE_TEXT.add}
    </button>
  );
}
