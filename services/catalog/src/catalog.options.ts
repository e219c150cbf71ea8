import { ConfigError } from '@solar/platform';

export const CATALOG_MAIL_OPTIONS = Symbol('CATALOG_MAIL_OPTIONS');

/** What the catalog's mails need. */
export interface CatalogMailOptions {
  /** Where the web app is reached (PUBLIC_URL): the mails point there. */
  publicUrl: string;
}

export const DEFAULT_CATALOG_MAIL_OPTIONS: CatalogMailOptions = { publicUrl: 'http://localhost:3000' };

/** The defaults, with PUBLIC_URL (an absolute http(s) URL) from the environment. */
export function catalogMailOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): CatalogMailOptions {
  const publicUrl = env.PUBLIC_URL || DEFAULT_CATALOG_MAIL_OPTIONS.publicUrl;
  if (!URL.canParse(publicUrl) || !/^https?:$/.test(new URL(publicUrl).protocol))
    throw new ConfigError('Invalid configuration: PUBLIC_URL must be an absolute http(s) URL');
  return { publicUrl: publicUrl.replace(/\/+$/, '') };
}
