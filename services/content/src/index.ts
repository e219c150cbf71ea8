import { defineService } from '@solar/platform';
import { contentOptionsFromEnv, type ContentOptions } from './content.options';
import { CONTENT_SERVICE, ContentModule } from './content.module';

export { CONTENT_SERVICE, ContentModule } from './content.module';
export { contentOptionsFromEnv, DEFAULT_CONTENT_OPTIONS, type ContentOptions } from './content.options';

/** The service as both launchers start it (its declaration: services/content/service.json). `options`: limits and links in place of the defaults (tests). */
export const service = defineService<Partial<ContentOptions>>(CONTENT_SERVICE, (config, options, peers) =>
  ContentModule.forRoot(config, contentOptionsFromEnv(process.env, options ?? {}), { catalog: peers('catalog'), trader: peers('trader') }),
);
