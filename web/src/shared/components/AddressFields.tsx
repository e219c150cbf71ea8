import { US_STATES } from '@solar/contracts';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { SelectField, TextField } from './FormField';

const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.id, label: state.name }));

export const ADDRESS_LABELS = { address: 'Address', unit: 'Unit', city: 'City', state: 'State', zip: 'Zip code', chooseState: 'Choose a state' } as const;

type AddressField = 'address' | 'unit' | 'city' | 'state' | 'zip';

/**
 * The street, unit, city, state and zip inputs that every address form shares (account addresses, seller
 * locations), laid out in one row group; the state is a US_STATES id, as validateAddress expects.
 */
export function AddressFields({
  register,
  errors,
}: {
  register: (field: AddressField) => UseFormRegisterReturn;
  errors: Partial<Record<AddressField, FieldError>>;
}) {
  const L = ADDRESS_LABELS;
  return (
    <>
      <div className="col-sm-8">
        <TextField label={L.address} autoComplete="address-line1" registration={register('address')} error={errors.address} />
      </div>
      <div className="col-sm-4">
        <TextField label={L.unit} autoComplete="address-line2" registration={register('unit')} error={errors.unit} />
      </div>
      <div className="col-sm-5">
        <TextField label={L.city} autoComplete="address-level2" registration={register('city')} error={errors.city} />
      </div>
      <div className="col-sm-4">
        <SelectField label={L.state} placeholder={L.chooseState} options={STATE_OPTIONS} registration={register('state')} error={errors.state} />
      </div>
      <div className="col-sm-3">
        <TextField label={L.zip} inputMode="numeric" autoComplete="postal-code" registration={register('zip')} error={errors.zip} />
      </div>
    </>
  );
}
