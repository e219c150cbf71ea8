import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../shared/components/FormField';

type NewPasswordField = 'password' | 'password_confirmation';

/**
 * A new password and its confirmation, as sign-up, the reset link and the settings' password tab ask for it
 * (validated by the contracts' new-password rule under these two names).
 */
export function NewPasswordFields({
  register,
  errors,
  labels,
  autoFocus,
}: {
  register: (name: NewPasswordField) => UseFormRegisterReturn;
  errors: Partial<Record<NewPasswordField, FieldError>>;
  labels: { password: string; confirmation: string };
  autoFocus?: boolean;
}) {
  return (
    <>
      <TextField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        registration={register('password')}
        error={errors.password}
      />
      <TextField
        label={labels.confirmation}
        type="password"
        autoComplete="new-password"
        registration={register('password_confirmation')}
        error={errors.password_confirmation}
      />
    </>
  );
}
