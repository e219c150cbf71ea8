import { DISCOUNT_UNITS, MESSAGES, numberOf, type BulkItemUpdate, type DiscountUnit, type SellerItemDetail } from '@solar/contracts';
import { useId } from 'react';
import { useFieldArray, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { sellerApi } from '../api';
import { FormActions, SubmitButton } from '../shared/components/FormField';
import { Modal } from '../shared/components/Modal';
import { reportFailure } from '../shared/formErrors';
import { showSuccess } from '../shared/toast';
import { ConfirmDeleteModal } from './ConfirmDeleteModal';
import { SELLER_TEXT } from './text';

const T = SELLER_TEXT;
const P = MESSAGES.product;

interface BulkRow {
  uuid: string;
  name: string;
  price: string;
  discount: string;
  discount_unit: DiscountUnit | '';
  total_qty: string;
  moq: string;
}

type BulkField = 'price' | 'discount' | 'discount_unit' | 'total_qty' | 'moq';

const isWhole = (n: number | undefined, min: number): n is number => n !== undefined && Number.isInteger(n) && n >= min;

/**
 * The product rules that apply to the bulk-editable fields (the product form's own, same messages): a positive
 * price, a whole stock of at least 0, an MOQ of at least 1, and a discount the price allows.
 */
export function bulkRowErrors(row: Omit<BulkRow, 'uuid' | 'name'>): Partial<Record<BulkField, string>> {
  const errors: Partial<Record<BulkField, string>> = {};
  const price = numberOf(row.price);
  if (price === undefined) errors.price = P.priceRequired;
  else if (price <= 0) errors.price = P.pricePositive;
  const quantity = numberOf(row.total_qty);
  if (quantity === undefined) errors.total_qty = P.quantityRequired;
  else if (!isWhole(quantity, 0)) errors.total_qty = P.quantityWhole;
  if (!isWhole(numberOf(row.moq), 1)) errors.moq = MESSAGES.validation.moqMin;
  const discount = numberOf(row.discount) ?? 0;
  if (discount > 0 && !row.discount_unit) errors.discount_unit = P.discountUnitRequired;
  if (discount > 0 && row.discount_unit === 'fixed' && price !== undefined && discount >= price) errors.discount = P.discountBelowPrice;
  return errors;
}

const bulkResolver: Resolver<{ rows: BulkRow[] }> = (values) => {
  const rows = values.rows.map(bulkRowErrors);
  if (rows.every((row) => Object.keys(row).length === 0)) return { values, errors: {} };
  const errors = {
    rows: rows.map((row) => Object.fromEntries(Object.entries(row).map(([field, message]) => [field, { type: 'validate', message }]))),
  };
  return { values: {}, errors: errors as FieldErrors<{ rows: BulkRow[] }> };
};

const rowOf = (item: SellerItemDetail): BulkRow => ({
  uuid: item.uuid,
  name: item.name,
  price: String(item.price),
  discount: item.discount ? String(item.discount) : '',
  discount_unit: item.discount ? (item.discount_unit ?? '') : '',
  total_qty: String(item.total_qty),
  moq: String(item.moq),
});

const updateOf = (row: BulkRow): BulkItemUpdate => {
  const discount = numberOf(row.discount) ?? 0;
  return {
    uuid: row.uuid,
    price: Number(row.price),
    discount,
    discount_unit: discount > 0 && row.discount_unit ? row.discount_unit : null,
    total_qty: Number(row.total_qty),
    moq: Number(row.moq),
  };
};

/** Price, discount, quantity and MOQ of the checked items in one table (POST bulk/update). */
export function BulkEditModal({ items, onClose, onSaved }: { items: SellerItemDetail[]; onClose: () => void; onSaved: () => void }) {
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ rows: BulkRow[] }>({ defaultValues: { rows: items.map(rowOf) }, resolver: bulkResolver });
  const { fields } = useFieldArray({ control, name: 'rows', keyName: 'key' });

  const submit = handleSubmit(async ({ rows }) => {
    try {
      const { data, message } = await sellerApi.bulkUpdate(rows.map(updateOf));
      showSuccess(message ?? T.listing.statusChanged(data.updated));
      onSaved();
    } catch (error) {
      reportFailure(error);
    }
  });

  const cell = (index: number, field: BulkField, label: string, props: Record<string, string | number> = {}) => {
    const message = errors.rows?.[index]?.[field]?.message;
    const id = `bulk-${index}-${field}`;
    return (
      <td>
        {field === 'discount_unit' ? (
          <select
            id={id}
            className={`form-select form-select-sm${message ? ' is-invalid' : ''}`}
            aria-label={`${label}: ${fields[index].name}`}
            aria-describedby={message ? `${id}-error` : undefined}
            {...register(`rows.${index}.discount_unit`)}
          >
            <option value="">{T.choose.discountUnit}</option>
            {DISCOUNT_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {T.discountUnits[unit]}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={id}
            type="number"
            className={`form-control form-control-sm${message ? ' is-invalid' : ''}`}
            aria-label={`${label}: ${fields[index].name}`}
            aria-describedby={message ? `${id}-error` : undefined}
            {...props}
            {...register(`rows.${index}.${field}`)}
          />
        )}
        {message && (
          <div id={`${id}-error`} className="invalid-feedback d-block">
            {message}
          </div>
        )}
      </td>
    );
  };

  const F = T.fields;
  return (
    <Modal title={T.listing.bulkEditTitle(items.length)} onClose={onClose} size="lg">
      <form noValidate onSubmit={submit}>
        <div className="table-responsive">
          <table className="table align-middle bulk-edit-table">
            <thead>
              <tr>
                <th scope="col">{T.listing.name}</th>
                <th scope="col">{F.price}</th>
                <th scope="col">{F.discount}</th>
                <th scope="col">{F.discountUnit}</th>
                <th scope="col">{F.quantity}</th>
                <th scope="col">{F.moqShort}</th>
              </tr>
            </thead>
            <tbody>
              {fields.map((row, index) => (
                <tr key={row.key}>
                  <th scope="row" className="small fw-normal">
                    {row.name}
                  </th>
                  {cell(index, 'price', F.price, { min: 0, step: '0.01' })}
                  {cell(index, 'discount', F.discount, { min: 0, step: '0.01' })}
                  {cell(index, 'discount_unit', F.discountUnit)}
                  {cell(index, 'total_qty', F.quantity, { min: 0, step: 1 })}
                  {cell(index, 'moq', F.moqShort, { min: 1, step: 1 })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <FormActions busy={isSubmitting} submitLabel={T.actions.saveBulkEdit} cancelLabel={T.actions.cancel} onCancel={onClose} />
      </form>
    </Modal>
  );
}

/** Quantity on hand of one item (POST item/inventory/qoh/update). */
export function QuantityModal({ item, onClose, onSaved }: { item: SellerItemDetail; onClose: () => void; onSaved: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ qty: string }>({ defaultValues: { qty: String(item.total_qty) } });
  const submit = handleSubmit(async ({ qty }) => {
    try {
      const { message } = await sellerApi.updateQuantity({ item_uuid: item.uuid, qty: Number(qty) });
      showSuccess(message ?? T.listing.quantityUpdated);
      onSaved();
    } catch (error) {
      reportFailure(error);
    }
  });
  const message = errors.qty?.message;
  const id = useId();
  return (
    <Modal title={T.listing.quantityTitle(item.name)} onClose={onClose} size="sm">
      <form noValidate onSubmit={submit}>
        <label htmlFor={id} className="form-label">
          {T.fields.totalQty}
        </label>
        <input
          id={id}
          type="number"
          min={0}
          step={1}
          autoFocus
          className={`form-control mb-1${message ? ' is-invalid' : ''}`}
          aria-describedby={message ? `${id}-error` : undefined}
          {...register('qty', { validate: (value) => isWhole(numberOf(value), 0) || T.listing.quantityInvalid })}
        />
        {message && (
          <div id={`${id}-error`} className="invalid-feedback d-block">
            {message}
          </div>
        )}
        <SubmitButton busy={isSubmitting} className="btn btn-amber mt-3">
          {T.actions.saveQuantity}
        </SubmitButton>
      </form>
    </Modal>
  );
}

/** Asks before deleting an item (DELETE my/items/{uuid}). */
export function DeleteItemModal({ item, onClose, onDeleted }: { item: SellerItemDetail; onClose: () => void; onDeleted: () => void }) {
  return (
    <ConfirmDeleteModal
      question={T.listing.deleteQuestion(item.name)}
      deletedText={T.listing.deleted}
      remove={() => sellerApi.deleteItem(item.uuid)}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
