import { conditionLabel } from '../labels';
import { LISTING_TEXT } from '../listing/text';

/** How loudly each second-hand condition is flagged: a defective or for-parts unit must not pass for a working one. */
const TONE: Readonly<Record<string, string>> = {
  defected: 'text-bg-danger',
  for_parts: 'text-bg-danger',
  pre_owned: 'text-bg-warning',
  seller_refurbished: 'text-bg-warning',
  mix: 'text-bg-info',
};

/** Whether an item's condition needs saying: anything but new (an item without one is shown as before). */
export const isNotNew = (condition: string | null | undefined): condition is string =>
  !!condition && condition.trim() !== '' && condition.toLowerCase() !== 'new';

/**
 * The item's condition (the spec's label: 'Defected', 'Pre Owned'...) as a badge on its card or beside its
 * title; nothing for a new item, so only the exceptions stand out.
 */
export function ConditionBadge({ condition, className = '' }: { condition: string | null | undefined; className?: string }) {
  if (!isNotNew(condition)) return null;
  const tone = TONE[condition.toLowerCase()] ?? 'text-bg-secondary';
  return (
    <span className={`badge condition-badge ${tone} ${className}`.trim()} data-condition={condition.toLowerCase()}>
      <span className="visually-hidden">{LISTING_TEXT.card.condition} </span>
      {conditionLabel(condition)}
    </span>
  );
}
