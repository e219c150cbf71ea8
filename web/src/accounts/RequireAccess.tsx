import { MESSAGES, type Role } from '@solar/contracts';
import type { ReactNode } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { useStoredSession } from '../api';
import { loginPath, paths } from '../paths';
import { usePageTitle } from '../shared/hooks/usePageTitle';
import { BecomeRoleButton } from './RoleChange';
import { ACCOUNT_TEXT } from './text';

/** Who may open a page: any signed-in user, or one holding a role (spec section 6, route access). */
export type Access = 'signedIn' | Exclude<Role, 'admin'>;

export interface RequireAccessProps {
  access: Access;
  /** The guarded page; the nested routes' outlet when left out. */
  children?: ReactNode;
}

/**
 * A route guard mirroring the server's rules: a signed-out visitor goes to /login and comes back afterwards;
 * a signed-in user without the role sees why the page is closed to them. The server enforces the same rules.
 */
export function RequireAccess({ access, children }: RequireAccessProps) {
  const { session } = useStoredSession();
  const { pathname, search } = useLocation();
  if (!session) return <Navigate to={loginPath(`${pathname}${search}`)} replace />;
  if (access !== 'signedIn' && !session.role.includes(access)) return <NotAllowed role={access} />;
  return children ?? <Outlet />;
}

/** Names the missing role and offers to add it: buyers may become sellers (and sellers buyers) themselves. */
function NotAllowed({ role }: { role: Exclude<Access, 'signedIn'> }) {
  const text = ACCOUNT_TEXT.access;
  usePageTitle(text.notAllowedTitle);
  return (
    <div className="container py-5 text-center not-allowed">
      <i className="bi bi-shield-lock fs-1 text-amber" aria-hidden="true" />
      <h1 className="h3 mt-3">{text.notAllowedTitle}</h1>
      <p className="text-secondary mb-4">{text.notAllowed(text.roleNames[role])}</p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <BecomeRoleButton role={role} />
        <Link to={paths.userSetting} className="btn btn-outline-secondary">
          {ACCOUNT_TEXT.pages.accountSettingsTitle}
        </Link>
        <Link to={paths.home} className="btn btn-outline-secondary">
          {MESSAGES.breadcrumbs.home}
        </Link>
      </div>
    </div>
  );
}
