import { MESSAGES, TIMINGS } from '@solar/contracts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../paths';
import { Modal } from '../shared/components/Modal';
import type { LoginTab } from './AccountModals';
import { ForgotPasswordForm } from './forms/ForgotPasswordForm';
import { ProviderButtons } from './oauth/ProviderButtons';
import { SignInForm } from './forms/SignInForm';
import { SignUpFlow } from './forms/SignUpFlow';
import { ACCOUNT_TEXT } from './text';

/** The account modals AccountModalsProvider opens, in a chunk of their own with their forms. */

interface LoginModalProps {
  tab: LoginTab;
  email?: string;
  onTab: (tab: LoginTab, email?: string) => void;
  onForgotPassword: () => void;
  onClose: () => void;
}

/** 'Sign In' and 'Register' tabs; a finished registration comes back to Sign In with the email filled in. */
export function LoginModal({ tab, email, onTab, onForgotPassword, onClose }: LoginModalProps) {
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const tabs: [LoginTab, string][] = [
    ['signIn', MESSAGES.loginModal.signInTab],
    ['register', MESSAGES.loginModal.registerTab],
  ];
  const header = (
    <ul className="nav nav-tabs account-tabs border-0" role="tablist">
      {tabs.map(([id, label]) => (
        <li key={id} className="nav-item" role="presentation">
          <button type="button" role="tab" aria-selected={tab === id} className={`nav-link${tab === id ? ' active' : ''}`} onClick={() => onTab(id)}>
            {label}
          </button>
        </li>
      ))}
    </ul>
  );

  return (
    <Modal title={tab === 'signIn' ? MESSAGES.loginModal.signInTab : MESSAGES.loginModal.registerTab} header={header} onClose={onClose}>
      <ProviderButtons />
      {tab === 'signIn' ? (
        <SignInForm
          key={email ?? ''}
          initialEmail={email}
          // The spec closes the modal shortly after a successful sign-in, once the toast is up.
          onSignedIn={() => {
            closeTimer.current = setTimeout(onClose, TIMINGS.loginModalCloseDelayMs);
          }}
          forgotPassword={
            <button type="button" className="btn btn-link btn-sm p-0" onClick={onForgotPassword}>
              {MESSAGES.loginModal.forgotPassword}
            </button>
          }
        />
      ) : (
        <>
          <SignUpFlow onVerified={(verifiedEmail) => onTab('signIn', verifiedEmail)} />
          <p className="small text-secondary text-center mt-3 mb-0">
            <Link to={paths.registerSeller}>{MESSAGES.welcomeModal.joinAsSeller}</Link>
          </p>
        </>
      )}
    </Modal>
  );
}

export function ForgotPasswordModal({ onBack, onClose }: { onBack: () => void; onClose: () => void }) {
  return (
    <Modal title={MESSAGES.loginModal.forgotPassword} onClose={onClose}>
      <ForgotPasswordForm />
      <p className="small text-center mt-3 mb-0">
        <button type="button" className="btn btn-link btn-sm" onClick={onBack}>
          {ACCOUNT_TEXT.actions.backToSignIn}
        </button>
      </p>
    </Modal>
  );
}

/** 'Join as a Buyer' (to /register) or 'Join as a Seller' (to /register/seller). */
export function WelcomeModal({ onSignIn, onClose }: { onSignIn: () => void; onClose: () => void }) {
  const choices = [
    { to: paths.register, label: MESSAGES.welcomeModal.joinAsBuyer, note: ACCOUNT_TEXT.notes.welcomeBuyer, icon: 'bag' },
    { to: paths.registerSeller, label: MESSAGES.welcomeModal.joinAsSeller, note: ACCOUNT_TEXT.notes.welcomeSeller, icon: 'shop' },
  ];
  return (
    <Modal title={ACCOUNT_TEXT.pages.welcomeTitle} onClose={onClose}>
      <div className="d-grid gap-3">
        {choices.map((choice) => (
          <Link key={choice.to} to={choice.to} className="welcome-choice d-flex align-items-center gap-3 p-3 text-decoration-none">
            <i className={`bi bi-${choice.icon} fs-3 text-amber`} aria-hidden="true" />
            <span>
              <span className="d-block fw-semibold">{choice.label}</span>
              <span className="d-block small text-secondary">{choice.note}</span>
            </span>
          </Link>
        ))}
      </div>
      <p className="small text-center mt-3 mb-0">
        {ACCOUNT_TEXT.actions.haveAccount}{' '}
        <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={onSignIn}>
          {MESSAGES.account.signIn}
        </button>
      </p>
    </Modal>
  );
}
