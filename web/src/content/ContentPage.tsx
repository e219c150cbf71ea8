import type { ReactNode } from 'react';
import { usePage } from '../api/content';
import { ErrorAlert, Loading } from '../shared/components/ApiStatus';
import { Breadcrumbs, type BreadcrumbsProps } from '../shared/components/Breadcrumbs';
import { NotFoundPage } from '../shared/components/NotFoundPage';
import { RichHtml } from '../shared/components/RichHtml';
import { usePageTitle } from '../shared/hooks/usePageTitle';

export interface ContentPageProps extends Omit<BreadcrumbsProps, 'title'> {
  /** The page's slug in the content service (`terms-of-use`, `solutions-consulting`, ...). */
  slug: string;
  /** Shown while the page loads. */
  title: string;
  /** What follows the text (the advertising offers, a form). */
  children?: ReactNode;
}

/** An editable page of the content service: its title, summary and text, under the site's breadcrumbs. */
export function ContentPage({ slug, title, root, trail, children }: ContentPageProps) {
  const { data: page, error, mutate } = usePage(slug);
  usePageTitle(page?.title ?? title);
  if (error?.status === 404) return <NotFoundPage />;
  return (
    <div className="container py-4 py-lg-5">
      <Breadcrumbs title={page?.title ?? title} root={root} trail={trail} />
      <article className="content-page mx-auto mt-3">
        <h1 className="h2 mb-2">{page?.title ?? title}</h1>
        {page?.summary && <p className="lead text-secondary mb-4">{page.summary}</p>}
        {error && <ErrorAlert error={error} onRetry={() => void mutate()} />}
        {!page && !error && <Loading />}
        {page && <RichHtml html={page.body_html} className="content-body" />}
        {page && (
          <p className="small text-secondary mt-4 mb-0">
            Last updated {new Date(page.updated_at).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })}
          </p>
        )}
        {children}
      </article>
    </div>
  );
}
