import { MESSAGES, validateQuestion } from '@solar/contracts';
import { useForm } from 'react-hook-form';
import { productApi } from '../api';
import { SubmitButton, TextAreaField } from '../shared/components/FormField';
import { applyServerErrors, contractResolver, reportFailure } from '../shared/formErrors';
import { showSuccess } from '../shared/toast';
import { PRODUCT_TEXT } from './text';

const T = PRODUCT_TEXT.ask;

interface QuestionValues {
  item_uuid: string;
  question: string;
}

/** The question form of the 'Ask a question' modal, loaded when the modal first opens. */
export function AskForm({ itemUuid, onSent }: { itemUuid: string; onSent: () => void }) {
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
