import { paths } from '../../paths';
import { Breadcrumbs } from '../../shared/components/Breadcrumbs';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { GUIDE_TEXT } from './text';

/** A trader guide's top (their other parts are in shared/components/GuideParts.tsx): breadcrumbs under the platform's introduction, the title, its lead, and the tab title. */
export function GuideHeader({ crumb, heading, lead }: { crumb: string; heading: string; lead: string }) {
  usePageTitle(crumb);
  return (
    <header className="mb-4">
      <Breadcrumbs title={crumb} trail={[{ label: GUIDE_TEXT.platformCrumb, to: paths.traderPlatform }]} />
      <h1 className="h2 mt-3 mb-2">{heading}</h1>
      <p className="lead text-secondary mb-0">{lead}</p>
    </header>
  );
}
