import { MESSAGES, validateEmailOnly } from '@solar/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { identityApi } from '../../api';
import { SubmitButton, TextField } from '../../shared/components/FormField';
import { applyServerErrors, contractResolver, reportFailure } from '../../shared/formErrors';
import { showSuccess } from '../../shared/toast';
import { ACCOUNT_TEXT } from '../text';

/** Asks for the account's email and has a reset link mailed to it. */
export function ForgotPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  const [sentMessage, setSentMessage] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ defaultValues: { email: initialEmail }, resolver: contractResolver(validateEmailOnly) });

  const submit = handleSubmit(async ({ email }) => {
    try {
      const { message } = await identityApi.requestPasswordReset({ email: email.trim() });
      const text = message ?? MESSAGES.identity.resetLinkSent;
      showSuccess(text);
      setSentMessage(text);
    } catch (error) {
      applyServerErrors(error, ['email'], setError);
      reportFailure(error);
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <p className="text-secondary">{ACCOUNT_TEXT.notes.resetLinkRequest}</p>
      <TextField label={ACCOUNT_TEXT.fields.email} type="email" autoComplete="email" autoFocus registration={register('email')} error={errors.email} />
      {sentMessage && (
        <div className="alert alert-success py-2" role="status">
          {sentMessage}
        </div>
      )}
      <SubmitButton busy={isSubmitting}>{ACCOUNT_TEXT.actions.sendResetLink}</SubmitButton>
    </form>
  );
}
