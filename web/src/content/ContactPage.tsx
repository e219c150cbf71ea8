import { CONTENT_LIMITS, validateContact } from '@solar/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { contentApi } from '../api/content';
import { SUPPORT } from '../config';
import { Breadcrumbs } from '../shared/components/Breadcrumbs';
import { TextAreaField, TextField } from '../shared/components/FormField';
import { applyServerErrors, contractResolver, reportFailure } from '../shared/formErrors';
import { usePageTitle } from '../shared/hooks/usePageTitle';
import { showSuccess } from '../shared/toast';

const TITLE = 'Contact Us';

interface ContactForm {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
const EMPTY: ContactForm = { name: '', email: '', phone: '', subject: '', message: '' };

/** /contact-us: the form (every field required, as the spec says), mailed to our support team. */
export function ContactPage() {
  usePageTitle(TITLE);
  const [sent, setSent] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<ContactForm>({ resolver: contractResolver(validateContact), defaultValues: EMPTY });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (form) => {
    try {
      const answer = await contentApi.contact(form);
      const message = answer.message ?? 'Your message has been sent.';
      setSent(message);
      showSuccess(message);
      reset(EMPTY);
    } catch (error) {
      if (!applyServerErrors(error, FIELDS, setError)) reportFailure(error);
    }
  });

  return (
    <div className="container py-4 py-lg-5">
      <Breadcrumbs title={TITLE} />
      <div className="row g-4 g-lg-5 mt-1">
        <div className="col-12 col-lg-4 order-lg-2">
          <h1 className="h2 mb-3 d-lg-none">{TITLE}</h1>
          <div className="p-4 rounded-3 bg-light">
            <h2 className="h5">Talk to us</h2>
            <p className="mb-2">
              <i className="bi bi-telephone me-2" aria-hidden="true" />
              <a href={SUPPORT.phoneHref}>{SUPPORT.phoneLabel}</a>
            </p>
            <p className="small text-secondary mb-3">{SUPPORT.hours}</p>
            <p className="small mb-0">Questions about an order? Have its order number ready. For a bulk deal, name the deal and the quantity you need.</p>
          </div>
        </div>
        <div className="col-12 col-lg-8 order-lg-1">
          <h1 className="h2 mb-2 d-none d-lg-block">{TITLE}</h1>
          <p className="text-secondary">Write to our team: we answer within one business day.</p>
          {sent && (
            <div className="alert alert-success" role="status">
              {sent}
            </div>
          )}
          <form noValidate onSubmit={submit} aria-label="Contact form">
            <div className="row g-0 gx-sm-3">
              <TextField
                className="col-12 col-sm-6 mb-3"
                label="Name"
                autoComplete="name"
                maxLength={CONTENT_LIMITS.nameMax}
                registration={register('name')}
                error={errors.name}
              />
              <TextField
                className="col-12 col-sm-6 mb-3"
                label="Email"
                type="email"
                autoComplete="email"
                maxLength={CONTENT_LIMITS.emailMax}
                registration={register('email')}
                error={errors.email}
              />
              <TextField
                className="col-12 col-sm-6 mb-3"
                label="Phone"
                type="tel"
                autoComplete="tel"
                maxLength={CONTENT_LIMITS.phoneMax}
                registration={register('phone')}
                error={errors.phone}
              />
              <TextField
                className="col-12 col-sm-6 mb-3"
                label="Subject"
                maxLength={CONTENT_LIMITS.subjectMax}
                registration={register('subject')}
                error={errors.subject}
              />
            </div>
            <TextAreaField label="Message" rows={6} maxLength={CONTENT_LIMITS.messageMax} registration={register('message')} error={errors.message} />
            <button type="submit" className="btn btn-amber px-4" disabled={isSubmitting}>
              {isSubmitting ? 'Sending…' : 'Send message'}
            </button>
          </form>
        </div>
      </div>
    </div>
  );
}
