import { MESSAGES, validateSignUp, type SelfServiceRole } from '@solar/contracts';
import { useForm } from 'react-hook-form';
import { identityApi } from '../../api';
import { SubmitButton, TextField } from '../../shared/components/FormField';
import { applyServerErrors, contractResolver, reportRegistrationFailure } from '../../shared/formErrors';
import { showSuccess } from '../../shared/toast';
import { ACCOUNT_TEXT } from '../text';
import { NewPasswordFields } from './NewPasswordFields';

interface SignUpValues {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  password_confirmation: string;
}

const FIELDS = ['firstname', 'lastname', 'email', 'password', 'password_confirmation'] as const;

export interface SignUpFormProps {
  /** 'seller' on /register/seller; a buyer account otherwise. */
  role?: SelfServiceRole;
  /** The account exists, unverified; a code was mailed to `email`. */
  onRegistered: (email: string) => void;
}

/** The sign-up form: names, email, password and its confirmation, with the spec's messages per field. */
export function SignUpForm({ role, onRegistered }: SignUpFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({
    defaultValues: { firstname: '', lastname: '', email: '', password: '', password_confirmation: '' },
    resolver: contractResolver(validateSignUp),
  });

  const submit = handleSubmit(async (values) => {
    const email = values.email.trim();
    try {
      const { message } = await identityApi.signUp({
        ...values,
        firstname: values.firstname.trim(),
        lastname: values.lastname.trim(),
        email,
        ...(role === 'seller' ? { role } : {}),
      });
      showSuccess(message ?? MESSAGES.toast.verificationCodeSent);
      onRegistered(email);
    } catch (error) {
      applyServerErrors(error, FIELDS, setError);
      reportRegistrationFailure(error);
    }
  });

  const f = ACCOUNT_TEXT.fields;
  return (
    <form noValidate onSubmit={submit}>
      <div className="row g-0 gx-sm-3">
        <div className="col-sm-6">
          <TextField label={f.firstname} autoComplete="given-name" autoFocus registration={register('firstname')} error={errors.firstname} />
        </div>
        <div className="col-sm-6">
          <TextField label={f.lastname} autoComplete="family-name" registration={register('lastname')} error={errors.lastname} />
        </div>
      </div>
      <TextField label={f.email} type="email" autoComplete="email" registration={register('email')} error={errors.email} />
      <NewPasswordFields register={register} errors={errors} labels={{ password: f.password, confirmation: f.passwordConfirmation }} />
      <SubmitButton busy={isSubmitting}>{ACCOUNT_TEXT.actions.createAccount}</SubmitButton>
    </form>
  );
}
