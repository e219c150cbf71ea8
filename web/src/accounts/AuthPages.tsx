import { MESSAGES, type SelfServiceRole } from '@solar/contracts';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useStoredSession } from '../api';
import { paths } from '../paths';
import { AuthFrame } from './AuthFrame';
import { ForgotPasswordForm } from './forms/ForgotPasswordForm';
import { ProviderButtons } from './oauth/ProviderButtons';
import { PasswordResetForm } from './forms/PasswordResetForm';
import { SignInForm } from './forms/SignInForm';
import { SignUpFlow } from './forms/SignUpFlow';
import { ACCOUNT_TEXT } from './text';

/** The full-page account screens: /login, /register, /register/seller, /reset-password and /password/reset. */

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
      <ProviderButtons returnTo={returnTo} />
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
          <Link to={seller ? paths.register : paths.registerSeller}>{seller ? MESSAGES.welcomeModal.joinAsBuyer : MESSAGES.welcomeModal.joinAsSeller}</Link>
        </>
      }
    >
      {/* A provider's sign-in makes a buyer account: offered on the buyer's page only. */}
      {!seller && <ProviderButtons returnTo={paths.home} />}
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
