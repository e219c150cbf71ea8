import { StrictMode, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ApiError } from './api';

const swrConfig: SWRConfiguration = {
  // Catalogue data changes rarely; refetching on every tab switch would only add load.
  revalidateOnFocus: false,
  // Retrying cannot fix a client error (bad request, missing page, no permission); server and network errors may pass.
  onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return;
    if (retryCount >= 3) return;
    setTimeout(() => void revalidate({ retryCount }), 2000 * 2 ** retryCount);
  },
};

export interface AppProvidersProps {
  /** Answers the page starts with, by serialized SWR key: the ones the server rendered it from (see ./api/firstAnswers). */
  fallback?: Record<string, unknown>;
  /** SWR middleware for those answers' hooks (answeredWithPage). */
  use?: SWRConfiguration['use'];
  /** The server renders into a cache of its own per page, so no visitor's render sees another's answers. */
  provider?: SWRConfiguration['provider'];
  children: ReactNode;
}

/** What wraps the routes in the browser (main.tsx) and on the server (entry-server.tsx) alike, so hydration matches. */
export function AppProviders({ fallback, use, provider, children }: AppProvidersProps) {
  return (
    <StrictMode>
      <SWRConfig value={{ ...swrConfig, ...(fallback ? { fallback } : {}), ...(use ? { use } : {}), ...(provider ? { provider } : {}) }}>{children}</SWRConfig>
    </StrictMode>
  );
}
