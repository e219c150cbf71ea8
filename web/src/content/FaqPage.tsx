import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useFaqCategories, useFaqs } from '../api/content';
import { paths } from '../paths';
import { ErrorAlert, Loading } from '../shared/components/ApiStatus';
import { Breadcrumbs } from '../shared/components/Breadcrumbs';
import { RichHtml } from '../shared/components/RichHtml';
import { usePageTitle } from '../shared/hooks/usePageTitle';

const TITLE = 'Frequently Asked Questions';

/** /faq: the questions by category, each answer opened in place. */
export function FaqPage() {
  usePageTitle(TITLE);
  const categories = useFaqCategories();
  const faqs = useFaqs();
  const [open, setOpen] = useState<number | null>(null);
  const [text, setText] = useState('');
  const error = categories.error ?? faqs.error;
  const groups = useMemo(() => {
    const words = text.trim().toLowerCase();
    const matching = (faqs.data?.items ?? []).filter((faq) => !words || `${faq.question} ${faq.answer_html}`.toLowerCase().includes(words));
    return (categories.data?.items ?? [])
      .map((category) => ({ category, faqs: matching.filter((faq) => faq.category_id === category.id) }))
      .filter((group) => group.faqs.length > 0);
  }, [categories.data, faqs.data, text]);

  return (
    <div className="container py-4 py-lg-5">
      <Breadcrumbs title={TITLE} />
      <div className="mx-auto mt-3" style={{ maxWidth: '52rem' }}>
        <h1 className="h2 mb-2">{TITLE}</h1>
        <p className="lead text-secondary">Buying, negotiating, freight, warranties and selling: the answers our support team gives most often.</p>
        <label htmlFor="faq-filter" className="visually-hidden">
          Search the questions
        </label>
        <input
          id="faq-filter"
          type="search"
          className="form-control mb-4"
          placeholder="Search the questions"
          maxLength={100}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        {error && <ErrorAlert error={error} onRetry={() => void Promise.all([categories.mutate(), faqs.mutate()])} />}
        {!error && (!categories.data || !faqs.data) && <Loading />}
        {categories.data && faqs.data && groups.length === 0 && <p className="text-secondary">No question matches “{text}”.</p>}
        {groups.map(({ category, faqs: questions }) => (
          <section key={category.id} className="mb-4" aria-labelledby={`faq-category-${category.id}`}>
            <h2 id={`faq-category-${category.id}`} className="h5 mb-2">
              {category.name}
            </h2>
            <div className="list-group">
              {questions.map((faq) => {
                const expanded = open === faq.id;
                return (
                  <div key={faq.id} className="list-group-item p-0">
                    <h3 className="h6 m-0">
                      <button
                        type="button"
                        className="btn w-100 text-start d-flex justify-content-between align-items-center gap-3 px-3 py-3 fw-semibold"
                        aria-expanded={expanded}
                        aria-controls={`faq-answer-${faq.id}`}
                        onClick={() => setOpen(expanded ? null : faq.id)}
                      >
                        <span>{faq.question}</span>
                        <i className={`bi ${expanded ? 'bi-dash-lg' : 'bi-plus-lg'}`} aria-hidden="true" />
                      </button>
                    </h3>
                    <div id={`faq-answer-${faq.id}`} hidden={!expanded} className="px-3 pb-3">
                      <RichHtml html={faq.answer_html} className="content-body" />
                    </div>
                  </div>
                );
              })}
            </div>
          </section>
        ))}
        <p className="mt-4 mb-0">
          Still have a question? <Link to={paths.contactUs}>Contact us</Link>.
        </p>
      </div>
    </div>
  );
}
