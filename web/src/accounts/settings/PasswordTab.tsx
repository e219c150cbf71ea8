import { MESSAGES, validateChangePassword } from '@solar/contracts';
import { useForm } from 'react-hook-form';
import { identityApi, storeSession } from '../../api';
import { SubmitButton, TextField } from '../../shared/components/FormField';
import { applyServerErrors, contractResolver, reportFailure } from '../../shared/formErrors';
import { showSuccess } from '../../shared/toast';
import { NewPasswordFields } from '../forms/NewPasswordFields';
import { ACCOUNT_TEXT } from '../text';

interface PasswordValues {
  current_password: string;
  password: string;
  password_confirmation: string;
}

const EMPTY: PasswordValues = { current_password: '', password: '', password_confirmation: '' };

/**
 * Account security: current, new and confirm password. The change signs out every other session; this one
 * goes on with the fresh session the server answers (the token it was using is revoked too).
 */
export function PasswordTab() {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({ defaultValues: EMPTY, resolver: contractResolver(validateChangePassword) });

  const submit = handleSubmit(async (values) => {
    try {
      const { data, message } = await identityApi.changePassword(values);
      if (data?.auth?.access_token) storeSession(data);
      reset(EMPTY);
      showSuccess(message ?? MESSAGES.identity.passwordChanged);
    } catch (error) {
      applyServerErrors(error, ['current_password', 'password', 'password_confirmation'], setError);
      reportFailure(error);
    }
  });

  const f = ACCOUNT_TEXT.fields;
  return (
    <form noValidate onSubmit={submit} className="settings-form">
      <TextField
        label={f.currentPassword}
        type="password"
        autoComplete="current-password"
        registration={register('current_password')}
        error={errors.current_password}
      />
      <NewPasswordFields register={register} errors={errors} labels={{ password: f.newPassword, confirmation: f.confirmNewPassword }} />
      <SubmitButton busy={isSubmitting} className="btn btn-amber">
        {ACCOUNT_TEXT.actions.changePassword}
      </SubmitButton>
    </form>
  );
}
