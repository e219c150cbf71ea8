import { LIBRARY_LIMITS as L, validateFaqEdit, type FaqAdminView, type FaqCategoryView } from '@solar/contracts';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { useRevalidateAdmin } from '../api';
import { useFaqCategories } from '../api/content';
import { CONTENT_ADMIN_LISTS, contentAdminApi, useAdminFaqs, type FaqRequest } from '../api/contentAdmin';
import { paths } from '../paths';
import { ErrorAlert, Loading } from '../shared/components/ApiStatus';
import { FormActions, SelectField, TextAreaField, TextField } from '../shared/components/FormField';
import { Modal } from '../shared/components/Modal';
import { applyServerErrors, contractResolver, reportFailure } from '../shared/formErrors';
import { showSuccess } from '../shared/toast';
import { AddButton, ContentAdminPage, ContentTable, useConfirmedDelete, useEditing } from './ContentAdminParts';
import { CONTENT_ADMIN_TEXT } from './ContentAdminText';
import { ReadState } from './parts';
import { ADMIN_TEXT } from './text';

const T = CONTENT_ADMIN_TEXT.faq;
const F = T.fields;

interface FaqValues {
  category_id: string;
  question: string;
  answer: string;
  order: string;
}

const FIELDS = ['category_id', 'question', 'answer', 'order'] as const;

const requestOf = (values: FaqValues): FaqRequest => ({
  category_id: Number(values.category_id),
  question: values.question.trim(),
  answer: values.answer.trim(),
  order: values.order.trim() === '' ? null : Number(values.order),
});

/** /trader/trader-admin/content/faq: the FAQ's questions by category; added, changed and deleted here. */
export function ContentAdminFaqPage() {
  const faqs = useAdminFaqs();
  const { editing, startNew, edit, close } = useEditing<FaqAdminView>();
  const removal = useConfirmedDelete<FaqAdminView>({
    title: (faq) => T.confirmDelete(faq.question),
    remove: (faq) => contentAdminApi.deleteFaq(faq.id),
    listKey: CONTENT_ADMIN_LISTS.faqs,
  });

  const groups = useMemo(() => {
    const byCategory = new Map<string, FaqAdminView[]>();
    for (const faq of faqs.data ?? []) byCategory.set(faq.category, [...(byCategory.get(faq.category) ?? []), faq]);
    return [...byCategory];
  }, [faqs.data]);

  return (
    <ContentAdminPage
      page="content/faq"
      intro={T.intro}
      actions={
        <div className="d-flex flex-wrap gap-2">
          <Link to={paths.faq} className="btn btn-sm btn-outline-secondary">
            {CONTENT_ADMIN_TEXT.view}
          </Link>
          <AddButton label={T.add} onClick={startNew} />
        </div>
      }
    >
      {editing !== null && <FaqForm faq={editing === 'new' ? null : editing} onClose={close} />}
      {removal.dialog}
      <ReadState read={faqs} empty={T.empty} isEmpty={(data) => data.length === 0}>
        {(data) => (
          <>
            <p className="small text-secondary">{T.count(data.length)}</p>
            {groups.map(([category, questions]) => (
              <section key={category} aria-label={category} className="mb-3">
                <h2 className="h6 mb-2">{category}</h2>
                <ContentTable
                  label={category}
                  rows={questions}
                  rowKey={(faq) => String(faq.id)}
                  name={(faq) => faq.question}
                  onEdit={edit}
                  onDelete={removal.ask}
                  columns={[
                    {
                      header: T.columns.question,
                      cell: (faq) => (
                        <span className="d-block text-break" style={{ minWidth: '10rem' }}>
                          {faq.question}
                        </span>
                      ),
                    },
                    { header: T.columns.order, cell: (faq) => faq.order, align: 'end', width: '5rem', className: 'd-none d-sm-table-cell' },
                  ]}
                />
              </section>
            ))}
          </>
        )}
      </ReadState>
    </ContentAdminPage>
  );
}

/**
 * Adds (POST admin/content/faqs) or changes (PUT admin/content/faqs/{id}) one question; the form opens once the
 * categories are there, so the select starts on the question's own.
 */
export function FaqForm({ faq, onClose }: { faq: FaqAdminView | null; onClose: () => void }) {
  const categories = useFaqCategories();
  const title = faq ? T.editTitle : T.addTitle;
  if (!categories.data)
    return (
      <Modal title={title} onClose={onClose} size="lg">
        {categories.error ? <ErrorAlert error={categories.error} onRetry={() => void categories.mutate()} /> : <Loading />}
      </Modal>
    );
  return <FaqFields faq={faq} categories={categories.data.items} onClose={onClose} />;
}

function FaqFields({ faq, categories, onClose }: { faq: FaqAdminView | null; categories: readonly FaqCategoryView[]; onClose: () => void }) {
  const revalidate = useRevalidateAdmin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FaqValues>({
    defaultValues: {
      category_id: faq ? String(faq.category_id) : '',
      question: faq?.question ?? '',
      answer: faq?.answer ?? '',
      order: faq ? String(faq.order) : '',
    },
    resolver: contractResolver((values) => validateFaqEdit(values)),
  });

  const submit = handleSubmit(async (values) => {
    try {
      const body = requestOf(values);
      const { message } = faq ? await contentAdminApi.updateFaq(faq.id, body) : await contentAdminApi.createFaq(body);
      if (message) showSuccess(message);
      await revalidate(CONTENT_ADMIN_LISTS.faqs);
      onClose();
    } catch (error) {
      if (!applyServerErrors(error, FIELDS, setError)) reportFailure(error);
    }
  });

  const options = categories.map((category) => ({ value: category.id, label: category.name }));
  return (
    <Modal title={faq ? T.editTitle : T.addTitle} onClose={onClose} size="lg">
      <form noValidate onSubmit={submit} aria-label={faq ? T.editTitle : T.addTitle}>
        <SelectField label={F.category} placeholder={F.chooseCategory} options={options} registration={register('category_id')} error={errors.category_id} />
        <TextField label={F.question} maxLength={L.faqQuestionMax} autoFocus registration={register('question')} error={errors.question} />
        <TextAreaField
          label={F.answer}
          rows={6}
          maxLength={L.faqAnswerMax}
          hint={CONTENT_ADMIN_TEXT.markdownHint}
          registration={register('answer')}
          error={errors.answer}
        />
        <TextField
          label={F.order}
          type="number"
          inputMode="numeric"
          min={0}
          max={L.orderMax}
          step={1}
          hint={T.orderHint}
          className="mb-3 col-6 col-md-4 px-0"
          registration={register('order')}
          error={errors.order}
        />
        <FormActions busy={isSubmitting} submitLabel={ADMIN_TEXT.common.save} cancelLabel={ADMIN_TEXT.common.cancel} onCancel={onClose} />
      </form>
    </Modal>
  );
}
