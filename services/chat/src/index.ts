import { defineService } from '@solar/platform';
import { CHAT_SERVICE, ChatModule } from './chat.module';
import { chatOptionsFromEnv, type ChatOptions } from './chat.options';

export { CHAT_SERVICE, ChatModule } from './chat.module';
export { DEFAULT_CHAT_OPTIONS, chatOptionsFromEnv, type ChatOptions } from './chat.options';

/**
 * The service as both launchers start it (its declaration: services/chat/service.json). `options`: the limits,
 * caches and cluster timings in place of the defaults (tests), with PUBLIC_URL and SMS_MAIL_DOMAIN read from the
 * environment.
 */
export const service = defineService<Partial<ChatOptions>>(CHAT_SERVICE, (config, options, peers) =>
  ChatModule.forRoot(config, chatOptionsFromEnv(process.env, options), peers('trader')),
);
