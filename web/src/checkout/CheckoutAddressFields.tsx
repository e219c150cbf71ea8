import { CHECKOUT_COUNTRIES, US_STATES } from '@solar/contracts';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { SelectField, TextField } from '../shared/components/FormField';
import type { CheckoutValues } from './checkoutForm';
import { CHECKOUT_TEXT } from './text';

/** The checkout sends two-letter state codes (not the address book's state ids). */
const STATE_OPTIONS = US_STATES.map((state) => ({ value: state.code, label: state.name }));
const COUNTRY_OPTIONS = CHECKOUT_COUNTRIES.map((country) => ({ value: country, label: country }));

/** The shipping or the billing block: contact, street, city, state, zip and country. */
export function CheckoutAddressFields({
  block,
  register,
  errors,
}: {
  block: 'shipping' | 'billing';
  register: UseFormRegister<CheckoutValues>;
  errors: FieldErrors<CheckoutValues>;
}) {
  const F = CHECKOUT_TEXT.fields;
  const e = errors[block];
  // Autofill sections keep the browser from filling billing with the shipping address or the other way round.
  const auto = (token: string) => `section-${block} ${block} ${token}`;
  return (
    <div className="row g-0 gx-sm-3">
      <div className="col-sm-6">
        <TextField label={F.firstname} autoComplete={auto('given-name')} registration={register(`${block}.firstname`)} error={e?.firstname} />
      </div>
      <div className="col-sm-6">
        <TextField label={F.lastname} autoComplete={auto('family-name')} registration={register(`${block}.lastname`)} error={e?.lastname} />
      </div>
      <div className="col-sm-6">
        <TextField label={F.phone} type="tel" autoComplete={auto('tel')} registration={register(`${block}.phone`)} error={e?.phone} />
      </div>
      <div className="col-sm-6">
        <TextField label={F.email} type="email" autoComplete={auto('email')} registration={register(`${block}.email`)} error={e?.email} />
      </div>
      <div className="col-sm-8">
        <TextField label={F.address} autoComplete={auto('address-line1')} registration={register(`${block}.address`)} error={e?.address} />
      </div>
      <div className="col-sm-4">
        <TextField label={F.unit} autoComplete={auto('address-line2')} registration={register(`${block}.unit`)} error={e?.unit} />
      </div>
      <div className="col-sm-6">
        <TextField label={F.city} autoComplete={auto('address-level2')} registration={register(`${block}.city`)} error={e?.city} />
      </div>
      <div className="col-sm-6">
        <SelectField
          label={F.state}
          placeholder={F.chooseState}
          options={STATE_OPTIONS}
          autoComplete={auto('address-level1')}
          registration={register(`${block}.state`)}
          error={e?.state}
        />
      </div>
      <div className="col-sm-6">
        <TextField label={F.zip} inputMode="numeric" autoComplete={auto('postal-code')} registration={register(`${block}.zip`)} error={e?.zip} />
      </div>
      <div className="col-sm-6">
        <SelectField
          label={F.country}
          placeholder={F.country}
          options={COUNTRY_OPTIONS}
          autoComplete={auto('country-name')}
          registration={register(`${block}.country`)}
          error={e?.country}
        />
      </div>
    </div>
  );
}
