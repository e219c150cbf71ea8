import { MESSAGES, validateProfile, type Profile } from '@solar/contracts';
import { useForm } from 'react-hook-form';
import { identityApi, storeProfile } from '../../api';
import { SubmitButton, TextField } from '../../shared/components/FormField';
import { applyServerErrors, contractResolver, reportFailure } from '../../shared/formErrors';
import { showSuccess } from '../../shared/toast';
import { ACCOUNT_TEXT } from '../text';

interface ProfileValues {
  firstname: string;
  lastname: string;
  company: string;
}

/** Names and company are editable; email and roles are shown. */
export function ProfileTab({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues>({
    defaultValues: { firstname: profile.firstname, lastname: profile.lastname, company: profile.company ?? '' },
    resolver: contractResolver(validateProfile),
  });

  const submit = handleSubmit(async (values) => {
    try {
      const { data, message } = await identityApi.updateProfile({
        firstname: values.firstname.trim(),
        lastname: values.lastname.trim(),
        company: values.company.trim(),
      });
      storeProfile(data);
      onSaved(data);
      showSuccess(message ?? MESSAGES.identity.profileUpdated);
    } catch (error) {
      applyServerErrors(error, ['firstname', 'lastname', 'company'], setError);
      reportFailure(error);
    }
  });

  const f = ACCOUNT_TEXT.fields;
  return (
    <form noValidate onSubmit={submit} className="settings-form">
      <dl className="row mb-4">
        <dt className="col-sm-3 text-secondary fw-normal">{f.email}</dt>
        <dd className="col-sm-9">{profile.email}</dd>
        <dt className="col-sm-3 text-secondary fw-normal">{ACCOUNT_TEXT.notes.roles}</dt>
        <dd className="col-sm-9 d-flex flex-wrap gap-1">
          {profile.role.map((role) => (
            <span key={role} className="badge text-bg-light border">
              {ACCOUNT_TEXT.roleLabels[role]}
            </span>
          ))}
        </dd>
      </dl>
      <div className="row g-0 gx-sm-3">
        <div className="col-sm-6">
          <TextField label={f.firstname} autoComplete="given-name" registration={register('firstname')} error={errors.firstname} />
        </div>
        <div className="col-sm-6">
          <TextField label={f.lastname} autoComplete="family-name" registration={register('lastname')} error={errors.lastname} />
        </div>
      </div>
      <TextField label={f.company} autoComplete="organization" registration={register('company')} error={errors.company} />
      <SubmitButton busy={isSubmitting} className="btn btn-amber">
        {ACCOUNT_TEXT.actions.save}
      </SubmitButton>
    </form>
  );
}
