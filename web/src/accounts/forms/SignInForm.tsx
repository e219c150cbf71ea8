import { MESSAGES, validateSignIn } from '@solar/contracts';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { SubmitButton, TextField } from '../../shared/components/FormField';
import { applyServerErrors, contractResolver } from '../../shared/formErrors';
import { ACCOUNT_TEXT } from '../text';
import { useSession } from '../useSession';

interface SignInValues {
  email: string;
  password: string;
}

export interface SignInFormProps {
  initialEmail?: string;
  /** Called once the session is stored. */
  onSignedIn?: () => void;
  /** Renders the 'Forgot Password' entry (a modal switch or a link to /reset-password). */
  forgotPassword: ReactNode;
}

/** Email and password; the spec's sign-in rules inline, the server's answers as toasts and field messages. */
export function SignInForm({ initialEmail = '', onSignedIn, forgotPassword }: SignInFormProps) {
  const { signIn } = useSession();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({ defaultValues: { email: initialEmail, password: '' }, resolver: contractResolver(validateSignIn) });

  const submit = handleSubmit(async (values) => {
    const outcome = await signIn({ email: values.email.trim(), password: values.password });
    if (outcome.ok) onSignedIn?.();
    else applyServerErrors(outcome.error, ['email', 'password'], setError);
  });

  return (
    <form noValidate onSubmit={submit}>
      <TextField
        label={ACCOUNT_TEXT.fields.email}
        type="email"
        autoComplete="email"
        autoFocus={!initialEmail}
        registration={register('email')}
        error={errors.email}
      />
      <TextField
        label={ACCOUNT_TEXT.fields.password}
        type="password"
        autoComplete="current-password"
        autoFocus={Boolean(initialEmail)}
        registration={register('password')}
        error={errors.password}
      />
      <div className="d-flex justify-content-end mb-3 small">{forgotPassword}</div>
      <SubmitButton busy={isSubmitting}>{MESSAGES.loginModal.signInTab}</SubmitButton>
    </form>
  );
}
