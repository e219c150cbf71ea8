import { MESSAGES, type SelfServiceRole } from '@solar/contracts';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useStoredSession } from '../api';
import { isChromeHidden } from '../layout/chrome';
import { paths } from '../paths';
import { Logo } from '../shared/components/Logo';
import { usePageTitle } from '../shared/hooks/usePageTitle';
import { ForgotPasswordForm } from './forms/ForgotPasswordForm';
import { PasswordResetForm } from './forms/PasswordResetForm';
import { SignInForm } from './forms/SignInForm';
import { SignUpFlow } from './forms/SignUpFlow';
import { ACCOUNT_TEXT } from './text';

/**
 * The full-page account screens: /login, /register, /register/seller, /reset-password and /password/reset.
 * Header and footer are hidden on most of these paths, so there the page brings the logo (a way home).
 */

function AuthFrame({ title, intro, children, footer }: { title: string; intro?: string; children: ReactNode; footer?: ReactNode }) {
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

/** Where to go after signing in: the guarded page that sent the visitor here, or home. Only same-site paths. */
function useReturnPath(): string {
  const [params] = useSearchParams();
  const target = params.get('redirect');
  return target && target.startsWith('/') && !target.startsWith('//') ? target : paths.home;
}

/** Sign-up and reset pages hand the email over to sign-in in the navigation state (never in the URL). */
interface SignInState {
  email?: string;
}

export function LoginPage() {
  const { session } = useStoredSession();
  const returnTo = useReturnPath();
  const { state } = useLocation() as { state: SignInState | null };
  // Signed in (now, or already): go on to where the visitor was heading.
  if (session) return <Navigate to={returnTo} replace />;
  return (
    <AuthFrame
      title={ACCOUNT_TEXT.pages.signInTitle}
      footer={
        <>
          {ACCOUNT_TEXT.actions.noAccount} <Link to={paths.register}>{MESSAGES.account.signUp}</Link>
        </>
      }
    >
      <SignInForm initialEmail={state?.email} forgotPassword={<Link to={paths.resetPassword}>{MESSAGES.loginModal.forgotPassword}</Link>} />
    </AuthFrame>
  );
}

export function RegisterPage({ role }: { role?: SelfServiceRole }) {
  const navigate = useNavigate();
  const seller = role === 'seller';
  return (
    <AuthFrame
      title={seller ? ACCOUNT_TEXT.pages.sellerSignUpTitle : ACCOUNT_TEXT.pages.buyerSignUpTitle}
      intro={seller ? ACCOUNT_TEXT.notes.sellerSignUp : ACCOUNT_TEXT.notes.buyerSignUp}
      footer={
        <>
          {ACCOUNT_TEXT.actions.haveAccount} <Link to={paths.login}>{MESSAGES.account.signIn}</Link>
          <span className="mx-2 text-secondary">·</span>
          <Link to={seller ? paths.register : paths.registerSeller}>
            {seller ? MESSAGES.welcomeModal.joinAsBuyer : MESSAGES.welcomeModal.joinAsSeller}
          </Link>
        </>
      }
    >
      {/* A new key per role: switching between the buyer and seller pages starts a fresh form. */}
      <SignUpFlow key={role ?? 'customer'} role={role} onVerified={(email) => navigate(paths.login, { state: { email } satisfies SignInState })} />
    </AuthFrame>
  );
}

/** /reset-password: asks for the email and mails the reset link. */
export function ResetPasswordPage() {
  return (
    <AuthFrame title={ACCOUNT_TEXT.pages.resetPasswordTitle} footer={<Link to={paths.login}>{ACCOUNT_TEXT.actions.backToSignIn}</Link>}>
      <ForgotPasswordForm />
    </AuthFrame>
  );
}

/** /password/reset?token=...&email=...: the mailed link's target. */
export function PasswordResetPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  return (
    <AuthFrame title={ACCOUNT_TEXT.pages.chooseNewPasswordTitle} footer={<Link to={paths.login}>{ACCOUNT_TEXT.actions.backToSignIn}</Link>}>
      {token && email ? (
        <PasswordResetForm email={email} token={token} onReset={(done) => navigate(paths.login, { state: { email: done } satisfies SignInState })} />
      ) : (
        <>
          <div className="alert alert-warning py-2">{ACCOUNT_TEXT.notes.resetLinkIncomplete}</div>
          <ForgotPasswordForm initialEmail={email} />
        </>
      )}
    </AuthFrame>
  );
}
