import { IDENTITY_API, isOAuthProvider, isSameSitePath, OAUTH_MESSAGES, type LoginSettings, type OAuthProvider } from '@solar/contracts';
import { useLocation } from 'react-router-dom';
import { apiUrl, useApi } from '../../api';
import { ACCOUNT_TEXT } from '../text';

const NONE: readonly OAuthProvider[] = [];

/** The sign-in providers the site has settings for (identity's login settings); none while unknown or unreadable. */
export function useLoginProviders(): readonly OAuthProvider[] {
  const { data } = useApi<LoginSettings>(['GET', IDENTITY_API.loginSettings], { revalidateOnFocus: false });
  return data?.providers.filter(isOAuthProvider) ?? NONE;
}

/**
 * 'Continue with Google' and 'Continue with Facebook', for the providers the site has settings for only. Each
 * is a plain link to identity's start route, which sends the browser to the provider; it comes back to
 * `returnTo` (this page by default) once signed in.
 */
export function ProviderButtons({ returnTo }: { returnTo?: string }) {
  const providers = useLoginProviders();
  const { pathname, search } = useLocation();
  if (providers.length === 0) return null;
  const back = returnTo ?? `${pathname}${search}`;
  const query = isSameSitePath(back) ? { return_to: back } : {};
  return (
    <div className="provider-sign-in mb-3">
      <div className="d-grid gap-2">
        {providers.map((provider) => (
          <a
            key={provider}
            href={apiUrl(IDENTITY_API.oauthStart(provider), query)}
            className="btn btn-light border d-flex align-items-center justify-content-center gap-2"
            data-provider={provider}
          >
            <ProviderMark provider={provider} />
            {OAUTH_MESSAGES.continueWith(provider)}
          </a>
        ))}
      </div>
      <div className="d-flex align-items-center gap-2 mt-3 text-secondary small" aria-hidden="true">
        <hr className="flex-grow-1 my-0" />
        {ACCOUNT_TEXT.notes.orWithEmail}
        <hr className="flex-grow-1 my-0" />
      </div>
    </div>
  );
}

/** The provider's mark, drawn inline (a brand mark in the site's icon font would not carry its colours). */
function ProviderMark({ provider }: { provider: OAuthProvider }) {
  if (provider === 'google') {
    return (
      <svg viewBox="0 0 48 48" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          fill="#EA4335"
          d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
        />
        <path fill="#4285F4" d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z" />
        <path
          fill="#FBBC05"
          d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
        />
        <path
          fill="#34A853"
          d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
        />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="#1877F2"
        d="M24 12.07C24 5.41 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.04V9.41c0-3.02 1.8-4.7 4.54-4.7 1.31 0 2.68.24 2.68.24v2.97h-1.5c-1.5 0-1.96.93-1.96 1.89v2.26h3.32l-.53 3.5h-2.8V24C19.62 23.1 24 18.1 24 12.07"
      />
    </svg>
  );
}
