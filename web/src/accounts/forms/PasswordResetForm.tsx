import { MESSAGES, validatePasswordReset } from '@solar/contracts';
import { useForm } from 'react-hook-form';
import { identityApi } from '../../api';
import { SubmitButton } from '../../shared/components/FormField';
import { applyServerErrors, contractResolver, reportFailure } from '../../shared/formErrors';
import { showSuccess } from '../../shared/toast';
import { ACCOUNT_TEXT } from '../text';
import { NewPasswordFields } from './NewPasswordFields';

interface ResetValues {
  email: string;
  token: string;
  password: string;
  password_confirmation: string;
}

export interface PasswordResetFormProps {
  email: string;
  token: string;
  onReset: (email: string) => void;
}

/** The mailed link's form: a new password for the email and token the link carries. */
export function PasswordResetForm({ email, token, onReset }: PasswordResetFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({
    defaultValues: { email, token, password: '', password_confirmation: '' },
    resolver: contractResolver(validatePasswordReset),
  });

  const submit = handleSubmit(async (values) => {
    try {
      const { message } = await identityApi.resetPassword(values);
      showSuccess(message ?? MESSAGES.identity.passwordReset);
      onReset(email);
    } catch (error) {
      applyServerErrors(error, ['password', 'password_confirmation', 'token', 'email'], setError);
      reportFailure(error);
    }
  });

  const f = ACCOUNT_TEXT.fields;
  // A token or email the server refuses has no field of its own: it is shown above the password fields.
  const linkProblem = errors.token ?? errors.email;
  return (
    <form noValidate onSubmit={submit}>
      <p className="mb-3">
        <span className="text-secondary">{f.email}: </span>
        <strong>{email}</strong>
      </p>
      {linkProblem && (
        <div className="alert alert-danger py-2" role="alert">
          {linkProblem.message}
        </div>
      )}
      <NewPasswordFields register={register} errors={errors} labels={{ password: f.newPassword, confirmation: f.confirmNewPassword }} autoFocus />
      <SubmitButton busy={isSubmitting}>{ACCOUNT_TEXT.actions.setNewPassword}</SubmitButton>
    </form>
  );
}
