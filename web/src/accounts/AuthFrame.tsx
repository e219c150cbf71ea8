import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { isChromeHidden } from '../shared/chrome';
import { Logo } from '../shared/components/Logo';
import { usePageTitle } from '../shared/hooks/usePageTitle';

/**
 * The card the full-page account screens sit in. Header and footer are hidden on most of their paths, so there
 * the page brings the logo (a way home).
 */
export function AuthFrame({ title, intro, children, footer }: { title: string; intro?: string; children: ReactNode; footer?: ReactNode }) {
  usePageTitle(title);
  // /register/seller keeps the site header (the spec hides it on the other account pages only).
  const standalone = isChromeHidden(useLocation().pathname);
  return (
    <div className={`auth-page d-flex flex-column align-items-center justify-content-center px-3 py-5${standalone ? ' auth-page-standalone' : ''}`}>
      {standalone && <Logo className="mb-4" />}
      <div className="card auth-card shadow border-0 w-100">
        <div className="card-body p-4 p-sm-5">
          <h1 className="h4 mb-2">{title}</h1>
          {intro && <p className="text-secondary">{intro}</p>}
          {children}
        </div>
        {footer && <div className="card-footer bg-transparent text-center small py-3">{footer}</div>}
      </div>
    </div>
  );
}
