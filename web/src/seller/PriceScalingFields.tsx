import { useId } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { TextField } from '../shared/components/FormField';
import { describedBy, GroupMessage } from '../shared/forms/fields';
import { EMPTY_SLOT, type ProductFormValues } from './productFormValues';
import { SELLER_TEXT } from './text';

const T = SELLER_TEXT;

/**
 * Price scaling: a box that switches it on, then slots of min qty, max qty and discounted (unit) price. Each
 * slot field shows its own rule message (`bulk_savings.<i>.<field>`); the list as a whole ('add a slot or
 * untick') shows under the box.
 */
export function PriceScalingFields() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ProductFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'bulk_savings' });
  const enabled = useWatch({ control, name: 'scalling_price' });
  const boxId = useId();
  const hintId = `${boxId}-hint`;
  const listError = errors.bulk_savings?.root;

  return (
    <div>
      <div className="form-check form-switch">
        <input
          id={boxId}
          type="checkbox"
          className={`form-check-input${listError ? ' is-invalid' : ''}`}
          aria-describedby={describedBy(boxId, listError, hintId)}
          {...register('scalling_price')}
        />
        <label htmlFor={boxId} className="form-check-label">
          {T.fields.priceScaling}
        </label>
      </div>
      <GroupMessage groupId={boxId} error={listError} />
      <div id={hintId} className="form-text mb-2">
        {T.hints.priceScaling}
      </div>
      {enabled && (
        <>
          {fields.map((slot, index) => {
            const slotErrors = errors.bulk_savings?.[index];
            return (
              <fieldset key={slot.id} className="price-slot border rounded-3 p-3 mb-2">
                <legend className="float-none w-auto fs-6 fw-semibold px-1 mb-0">{T.hints.slotTitle(index + 1)}</legend>
                <div className="row g-2 align-items-start">
                  <div className="col-sm">
                    <TextField
                      label={T.fields.minQty}
                      type="number"
                      min={1}
                      step={1}
                      className="mb-0"
                      registration={register(`bulk_savings.${index}.min_qty`)}
                      error={slotErrors?.min_qty}
                    />
                  </div>
                  <div className="col-sm">
                    <TextField
                      label={T.fields.maxQtySlot}
                      type="number"
                      min={1}
                      step={1}
                      className="mb-0"
                      registration={register(`bulk_savings.${index}.max_qty`)}
                      error={slotErrors?.max_qty}
                    />
                  </div>
                  <div className="col-sm">
                    <TextField
                      label={T.fields.discountedPrice}
                      type="number"
                      min={0}
                      step="0.01"
                      className="mb-0"
                      registration={register(`bulk_savings.${index}.discounted_price`)}
                      error={slotErrors?.discounted_price}
                    />
                  </div>
                  <div className="col-sm-auto pt-sm-4 mt-sm-2">
                    <button type="button" className="btn btn-outline-danger" aria-label={T.actions.removeSlot(index + 1)} onClick={() => remove(index)}>
                      <i className="bi bi-trash" aria-hidden="true" />
                    </button>
                  </div>
                </div>
              </fieldset>
            );
          })}
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => append({ ...EMPTY_SLOT })}>
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            {T.actions.addSlot}
          </button>
        </>
      )}
    </div>
  );
}
