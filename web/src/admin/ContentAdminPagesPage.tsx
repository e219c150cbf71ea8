import { CONTENT_LIMITS as L, LEGAL_PAGE_SLUGS, validatePageEdit, type ContentPageEditView, type ContentPageSummary } from '@solar/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { useRevalidateAdmin } from '../api';
import { CONTENT_ADMIN_LISTS, contentAdminApi, useAdminContentPage, useAdminContentPages } from '../api/contentAdmin';
import { paths } from '../paths';
import { ErrorAlert, Loading } from '../shared/components/ApiStatus';
import { FormActions, TextAreaField, TextField } from '../shared/components/FormField';
import { Modal } from '../shared/components/Modal';
import { applyServerErrors, contractResolver, reportFailure } from '../shared/formErrors';
import { showSuccess } from '../shared/toast';
import { DataTable } from '../shared/components/DataTable';
import { ContentAdminPage } from './ContentAdminParts';
import { CONTENT_ADMIN_TEXT } from './ContentAdminText';
import { ADMIN_TABLE, formatDateTime, ReadState } from './parts';
import { ADMIN_TEXT } from './text';

const T = CONTENT_ADMIN_TEXT.pages;
const F = T.fields;

/** Where the site shows a page of this slug (web/src/routes.tsx: legal pages at their slug, groups' children below the group). */
export function contentPagePath(slug: string): string {
  if ((LEGAL_PAGE_SLUGS as readonly string[]).includes(slug)) return `/${slug}`;
  if (slug === 'about') return paths.about;
  const child = /^(solutions|industries)-(.+)$/.exec(slug);
  if (child) return `/${child[1]}/${child[2]}`;
  return `/${slug}`;
}

/**
 * /trader/trader-admin/content/pages: the site's own pages (terms, about, solutions, industries, ...). Their
 * addresses are the site's routes, so pages are edited here, not added or deleted.
 */
export function ContentAdminPagesPage() {
  const pages = useAdminContentPages();
  const [editing, setEditing] = useState<ContentPageSummary | null>(null);

  return (
    <ContentAdminPage page="content/pages" intro={T.intro}>
      {editing && <PageEditor slug={editing.slug} onClose={() => setEditing(null)} />}
      <ReadState read={pages} empty={T.empty} isEmpty={(data) => data.length === 0}>
        {(data) => (
          <DataTable
            label={T.intro}
            {...ADMIN_TABLE}
            rows={data}
            rowKey={(page) => page.slug}
            empty={null}
            columns={[
              {
                header: T.columns.page,
                cell: (page) => (
                  <span className="d-block text-break" style={{ minWidth: '10rem' }}>
                    <span className="fw-semibold">{page.title}</span>
                    <span className="d-block d-md-none small">
                      <Link to={contentPagePath(page.slug)}>{contentPagePath(page.slug)}</Link>
                    </span>
                  </span>
                ),
              },
              {
                header: T.columns.address,
                className: 'text-nowrap d-none d-md-table-cell',
                cell: (page) => <Link to={contentPagePath(page.slug)}>{contentPagePath(page.slug)}</Link>,
              },
              { header: T.columns.updated, className: 'text-nowrap d-none d-md-table-cell', cell: (page) => formatDateTime(page.updated_at) },
              {
                header: ADMIN_TEXT.common.actions,
                cell: (page) => (
                  <button type="button" className="btn btn-sm btn-outline-dark" aria-label={T.edit(page.title)} onClick={() => setEditing(page)}>
                    <i className="bi bi-pencil" aria-hidden="true" />
                  </button>
                ),
              },
            ]}
          />
        )}
      </ReadState>
    </ContentAdminPage>
  );
}

/** Reads the page's markdown, then edits it. */
function PageEditor({ slug, onClose }: { slug: string; onClose: () => void }) {
  const page = useAdminContentPage(slug);
  if (page.data) return <PageForm page={page.data} onClose={onClose} />;
  return (
    <Modal title={T.editTitle(slug)} onClose={onClose} size="lg">
      {page.error ? <ErrorAlert error={page.error} onRetry={() => void page.mutate()} /> : <Loading />}
    </Modal>
  );
}

interface PageValues {
  title: string;
  summary: string;
  markdown: string;
}

const FIELDS = ['title', 'summary', 'markdown'] as const;

/** Saves a page (PUT admin/content/pages/{slug}); the server renders the markdown and sanitizes it. */
export function PageForm({ page, onClose }: { page: ContentPageEditView; onClose: () => void }) {
  const revalidate = useRevalidateAdmin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PageValues>({
    defaultValues: { title: page.title, summary: page.summary, markdown: page.markdown },
    resolver: contractResolver(validatePageEdit),
  });

  const submit = handleSubmit(async (values) => {
    try {
      const { message } = await contentAdminApi.savePage(page.slug, {
        title: values.title.trim(),
        summary: values.summary.trim(),
        markdown: values.markdown.trim(),
      });
      if (message) showSuccess(message);
      await revalidate(CONTENT_ADMIN_LISTS.pages);
      onClose();
    } catch (error) {
      if (!applyServerErrors(error, FIELDS, setError)) reportFailure(error);
    }
  });

  return (
    <Modal title={T.editTitle(page.title)} onClose={onClose} size="lg">
      <form noValidate onSubmit={submit} aria-label={T.editTitle(page.title)}>
        <TextField label={F.title} maxLength={L.pageTitleMax} autoFocus registration={register('title')} error={errors.title} />
        <TextAreaField label={F.summary} rows={2} maxLength={L.pageSummaryMax} registration={register('summary')} error={errors.summary} />
        <TextAreaField
          label={F.markdown}
          rows={14}
          maxLength={L.pageMarkdownMax}
          hint={CONTENT_ADMIN_TEXT.markdownHint}
          className="mb-3 font-monospace small"
          registration={register('markdown')}
          error={errors.markdown}
        />
        <FormActions busy={isSubmitting} submitLabel={ADMIN_TEXT.common.save} cancelLabel={ADMIN_TEXT.common.cancel} onCancel={onClose} />
      </form>
    </Modal>
  );
}
