import { CHAT_LIMITS, CHAT_MESSAGES, validateSmsSettings, type ChatNotifyChannel, type SmsSettingsView } from '@solar/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { chatApi, useChatModeration, useSmsSettings } from '../../api';
import { ErrorAlert, Loading } from '../../shared/components/ApiStatus';
import { FormActions, TextField } from '../../shared/components/FormField';
import { Modal } from '../../shared/components/Modal';
import { applyServerErrors, contractResolver, reportFailure } from '../../shared/formErrors';
import { showSuccess } from '../../shared/toast';
import { CHAT_TEXT } from './text';

const T = CHAT_TEXT.settings;

interface SettingsValues {
  notify: ChatNotifyChannel;
  phone: string;
}

// The number is checked only when SMS is chosen: with mail or none it is kept as stored, not sent.
const resolver = contractResolver<SettingsValues>((input) => validateSmsSettings(input.notify === 'sms' ? input : { notify: input.notify }));

function SettingsForm({ settings, onSaved, onClose }: { settings: SmsSettingsView; onSaved: (saved: SmsSettingsView) => void; onClose: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SettingsValues>({ defaultValues: { notify: settings.notify, phone: settings.phone ?? '' }, resolver });
  const sms = watch('notify') === 'sms';

  const submit = handleSubmit(async ({ notify, phone }) => {
    try {
      const { data, message } = await chatApi.saveSmsSettings(notify === 'sms' ? { notify, phone: phone.trim() } : { notify });
      showSuccess(message ?? CHAT_MESSAGES.settingsSaved);
      onSaved(data);
    } catch (error) {
      if (!applyServerErrors(error, ['phone'], setError)) reportFailure(error);
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <fieldset className="mb-3">
        <legend className="fs-6 fw-semibold">{T.legend}</legend>
        <p className="small text-secondary">{T.intro}</p>
        {(['mail', 'sms', 'none'] as const).map((channel) => (
          <div key={channel} className="form-check">
            <input className="form-check-input" type="radio" id={`chat-notify-${channel}`} value={channel} {...register('notify')} />
            <label className="form-check-label" htmlFor={`chat-notify-${channel}`}>
              {T.channels[channel]}
            </label>
          </div>
        ))}
      </fieldset>
      {sms && (
        <TextField
          label={T.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={CHAT_LIMITS.phoneInputMax}
          hint={T.phoneHint}
          registration={register('phone')}
          error={errors.phone}
        />
      )}
      <FormActions busy={isSubmitting} submitLabel={T.save} cancelLabel={T.cancel} onCancel={onClose} />
    </form>
  );
}

/** "Notify me while I'm away": mail (the default), SMS to a mobile number, or nothing (`sms-settings`). */
function SettingsModal({ onClose }: { onClose: () => void }) {
  const { data, error, mutate } = useSmsSettings();
  return (
    <Modal title={T.title} onClose={onClose}>
      {data ? (
        <SettingsForm
          settings={data}
          onClose={onClose}
          onSaved={(saved) => {
            void mutate(saved, { revalidate: false });
            onClose();
          }}
        />
      ) : error ? (
        <ErrorAlert error={error} onRetry={() => void mutate()} />
      ) : (
        <Loading />
      )}
    </Modal>
  );
}

/** The chat pages' bell: opens the notification settings. */
export function ChatSettingsButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setOpen(true)}>
        <i className="bi bi-bell me-1" aria-hidden="true" />
        {T.open}
      </button>
      {open && <SettingsModal onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * Whether contact details are hidden in this conversation now, as the chat service says (`ai-status`): on until
 * the offer's contract is signed. Nothing is shown until it has answered.
 */
export function ModerationNote({ offerId }: { offerId: string }) {
  const { data } = useChatModeration(offerId);
  if (!data) return null;
  const on = data.contact_masking;
  return (
    <p className="chat-masking-note small mb-0">
      <i className={`bi ${on ? 'bi-shield-lock' : 'bi-shield-check'} me-1`} aria-hidden="true" />
      <strong className="me-1">{on ? T.moderationOn : T.moderationOff}</strong>
      <span>{data.message}</span>
    </p>
  );
}
