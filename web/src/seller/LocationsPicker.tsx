import { MESSAGES, usStateName, validateAddress, type SellerLocation } from '@solar/contracts';
import { useId, useState } from 'react';
import { useController, useForm, useFormContext } from 'react-hook-form';
import { sellerApi, useSellerLocations } from '../api';
import { AddressFields } from '../shared/components/AddressFields';
import { FormActions, TextField } from '../shared/components/FormField';
import { Modal } from '../shared/components/Modal';
import { applyServerErrors, contractResolver, reportFailure } from '../shared/formErrors';
import { describedBy, GroupMessage } from '../shared/forms/fields';
import { showSuccess } from '../shared/toast';
import type { LocationPick, ProductFormValues } from './productFormValues';
import { SELLER_TEXT } from './text';

const T = SELLER_TEXT;

interface LocationValues {
  name: string;
  address: string;
  unit: string;
  city: string;
  state: string;
  zip: string;
}

const LOCATION_FIELDS = ['name', 'address', 'unit', 'city', 'state', 'zip'] as const;

/** A new saved location (POST locations), with the spec's location rules. */
function AddLocationModal({ onClose, onCreated }: { onClose: () => void; onCreated: (location: SellerLocation) => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LocationValues>({
    defaultValues: { name: '', address: '', unit: '', city: '', state: '', zip: '' },
    resolver: contractResolver(validateAddress),
  });

  const submit = handleSubmit(async (values) => {
    try {
      const { data, message } = await sellerApi.createLocation({
        name: values.name.trim(),
        address: values.address.trim(),
        unit: values.unit.trim(),
        city: values.city.trim(),
        state: Number(values.state),
        zip: values.zip.trim(),
      });
      showSuccess(message ?? T.locations.saved);
      onCreated(data);
    } catch (error) {
      applyServerErrors(error, LOCATION_FIELDS, setError);
      reportFailure(error);
    }
  });

  const f = T.fields;
  return (
    <Modal title={T.locations.addTitle} onClose={onClose}>
      {/* The modal renders in a portal, yet React bubbles its submit to the product form: stop it here. */}
      <form
        noValidate
        onSubmit={(event) => {
          event.stopPropagation();
          void submit(event);
        }}
      >
        <TextField label={f.locationName} autoFocus registration={register('name')} error={errors.name} />
        <div className="row g-0 gx-sm-3">
          <AddressFields register={register} errors={errors} />
        </div>
        <FormActions busy={isSubmitting} submitLabel={T.actions.saveLocation} cancelLabel={T.actions.cancel} onCancel={onClose} />
      </form>
    </Modal>
  );
}

/**
 * Where the item ships from: the seller's saved locations, each ticked with the quantity held there. A new
 * location can be saved from here and is ticked at once.
 */
export function LocationsPicker() {
  const { control } = useFormContext<ProductFormValues>();
  const {
    field: { value: picks, onChange },
    fieldState: { error },
  } = useController({ control, name: 'locations' });
  const { data: locations, error: loadError, mutate } = useSellerLocations();
  const [adding, setAdding] = useState(false);
  const groupId = useId();

  const pickOf = (location: SellerLocation) => picks.find((pick) => pick.location_id === location.id);
  const toggle = (location: SellerLocation, on: boolean) =>
    onChange(on ? [...picks, { location_id: location.id, qty: '' }] : picks.filter((pick) => pick.location_id !== location.id));
  const setQty = (location: SellerLocation, qty: string) =>
    onChange(picks.map((pick): LocationPick => (pick.location_id === location.id ? { ...pick, qty } : pick)));

  return (
    <div>
      <p id={`${groupId}-hint`} className="form-text mt-0">
        {T.hints.locations}
      </p>
      {loadError && <div className="alert alert-danger py-2">{MESSAGES.toast.genericError}</div>}
      {locations && locations.length === 0 && <p className="text-secondary">{T.hints.noLocations}</p>}
      {locations && locations.length > 0 && (
        <ul className="list-group mb-2" aria-describedby={describedBy(groupId, error)}>
          {locations.map((location) => {
            const pick = pickOf(location);
            const checkId = `${groupId}-${location.id}`;
            return (
              <li key={location.id} className="list-group-item d-flex flex-wrap align-items-center gap-3">
                <div className="form-check flex-grow-1 mb-0">
                  <input
                    id={checkId}
                    type="checkbox"
                    className="form-check-input"
                    checked={Boolean(pick)}
                    onChange={(event) => toggle(location, event.target.checked)}
                  />
                  <label htmlFor={checkId} className="form-check-label">
                    <span className="fw-semibold">{location.name}</span>
                    <span className="d-block small text-secondary">
                      {location.address}, {location.unit}, {location.city}, {usStateName(location.state) ?? ''} {location.zip}
                    </span>
                  </label>
                </div>
                {pick && (
                  <input
                    type="number"
                    min={0}
                    step={1}
                    className={`form-control location-qty${error ? ' is-invalid' : ''}`}
                    aria-label={T.fields.locationQty(location.name)}
                    aria-describedby={describedBy(groupId, error)}
                    value={pick.qty}
                    onChange={(event) => setQty(location, event.target.value)}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      <GroupMessage groupId={groupId} error={error} />
      <button type="button" className="btn btn-outline-secondary btn-sm mt-2" onClick={() => setAdding(true)}>
        <i className="bi bi-geo-alt me-1" aria-hidden="true" />
        {T.actions.addLocation}
      </button>
      {adding && (
        <AddLocationModal
          onClose={() => setAdding(false)}
          onCreated={(location) => {
            setAdding(false);
            void mutate((current) => [...(current ?? []), location], { revalidate: true });
            onChange([...picks, { location_id: location.id, qty: '' }]);
          }}
        />
      )}
    </div>
  );
}
