import {
  isOAuthProvider,
  isSameSitePath,
  MESSAGES,
  OAUTH_MESSAGES,
  OAUTH_PROVIDER_NAMES,
  validateOAuthLink,
  type OAuthCallbackResult,
  type OAuthLinkRequired,
  type OAuthProvider,
  type OAuthSignedIn,
} from '@solar/contracts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { identityApi, useRevalidateCart, type ApiResult, type GuestSession } from '../../api';
import { paths } from '../../paths';
import { SubmitButton, TextField } from '../../shared/components/FormField';
import { applyServerErrors, contractResolver, reportFailure, serverMessage } from '../../shared/formErrors';
import { AuthFrame } from '../AuthFrame';
import { ACCOUNT_TEXT } from '../text';
import { asGuestIfAny, finishSignIn, type GuestAwareAnswer } from '../useSession';

type Phase = { kind: 'working' } | { kind: 'link'; link: OAuthLinkRequired } | { kind: 'failed'; message: string };

/** Where a finished sign-in goes: where it started, when that is a path on this site. */
const destination = (result: { return_to: string }) => (isSameSitePath(result.return_to) ? result.return_to : paths.home);

/**
 * Each state is posted once and its answer shared: the provider's code works once, and the page may mount twice
 * (React's strict mode, a quick back and forth).
 */
const finishing = new Map<string, Promise<Phase | { kind: 'done'; to: string }>>();

const asGuest = (guest: GuestSession | null) => (guest ? { isGuest: true, guestId: guest.guestId } : {});

async function signInWith(answer: ApiResult<OAuthSignedIn>, guestId: string | undefined): Promise<Phase | { kind: 'done'; to: string }> {
  const outcome = await finishSignIn(answer.data, answer.message, guestId);
  return outcome.ok ? { kind: 'done', to: destination(answer.data) } : { kind: 'failed', message: MESSAGES.toast.genericError };
}

function finish(provider: OAuthProvider, params: URLSearchParams): Promise<Phase | { kind: 'done'; to: string }> {
  const state = params.get('state') ?? '';
  let running = finishing.get(state);
  if (!running) {
    running = (async () => {
      try {
        const { result, guestId } = await asGuestIfAny<ApiResult<OAuthCallbackResult>>((guest) =>
          identityApi.oauthCallback(
            provider,
            { code: params.get('code') ?? '', state, ...(params.get('iss') ? { iss: params.get('iss')! } : {}), ...asGuest(guest) },
            guest?.token,
          ),
        );
        if (result.data.result === 'link_required') return { kind: 'link', link: result.data };
        return await signInWith({ data: result.data, message: result.message }, guestId);
      } catch (error) {
        return { kind: 'failed', message: serverMessage(error) ?? MESSAGES.toast.genericError };
      }
    })();
    finishing.set(state, running);
  }
  return running;
}

/**
 * /login/{provider}/callback: where Google or Facebook sends the browser back. The page posts the code and state
 * to identity and, signed in, goes on to where the sign-in started; when an account already has the email, it
 * asks for that account's password to link the two. The code leaves the address bar at once.
 */
export function OAuthCallbackPage() {
  const { provider: name = '' } = useParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const revalidateCart = useRevalidateCart();
  // Read once: the address is cleaned right after.
  const [params] = useState(() => new URLSearchParams(search));
  const provider = isOAuthProvider(name) ? name : undefined;
  const [phase, setPhase] = useState<Phase>(() => initialPhase(provider, params));

  useEffect(() => {
    if (!provider || phase.kind !== 'working') return;
    let current = true;
    navigate(pathname, { replace: true });
    void finish(provider, params).then((next) => {
      if (!current) return;
      if (next.kind !== 'done') return setPhase(next);
      void revalidateCart();
      navigate(next.to, { replace: true });
    });
    return () => {
      current = false;
    };
    // Once per mount: the page's own navigation must not start it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const providerName = provider ? OAUTH_PROVIDER_NAMES[provider] : '';
  if (phase.kind === 'link') {
    return (
      <AuthFrame title={ACCOUNT_TEXT.notes.linkAccountTitle(OAUTH_PROVIDER_NAMES[phase.link.provider])}>
        <LinkAccountForm
          link={phase.link}
          onSignedIn={(to) => {
            void revalidateCart();
            navigate(to, { replace: true });
          }}
        />
      </AuthFrame>
    );
  }
  if (phase.kind === 'failed') {
    return (
      <AuthFrame title={ACCOUNT_TEXT.notes.providerSignInFailed} footer={<Link to={paths.login}>{ACCOUNT_TEXT.actions.backToSignIn}</Link>}>
        <div className="alert alert-warning mb-0" role="alert">
          {phase.message}
        </div>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title={ACCOUNT_TEXT.notes.finishingProviderSignIn(providerName)}>
      <div className="d-flex justify-content-center py-3" role="status">
        <span className="spinner-border text-secondary" aria-hidden="true" />
        <span className="visually-hidden">{ACCOUNT_TEXT.notes.finishingProviderSignIn(providerName)}</span>
      </div>
    </AuthFrame>
  );
}

function initialPhase(provider: OAuthProvider | undefined, params: URLSearchParams): Phase {
  if (!provider) return { kind: 'failed', message: OAUTH_MESSAGES.providerUnavailable };
  // The provider's own refusal (the visitor cancelled, or it would not sign them in): nothing to post.
  const error = params.get('error');
  if (error) return { kind: 'failed', message: error === 'access_denied' ? OAUTH_MESSAGES.cancelled(provider) : OAUTH_MESSAGES.providerRefused(provider) };
  if (!params.get('code') || !params.get('state')) return { kind: 'failed', message: OAUTH_MESSAGES.attemptInvalid };
  return { kind: 'working' };
}

/** The password of the account that already has the provider's email: signs in and links the provider. */
function LinkAccountForm({ link, onSignedIn }: { link: OAuthLinkRequired; onSignedIn: (to: string) => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ password: string }>({
    defaultValues: { password: '' },
    resolver: contractResolver((input) => validateOAuthLink({ ...input, link_token: link.link_token })),
  });

  const submit = handleSubmit(async ({ password }) => {
    let answer: GuestAwareAnswer<ApiResult<OAuthSignedIn>>;
    try {
      answer = await asGuestIfAny((guest) => identityApi.oauthLink({ link_token: link.link_token, password, ...asGuest(guest) }, guest?.token));
    } catch (error) {
      if (!applyServerErrors(error, ['password'], setError)) reportFailure(error);
      return;
    }
    const next = await signInWith(answer.result, answer.guestId);
    if (next.kind === 'done') onSignedIn(next.to);
  });

  return (
    <form noValidate onSubmit={submit}>
      <p className="text-secondary">{OAUTH_MESSAGES.linkNeeded(link.provider, link.email)}</p>
      <input type="email" name="email" value={link.email} autoComplete="username" readOnly hidden />
      <TextField
        label={ACCOUNT_TEXT.fields.password}
        type="password"
        autoComplete="current-password"
        autoFocus
        registration={register('password')}
        error={errors.password}
      />
      <div className="d-flex justify-content-end mb-3 small">
        <Link to={paths.resetPassword}>{MESSAGES.loginModal.forgotPassword}</Link>
      </div>
      <SubmitButton busy={isSubmitting}>{ACCOUNT_TEXT.actions.linkAndSignIn}</SubmitButton>
    </form>
  );
}
