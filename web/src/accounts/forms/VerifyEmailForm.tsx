import { MESSAGES, validateVerifyEmail } from '@solar/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { identityApi } from '../../api';
import { SubmitButton, TextField } from '../../shared/components/FormField';
import { applyServerErrors, contractResolver, reportFailure } from '../../shared/formErrors';
import { showSuccess } from '../../shared/toast';
import { ACCOUNT_TEXT } from '../text';

interface VerifyValues {
  email: string;
  code: string;
}

export interface VerifyEmailFormProps {
  email: string;
  /** The address is confirmed; the account may sign in now. */
  onVerified: (email: string) => void;
}

/** The step after sign-up: the 6-digit code from the email, and a way to have it sent again. */
export function VerifyEmailForm({ email, onVerified }: VerifyEmailFormProps) {
  const [resending, setResending] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<VerifyValues>({ defaultValues: { email, code: '' }, resolver: contractResolver(validateVerifyEmail) });

  const submit = handleSubmit(async (values) => {
    try {
      const { message } = await identityApi.verifyEmail({ email, code: values.code.trim() });
      showSuccess(message ?? MESSAGES.identity.emailVerified);
      onVerified(email);
    } catch (error) {
      applyServerErrors(error, ['code'], setError);
      reportFailure(error);
    }
  });

  const resend = async () => {
    setResending(true);
    try {
      const { message } = await identityApi.resendVerificationCode({ email });
      showSuccess(message ?? MESSAGES.toast.verificationCodeSent);
    } catch (error) {
      reportFailure(error);
    } finally {
      setResending(false);
    }
  };

  return (
    <form noValidate onSubmit={submit}>
      <p className="text-secondary">{ACCOUNT_TEXT.notes.verifyCode(email)}</p>
      <TextField
        label={ACCOUNT_TEXT.fields.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
        className="mb-3 verify-code"
        registration={register('code')}
        error={errors.code ?? errors.email}
      />
      <div className="d-flex flex-column flex-sm-row gap-2">
        <SubmitButton busy={isSubmitting} className="btn btn-amber flex-fill">
          {ACCOUNT_TEXT.actions.verify}
        </SubmitButton>
        <button type="button" className="btn btn-outline-secondary flex-fill" onClick={resend} disabled={resending}>
          {ACCOUNT_TEXT.actions.resendCode}
        </button>
      </div>
    </form>
  );
}
