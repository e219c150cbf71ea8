import { MESSAGES, validateQuestion } from '@solar/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import { productApi, useStoredSession } from '../api';
import { loginPath } from '../paths';
import { SubmitButton, TextAreaField } from '../shared/components/FormField';
import { Modal } from '../shared/components/Modal';
import { applyServerErrors, contractResolver, reportFailure } from '../shared/formErrors';
import { showSuccess } from '../shared/toast';
import { PRODUCT_TEXT } from './text';

const T = PRODUCT_TEXT.ask;

interface QuestionValues {
  item_uuid: string;
  question: string;
}

function AskForm({ itemUuid, onSent }: { itemUuid: string; onSent: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<QuestionValues>({
    defaultValues: { item_uuid: itemUuid, question: '' },
    resolver: contractResolver((input) => validateQuestion(input)),
  });

  const submit = handleSubmit(async (values) => {
    try {
      const { message } = await productApi.ask({ item_uuid: itemUuid, question: values.question.trim() });
      showSuccess(message ?? MESSAGES.product.questionSent);
      onSent();
    } catch (error) {
      if (!applyServerErrors(error, ['question'], setError)) reportFailure(error);
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <TextAreaField label={T.question} autoFocus registration={register('question')} error={errors.question} rows={5} />
      <SubmitButton busy={isSubmitting}>{T.submit}</SubmitButton>
    </form>
  );
}

/** 'Ask a question': a modal for signed-in visitors, a sign-in link (back to this page) for the rest. */
export function AskQuestion({ itemUuid }: { itemUuid: string }) {
  const { session } = useStoredSession();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);

  if (!session) {
    return (
      <Link to={loginPath(pathname + search)} className="btn btn-outline-secondary">
        <i className="bi bi-question-circle me-1" aria-hidden="true" />
        {T.signIn}
      </Link>
    );
  }

  return (
    <>
      <button type="button" className="btn btn-outline-secondary" onClick={() => setOpen(true)}>
        <i className="bi bi-question-circle me-1" aria-hidden="true" />
        {T.button}
      </button>
      {open && (
        <Modal title={T.title} onClose={() => setOpen(false)}>
          <AskForm itemUuid={itemUuid} onSent={() => setOpen(false)} />
        </Modal>
      )}
    </>
  );
}
