import { createContext, lazy, Suspense, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

// The modals and their forms load when one is first opened: most page views never open one.
const LoginModal = lazy(() => import('./AccountModalViews').then((module) => ({ default: module.LoginModal })));
const ForgotPasswordModal = lazy(() => import('./AccountModalViews').then((module) => ({ default: module.ForgotPasswordModal })));
const WelcomeModal = lazy(() => import('./AccountModalViews').then((module) => ({ default: module.WelcomeModal })));

export type LoginTab = 'signIn' | 'register';

type OpenModal = { kind: 'login'; tab: LoginTab; email?: string } | { kind: 'forgotPassword' } | { kind: 'welcome' } | null;

export interface AccountModals {
  /** The login modal (header 'Sign in'), on its Sign In or Register tab. */
  openLogin: (tab?: LoginTab) => void;
  /** The welcome modal (header 'Sign Up'): join as a buyer or as a seller. */
  openWelcome: () => void;
  openForgotPassword: () => void;
  close: () => void;
}

const AccountModalsContext = createContext<AccountModals | null>(null);

export function useAccountModals(): AccountModals {
  const modals = useContext(AccountModalsContext);
  if (!modals) throw new Error('useAccountModals needs an <AccountModalsProvider> above it');
  return modals;
}

/** Holds which account modal is open; AppShell puts it around every page. */
export function AccountModalsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<OpenModal>(null);
  const { pathname } = useLocation();

  const modals = useMemo<AccountModals>(
    () => ({
      openLogin: (tab = 'signIn') => setOpen({ kind: 'login', tab }),
      openWelcome: () => setOpen({ kind: 'welcome' }),
      openForgotPassword: () => setOpen({ kind: 'forgotPassword' }),
      close: () => setOpen(null),
    }),
    [],
  );

  // Following a link out of a modal (Join as a Buyer, the seller sign-up) leaves it behind.
  useEffect(() => setOpen(null), [pathname]);

  return (
    <AccountModalsContext.Provider value={modals}>
      {children}
      <Suspense fallback={null}>
        {open?.kind === 'login' && (
          <LoginModal
            tab={open.tab}
            email={open.email}
            onTab={(tab, email) => setOpen({ kind: 'login', tab, email })}
            onForgotPassword={modals.openForgotPassword}
            onClose={modals.close}
          />
        )}
        {open?.kind === 'forgotPassword' && <ForgotPasswordModal onBack={() => modals.openLogin('signIn')} onClose={modals.close} />}
        {open?.kind === 'welcome' && <WelcomeModal onSignIn={() => modals.openLogin('signIn')} onClose={modals.close} />}
      </Suspense>
    </AccountModalsContext.Provider>
  );
}
