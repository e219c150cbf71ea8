import { Breadcrumbs, type BreadcrumbsProps } from '../shared/components/Breadcrumbs';
import { usePageTitle } from '../shared/hooks/usePageTitle';

export interface PlaceholderPageProps extends BreadcrumbsProps {
  /** One sentence on what the page will offer. */
  summary?: string;
}

/** A page that is routed but not built yet: its title, breadcrumbs and an honest note, nothing pretend. */
export function PlaceholderPage({ title, root, trail, summary }: PlaceholderPageProps) {
  usePageTitle(title);
  return (
    <div className="container py-4 py-lg-5">
      <Breadcrumbs title={title} root={root} trail={trail} />
      <h1 className="h2 mt-3 mb-3">{title}</h1>
      {summary && <p className="lead text-secondary">{summary}</p>}
      <div className="coming-soon d-flex align-items-center gap-3 rounded-3 p-4 mt-3">
        <i className="bi bi-cone-striped fs-2 text-amber" aria-hidden="true" />
        <p className="mb-0">This page is coming soon.</p>
      </div>
    </div>
  );
}
