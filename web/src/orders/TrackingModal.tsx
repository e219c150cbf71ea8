import { CHECKOUT_MESSAGES, Collector, text, type FieldErrors, type SoldItem } from '@solar/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, ordersApi } from '../api';
import { FormActions, TextField } from '../shared/components/FormField';
import { Modal } from '../shared/components/Modal';
import { applyServerErrors, contractResolver, serverMessage } from '../shared/formErrors';
import { showSuccess } from '../shared/toast';
import { ORDERS_TEXT } from './text';

const T = ORDERS_TEXT.tracking;

interface TrackingValues {
  carrier: string;
  tracking_id: string;
  tracking_url: string;
}

const FIELDS = ['carrier', 'tracking_id', 'tracking_url'] as const;

const isWebAddress = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** The orders service's rules for a tracking update, checked before the call: an id, and a web address. */
export function trackingErrors(input: Record<string, unknown>): FieldErrors {
  const c = new Collector();
  c.check('tracking_id', [[!text(input.tracking_id), CHECKOUT_MESSAGES.trackingIdRequired]]);
  c.check('tracking_url', [[!isWebAddress(text(input.tracking_url)), CHECKOUT_MESSAGES.trackingUrlInvalid]]);
  return c.errors;
}

/** Carrier, tracking id and tracking url for one sold line; saving marks it shipped. */
export function TrackingModal({ line, onClose, onSaved }: { line: SoldItem; onClose: () => void; onSaved: () => void }) {
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TrackingValues>({
    defaultValues: {
      carrier: line.tracking?.carrier ?? '',
      tracking_id: line.tracking?.tracking_id ?? '',
      tracking_url: line.tracking?.tracking_url ?? '',
    },
    resolver: contractResolver(trackingErrors),
  });

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const { message } = await ordersApi.updateTracking({
        order_number: line.order_number,
        item_uuid: line.item_uuid,
        carrier: values.carrier.trim(),
        tracking_id: values.tracking_id.trim(),
        tracking_url: values.tracking_url.trim(),
      });
      showSuccess(message ?? T.saved);
      onSaved();
    } catch (error) {
      if (applyServerErrors(error, FIELDS, setError)) return;
      setFailure(serverMessage(error) ?? (error instanceof ApiError ? error.message : undefined));
    }
  });

  return (
    <Modal title={T.title(line.order_number)} onClose={onClose}>
      <p className="small text-secondary">
        {line.name} · {line.qty}
      </p>
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
      <form noValidate onSubmit={submit}>
        <TextField label={T.carrier} autoFocus registration={register('carrier')} error={errors.carrier} />
        <TextField label={T.trackingId} registration={register('tracking_id')} error={errors.tracking_id} />
        <TextField label={T.trackingUrl} type="url" placeholder="https://" registration={register('tracking_url')} error={errors.tracking_url} />
        <FormActions busy={isSubmitting} submitLabel={T.save} cancelLabel={T.cancel} onCancel={onClose} />
      </form>
    </Modal>
  );
}
