import { SupportController, SupportInboxController } from './support.controller';
import { SupportMessage, SupportMessageSchema } from './support-message.schema';
import { SupportThread, SupportThreadSchema } from './support-thread.schema';
import { SupportService } from './support.service';
import { SupportSockets } from './support-sockets';

/*
 * The support chat (SUPPORT_API, SUPPORT_ADMIN_API, SUPPORT_SOCKET_EVENTS): visitors and the marketplace team, on
 * the chat's socket.io server, limits and message rules. ChatModule registers these; ChatSockets attaches the
 * socket events to every chat socket.
 */
export const SUPPORT_MODELS = [
  { name: SupportThread.name, schema: SupportThreadSchema },
  { name: SupportMessage.name, schema: SupportMessageSchema },
];
export const SUPPORT_CONTROLLERS = [SupportController, SupportInboxController];
export const SUPPORT_PROVIDERS = [SupportService, SupportSockets];

export { SUPPORT_CLIENT_EVENTS, SupportSockets } from './support-sockets';
export { SUPPORT_TEAM_ROOM, SupportService } from './support.service';
