import { DEAL_LIMITS } from '@solar/contracts';
import { useId } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { AddressFields } from '../../shared/components/AddressFields';
import { TextField } from '../../shared/components/FormField';
import { describedBy, GroupMessage } from '../../shared/forms/fields';
import { EMPTY_LOCATION, type DealFormValues } from './dealFormValues';
import { DEAL_FORM_TEXT } from './text';

const T = DEAL_FORM_TEXT;

type AddressField = 'address' | 'unit' | 'city' | 'state' | 'zip';

/**
 * Where the deal's stock sits: rows of a postal address and the units there (DealLocationForm), checked by the
 * deal rule ('Zip code is invalid' and the rest under each row's field). A deal's location is its own, not one
 * of the shop's saved locations: buyers see its town, state and zip only.
 */
export function DealLocations() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<DealFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'locations' });
  const groupId = useId();
  const full = fields.length >= DEAL_LIMITS.locationsMax;
  // A message on the list as a whole (too many places), as opposed to one row's field.
  const listError = errors.locations?.root;

  return (
    <div>
      <p className="form-text mt-0">{T.hints.locations}</p>
      {fields.length === 0 && <p className="text-secondary">{T.hints.noLocations}</p>}
      {fields.map((field, index) => {
        const rowErrors = errors.locations?.[index];
        const title = T.location.title(index + 1);
        return (
          <fieldset key={field.id} className="position-relative border rounded-3 p-3 mb-3">
            <legend className="h6 mb-3">{title}</legend>
            <button
              type="button"
              className="btn btn-sm btn-outline-danger position-absolute top-0 end-0 m-2"
              aria-label={T.location.remove(index + 1)}
              onClick={() => remove(index)}
            >
              <i className="bi bi-trash" aria-hidden="true" />
            </button>
            <div className="row g-0 gx-sm-3">
              <AddressFields
                register={(name: AddressField) => register(`locations.${index}.${name}` as const)}
                errors={{
                  address: rowErrors?.address,
                  unit: rowErrors?.unit,
                  city: rowErrors?.city,
                  state: rowErrors?.state,
                  zip: rowErrors?.zip,
                }}
              />
              <div className="col-sm-4">
                <TextField
                  label={T.fields.locationQty}
                  type="number"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  registration={register(`locations.${index}.qty` as const)}
                  error={rowErrors?.qty}
                />
              </div>
            </div>
          </fieldset>
        );
      })}
      <GroupMessage groupId={groupId} error={listError} />
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        disabled={full}
        aria-describedby={describedBy(groupId, listError)}
        onClick={() => append({ ...EMPTY_LOCATION })}
      >
        <i className="bi bi-geo-alt me-1" aria-hidden="true" />
        {T.location.add}
      </button>
    </div>
  );
}
