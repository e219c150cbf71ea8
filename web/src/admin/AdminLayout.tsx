import { ADMIN_MESSAGES, type AdminIdentity } from '@solar/contracts';
import { Suspense, useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useOutletContext } from 'react-router-dom';
import { ApiError, useAdminIdentity, useStoredSession } from '../api';
import { loginPath, paths } from '../paths';
import { ErrorAlert, Loading } from '../shared/components/ApiStatus';
import { usePageTitle } from '../shared/hooks/usePageTitle';
import { ADMIN_NAV, ADMIN_ROOT, adminPath, type AdminNavItem } from './adminPages';
import { ADMIN_TEXT } from './text';

const T = ADMIN_TEXT.layout;

/** The signed-in admin, for the pages inside the layout. */
export const useAdminIdentityContext = (): AdminIdentity => useOutletContext<AdminIdentity>();

/**
 * The frame of every trader-admin page: the admin navigation (a side column on wide screens, a menu on phones)
 * and the signed-in admin's name. Nothing below it is shown, and no admin data is asked for, until
 * `admin/validate-token` has confirmed an admin; anyone else (signed out, 401, or 403) gets the refusal.
 */
export function AdminLayout() {
  const { session } = useStoredSession();
  const identity = useAdminIdentity();

  if (!session) return <AdminRefusal />;
  if (identity.error && !identity.data) {
    if (identity.error instanceof ApiError && (identity.error.status === 401 || identity.error.status === 403)) return <AdminRefusal />;
    return (
      <div className="container py-5">
        <ErrorAlert error={identity.error} onRetry={() => void identity.mutate()} />
      </div>
    );
  }
  if (!identity.data) return <Loading label={T.checking} />;
  return <AdminFrame admin={identity.data} />;
}

/** 'Only admins may do this.' with a way to sign in as one; no data. */
export function AdminRefusal() {
  const { pathname, search } = useLocation();
  usePageTitle(T.refusedTitle);
  return (
    <div className="container py-5 text-center admin-refusal">
      <i className="bi bi-shield-lock fs-1 text-amber" aria-hidden="true" />
      <h1 className="h3 mt-3">{T.refusedTitle}</h1>
      <p className="text-secondary mb-4">{ADMIN_MESSAGES.adminOnly}</p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <Link to={loginPath(`${pathname}${search}`)} className="btn btn-amber">
          {T.signIn}
        </Link>
        <Link to={paths.home} className="btn btn-outline-secondary">
          {T.home}
        </Link>
      </div>
    </div>
  );
}

function isCurrent(item: AdminNavItem, pathname: string, hash: string): boolean {
  const here = pathname.replace(/\/+$/, '').toLowerCase() === `${ADMIN_ROOT}/${item.page}`.toLowerCase();
  if (!here) return false;
  return item.hash
    ? hash === `#${item.hash}`
    : !ADMIN_NAV.some((group) => group.items.some((other) => other.page === item.page && other.hash && hash === `#${other.hash}`));
}

function AdminFrame({ admin }: { admin: AdminIdentity }) {
  const { pathname, hash } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const name = `${admin.firstname} ${admin.lastname}`.trim() || admin.email;

  // A page chosen from the phone menu closes it.
  useEffect(() => setMenuOpen(false), [pathname, hash]);

  return (
    <div className="admin-area">
      <header className="admin-topbar">
        <div className="container-fluid d-flex flex-wrap align-items-center gap-2 py-2">
          <Link to={adminPath('dashboard')} className="admin-brand text-decoration-none fw-semibold me-auto">
            <i className="bi bi-shield-check me-2 text-amber" aria-hidden="true" />
            {ADMIN_TEXT.area}
          </Link>
          <span className="small text-nowrap admin-user" title={admin.email}>
            <span className="d-none d-sm-inline text-white-50">{T.signedInAs} </span>
            <i className="bi bi-person-circle me-1 d-sm-none" aria-hidden="true" />
            <span className="fw-semibold">{name}</span>
          </span>
          <Link to={paths.home} className="btn btn-sm btn-outline-light">
            <i className="bi bi-house" aria-hidden="true" />
            <span className="d-none d-md-inline ms-1">{T.backToSite}</span>
            <span className="visually-hidden d-md-none">{T.backToSite}</span>
          </Link>
          <button
            type="button"
            className="btn btn-sm btn-amber d-lg-none"
            aria-expanded={menuOpen}
            aria-controls="admin-nav"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <i className={`bi bi-${menuOpen ? 'x-lg' : 'list'} me-1`} aria-hidden="true" />
            {T.menu}
          </button>
        </div>
      </header>
      <div className="container-fluid">
        <div className="row">
          <nav id="admin-nav" aria-label={T.navLabel} className={`col-lg-3 col-xl-2 admin-nav py-3 ${menuOpen ? 'd-block' : 'd-none'} d-lg-block`}>
            {ADMIN_NAV.map((group) => (
              <div key={group.group} className="mb-3">
                <h2 className="admin-nav-group">{group.group}</h2>
                <ul className="nav flex-column">
                  {group.items.map((item) => {
                    const current = isCurrent(item, pathname, hash);
                    return (
                      <li key={item.label} className="nav-item">
                        <Link
                          to={adminPath(item.page, undefined, item.hash)}
                          className={`nav-link admin-nav-link${current ? ' active' : ''}`}
                          aria-current={current ? 'page' : undefined}
                        >
                          <i className={`bi bi-${item.icon} me-2`} aria-hidden="true" />
                          {item.label}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ))}
          </nav>
          <div className="col-lg-9 col-xl-10 admin-main py-3 py-lg-4">
            <Suspense fallback={<Loading />}>
              <Outlet context={admin} />
            </Suspense>
          </div>
        </div>
      </div>
    </div>
  );
}
