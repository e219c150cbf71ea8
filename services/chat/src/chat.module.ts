import { DynamicModule, Module } from '@nestjs/common';
import { DocumentStoreModule, MailModule, MailOutboxModule, PlatformModule, serviceUrl, type PlatformConfig } from '@solar/platform';
import { AdminChats } from './admin/admin-chats.service';
import { AdminChatsController } from './admin/admin-chats.controller';
import { CHAT_OPTIONS, DEFAULT_CHAT_OPTIONS, type ChatOptions } from './chat.options';
import { ChatCluster } from './cluster/chat-cluster.service';
import { ChatClusterConsumer } from './cluster/chat-cluster.consumer';
import { ChatLimits } from './messages/chat-limits';
import { ChatController } from './messages/chat.controller';
import { ChatService } from './messages/chat.service';
import { ChatMessage, ChatMessageSchema } from './messages/chat-message.schema';
import { Conversation, ConversationSchema } from './messages/conversation.schema';
import { SystemMessagesConsumer } from './messages/system-messages.consumer';
import { ChatAccount, ChatAccountSchema } from './notices/chat-account.schema';
import { ChatAccountsConsumer } from './notices/chat-accounts.consumer';
import { ChatNotices } from './notices/chat-notices.service';
import { DealOwnerChangedConsumer } from './parties/deal-owner-changed.consumer';
import { OfferPartiesClient, TRADER_URL } from './parties/offer-parties';
import { ChatRooms } from './sockets/chat-rooms';
import { ChatSockets } from './sockets/chat-sockets';
import { SUPPORT_CONTROLLERS, SUPPORT_MODELS, SUPPORT_PROVIDERS } from './support';

export const CHAT_SERVICE = 'chat' as const;

/** The buyer/seller chat of the trader platform and the site's support chat: the chat bounded context. */
@Module({})
export class ChatModule {
  /** `traderUrl`: where the trader answers an offer's parties; single-machine mode passes its loopback URL. */
  static forRoot(config: PlatformConfig, options: ChatOptions = DEFAULT_CHAT_OPTIONS, traderUrl = serviceUrl('trader')): DynamicModule {
    return {
      module: ChatModule,
      imports: [
        PlatformModule.forService({ service: CHAT_SERVICE, config }),
        // Notices of messages to a party who is away, by mail or SMS (through the mail port).
        MailModule.forRoot(config),
        MailOutboxModule,
        DocumentStoreModule.forFeature([
          { name: Conversation.name, schema: ConversationSchema },
          { name: ChatMessage.name, schema: ChatMessageSchema },
          { name: ChatAccount.name, schema: ChatAccountSchema },
          ...SUPPORT_MODELS,
        ]),
      ],
      controllers: [
        ChatController,
        AdminChatsController,
        ...SUPPORT_CONTROLLERS,
        SystemMessagesConsumer,
        ChatAccountsConsumer,
        ChatClusterConsumer,
        DealOwnerChangedConsumer,
      ],
      providers: [
        { provide: CHAT_OPTIONS, useValue: options },
        { provide: TRADER_URL, useValue: traderUrl },
        OfferPartiesClient,
        ChatCluster,
        ChatRooms,
        ChatService,
        ChatLimits,
        ChatNotices,
        ChatSockets,
        AdminChats,
        ...SUPPORT_PROVIDERS,
      ],
    };
  }
}
