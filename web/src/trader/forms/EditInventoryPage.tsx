import { LIMITS, MESSAGES, numberOf, type FieldErrors, type SellerDealView } from '@solar/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { traderApi } from '../../api';
import { paths } from '../../paths';
import { SubmitButton, TextField } from '../../shared/components/FormField';
import { applyServerErrors, contractResolver, reportFailure } from '../../shared/formErrors';
import { formatCount } from '../../shared/format';
import { showSuccess } from '../../shared/toast';
import { DealFormFrame, OwnDeal } from './OwnDeal';
import { DEAL_FORM_TEXT } from './text';

const T = DEAL_FORM_TEXT;
const I = T.inventory;

/** The rule `listing/update-inventory` applies, with its messages: a whole number from 0 to the quantity bound. */
function checkQuantity(input: Record<string, unknown>): FieldErrors {
  const units = numberOf(input.total_qty);
  if (units === undefined || units < 0 || !Number.isInteger(units)) return { total_qty: [MESSAGES.product.quantityWhole] };
  if (units > LIMITS.quantityMax) return { total_qty: [MESSAGES.limits.quantityTooLarge] };
  return {};
}

function InventoryForm({ deal }: { deal: SellerDealView }) {
  // The answer's view of the deal: its status after the save (OutOfStock at 0, Active again once restocked).
  const [current, setCurrent] = useState(deal);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ total_qty: string }>({ defaultValues: { total_qty: String(deal.total_qty) }, resolver: contractResolver(checkQuantity) });

  const submit = handleSubmit(async ({ total_qty }) => {
    try {
      const { data, message } = await traderApi.updateInventory(current.id, Number(total_qty));
      setCurrent(data);
      showSuccess(message ?? I.now(T.statuses[data.status]));
    } catch (error) {
      if (!applyServerErrors(error, ['total_qty'], setError)) reportFailure(error);
    }
  });

  return (
    <div className="product-form">
      <dl className="row mb-4">
        <dt className="col-sm-4">{I.deal}</dt>
        <dd className="col-sm-8">{current.name}</dd>
        <dt className="col-sm-4">{I.status}</dt>
        <dd className="col-sm-8" role="status" aria-label={I.status}>
          {T.statuses[current.status]}
        </dd>
        <dt className="col-sm-4">{I.current}</dt>
        <dd className="col-sm-8">{formatCount(current.total_qty)}</dd>
      </dl>
      <form noValidate onSubmit={submit}>
        <TextField
          label={I.newQty}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          registration={register('total_qty')}
          error={errors.total_qty}
          hint={I.hint}
        />
        <p className="alert alert-info small">{I.outOfStockNote}</p>
        <div className="d-flex flex-wrap gap-2">
          <SubmitButton busy={isSubmitting} className="btn btn-amber px-4">
            {I.save}
          </SubmitButton>
          <Link to={paths.traderDealsListing} className="btn btn-outline-secondary">
            {I.back}
          </Link>
        </div>
      </form>
    </div>
  );
}

/** /trader/edit-inventory?id={listing id}: the quantity available of one of the seller's deals. */
export function EditInventoryPage() {
  return (
    <DealFormFrame title={T.pages.inventory}>
      <OwnDeal>{(deal) => <InventoryForm key={deal.uuid} deal={deal} />}</OwnDeal>
    </DealFormFrame>
  );
}
