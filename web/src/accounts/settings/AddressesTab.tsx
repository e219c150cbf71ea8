import { MESSAGES, formatPhone, validateAddress, type Address, type AddressRequest } from '@solar/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { identityApi, useAddresses } from '../../api';
import { AddressFields } from '../../shared/components/AddressFields';
import { FormActions, TextField } from '../../shared/components/FormField';
import { applyServerErrors, contractResolver, reportFailure } from '../../shared/formErrors';
import { showSuccess } from '../../shared/toast';
import { ACCOUNT_TEXT } from '../text';

interface AddressValues {
  name: string;
  address: string;
  unit: string;
  city: string;
  /** A US_STATES id, as the select gives it. */
  state: string;
  zip: string;
  phone: string;
  is_default: boolean;
}

const FIELDS = ['name', 'address', 'unit', 'city', 'state', 'zip', 'phone'] as const;

const valuesOf = (address?: Address): AddressValues => ({
  name: address?.name ?? '',
  address: address?.address ?? '',
  unit: address?.unit ?? '',
  city: address?.city ?? '',
  state: address ? String(address.state) : '',
  zip: address?.zip ?? '',
  phone: address?.phone ?? '',
  is_default: address?.is_default ?? false,
});

const requestOf = (values: AddressValues): AddressRequest => ({
  name: values.name.trim(),
  address: values.address.trim(),
  unit: values.unit.trim(),
  city: values.city.trim(),
  state: Number(values.state),
  zip: values.zip.trim(),
  country: 'US',
  ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
  is_default: values.is_default,
});

/** Add or edit one address; the location rules of the spec, 'Zip code is invalid' included. */
function AddressForm({ address, onDone, onCancel }: { address?: Address; onDone: () => void; onCancel: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddressValues>({ defaultValues: valuesOf(address), resolver: contractResolver(validateAddress) });

  const submit = handleSubmit(async (values) => {
    try {
      const body = requestOf(values);
      const { message } = address ? await identityApi.updateAddress(address.id, body) : await identityApi.createAddress(body);
      showSuccess(message ?? MESSAGES.identity.addressSaved);
      onDone();
    } catch (error) {
      applyServerErrors(error, FIELDS, setError);
      reportFailure(error);
    }
  });

  const f = ACCOUNT_TEXT.fields;
  return (
    <form noValidate onSubmit={submit} className="address-form card card-body mb-4">
      <div className="row g-0 gx-sm-3">
        <div className="col-sm-6">
          <TextField label={f.addressName} autoFocus registration={register('name')} error={errors.name} />
        </div>
        <div className="col-sm-6">
          <TextField label={f.phone} type="tel" autoComplete="tel" registration={register('phone')} error={errors.phone} />
        </div>
        <AddressFields register={register} errors={errors} />
      </div>
      <div className="form-check mb-3">
        <input id={`default-${address?.id ?? 'new'}`} type="checkbox" className="form-check-input" {...register('is_default')} />
        <label htmlFor={`default-${address?.id ?? 'new'}`} className="form-check-label">
          {f.isDefault}
        </label>
      </div>
      <FormActions busy={isSubmitting} submitLabel={ACCOUNT_TEXT.actions.saveAddress} cancelLabel={ACCOUNT_TEXT.actions.cancel} onCancel={onCancel} />
    </form>
  );
}

function AddressCard({ address, onEdit, onDeleted }: { address: Address; onEdit: () => void; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const remove = async () => {
    setDeleting(true);
    try {
      const { message } = await identityApi.deleteAddress(address.id);
      showSuccess(message ?? MESSAGES.identity.addressDeleted);
      onDeleted();
    } catch (error) {
      reportFailure(error);
      setDeleting(false);
      setConfirming(false);
    }
  };

  const a = ACCOUNT_TEXT.actions;
  return (
    <li className="list-group-item py-3" aria-label={address.name}>
      <div className="d-flex flex-wrap justify-content-between gap-2">
        <div>
          <div className="fw-semibold">
            {address.name}
            {address.is_default && <span className="badge text-bg-warning ms-2">{ACCOUNT_TEXT.notes.defaultAddress}</span>}
          </div>
          <div className="text-secondary small">
            {address.address}, {address.unit}
            <br />
            {address.city}, {address.state_name} {address.zip}
            {address.phone && (
              <>
                <br />
                {formatPhone(address.phone)}
              </>
            )}
          </div>
        </div>
        {confirming ? (
          <div className="d-flex align-items-center gap-2">
            <span className="small">{ACCOUNT_TEXT.notes.deleteAddressQuestion}</span>
            <button type="button" className="btn btn-sm btn-danger" disabled={deleting} onClick={() => void remove()}>
              {a.confirmDelete}
            </button>
            <button type="button" className="btn btn-sm btn-outline-secondary" disabled={deleting} onClick={() => setConfirming(false)}>
              {a.cancel}
            </button>
          </div>
        ) : (
          <div className="d-flex align-items-start gap-2">
            <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onEdit}>
              <i className="bi bi-pencil me-1" aria-hidden="true" />
              {a.editAddress}
            </button>
            <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setConfirming(true)}>
              <i className="bi bi-trash me-1" aria-hidden="true" />
              {a.deleteAddress}
            </button>
          </div>
        )}
      </div>
    </li>
  );
}

/** The saved addresses, with add, edit and delete. */
export function AddressesTab() {
  const { data: addresses, error, isLoading, mutate } = useAddresses();
  // 'new' for the add form, an address id for its edit form, undefined for none.
  const [editing, setEditing] = useState<string>();

  const done = () => {
    setEditing(undefined);
    void mutate();
  };

  if (isLoading) return <div className="spinner-border text-secondary" role="status" aria-label="Loading" />;
  if (error) return <div className="alert alert-danger">{MESSAGES.toast.genericError}</div>;

  return (
    <div className="settings-form">
      {editing === 'new' ? (
        <AddressForm onDone={done} onCancel={() => setEditing(undefined)} />
      ) : (
        <button type="button" className="btn btn-amber mb-3" onClick={() => setEditing('new')}>
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          {ACCOUNT_TEXT.actions.addAddress}
        </button>
      )}
      {addresses && addresses.length > 0 ? (
        <ul className="list-group">
          {addresses.map((address) =>
            editing === address.id ? (
              <li key={address.id} className="list-group-item border-0 px-0">
                <AddressForm address={address} onDone={done} onCancel={() => setEditing(undefined)} />
              </li>
            ) : (
              <AddressCard key={address.id} address={address} onEdit={() => setEditing(address.id)} onDeleted={done} />
            ),
          )}
        </ul>
      ) : (
        <p className="text-secondary">{ACCOUNT_TEXT.notes.noAddresses}</p>
      )}
    </div>
  );
}
