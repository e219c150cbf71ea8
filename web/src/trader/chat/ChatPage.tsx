import type { OfferParty } from '@solar/contracts';
import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  CHAT_STATUS_STEP,
  useChatStatus,
  useOffer,
  useRevalidateChatModeration,
  useRevalidateChatStatus,
  useRevalidateNegotiation,
  useRevalidateOffers,
  useStoredSession,
} from '../../api';
import { paths } from '../../paths';
import { ErrorAlert, Loading } from '../../shared/components/ApiStatus';
import { usePageTitle } from '../../shared/hooks/usePageTitle';
import { OfferCard } from '../offers/OfferCard';
import { chatPath } from './chatPath';
import { ChatSettingsButton } from './ChatSettings';
import { ChatThread } from './ChatThread';
import { ConversationList } from './ConversationList';
import { useChat, type ChatActivity } from './useChat';
import { CHAT_TEXT } from './text';

const T = CHAT_TEXT;

/** The open offer as its card shows it: terms, moves, quote and contract. */
function OfferPanel({ offerId }: { offerId: string }) {
  const { data, error, mutate } = useOffer(offerId);
  if (error) return <ErrorAlert error={error} onRetry={() => void mutate()} />;
  if (!data) return <Loading />;
  return <OfferCard offer={data} />;
}

/** The chat's margin below it, px. */
const BOTTOM_GAP_PX = 12;

/**
 * Makes the chat fill the window below the header, so the composer shows without scrolling the page; again when
 * the window changes size or the page's head comes or goes (`layoutChanged`).
 */
function useFitToViewport(element: RefObject<HTMLElement | null>, layoutChanged: unknown) {
  useLayoutEffect(() => {
    const fit = () => {
      const target = element.current;
      if (!target) return;
      const top = target.getBoundingClientRect().top + window.scrollY;
      target.style.setProperty('--chat-height', `${Math.round(window.innerHeight - top - BOTTOM_GAP_PX)}px`);
    };
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [element, layoutChanged]);
}

/**
 * /trader/chat/buyer and /trader/chat/seller: the user's conversations of one side (the bids they made, or the
 * offers on their deals), the open one (`?offer_id=`) with its messages, and its offer beside them. On a phone the
 * list and the conversation are separate views and the offer folds above the messages.
 */
export function ChatPage({ side }: { side: OfferParty }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const offerId = params.get('offer_id');
  const { session } = useStoredSession();
  usePageTitle(T.title[side]);

  const [limit, setLimit] = useState(CHAT_STATUS_STEP);
  const status = useChatStatus(limit);
  const revalidateStatus = useRevalidateChatStatus();
  const revalidateOffers = useRevalidateOffers();
  const revalidateNegotiation = useRevalidateNegotiation();
  const revalidateModeration = useRevalidateChatModeration();

  // Every message changes the list (last message, unread); the marketplace's tell of a move of the offer (a
  // signed contract also ends the contact moderation).
  const onActivity = useCallback(
    (activity: ChatActivity) => {
      void revalidateStatus();
      if (activity.kind === 'message' && activity.message.event !== null) {
        void revalidateOffers();
        void revalidateNegotiation(activity.message.offer_id);
        void revalidateModeration();
      }
    },
    [revalidateStatus, revalidateOffers, revalidateNegotiation, revalidateModeration],
  );
  const chat = useChat(offerId, { onActivity });

  const conversations = (status.data?.items ?? []).filter((conversation) => conversation.side === side);
  const open = conversations.find((conversation) => conversation.offer_id === offerId);
  const { data: offer } = useOffer(offerId);
  const otherSide: OfferParty = side === 'buyer' ? 'seller' : 'buyer';
  // The other side's page is offered to whoever holds its role: sellers, and buyers (customers).
  const mayOpenOther = session?.role.includes(otherSide === 'seller' ? 'seller' : 'customer') ?? false;
  const online = chat.thread.online ?? open?.counterpart_online ?? false;
  const layout = useRef<HTMLDivElement>(null);
  useFitToViewport(layout, offerId !== null);

  return (
    <div className={`chat-page container-xxl${offerId ? ' chat-page-open' : ''}`} data-chat-side={side}>
      <div className={`chat-page-head flex-wrap align-items-center gap-2 ${offerId ? 'd-none d-md-flex' : 'd-flex'}`}>
        <h1 className="h5 mb-0 me-auto">
          <i className="bi bi-chat-dots text-amber me-2" aria-hidden="true" />
          {T.title[side]}
        </h1>
        {mayOpenOther && (
          <Link to={chatPath(otherSide)} className="btn btn-sm btn-link text-body">
            {T.otherPage[side]}
          </Link>
        )}
        <Link to={`${paths.traderOfferOrBid}?tab=${side === 'seller' ? 'selling' : 'bids'}`} className="btn btn-sm btn-outline-secondary">
          {T.backToOffers}
        </Link>
        <ChatSettingsButton />
      </div>
      <div className="chat-layout" ref={layout}>
        <aside className="chat-pane chat-list-pane" aria-label={T.list.label}>
          <p className="chat-list-intro small text-secondary mb-0">{T.intro[side]}</p>
          {status.error ? (
            <div className="p-2">
              <ErrorAlert error={status.error} onRetry={() => void status.mutate()} />
            </div>
          ) : !status.data ? (
            <Loading />
          ) : (
            <ConversationList
              side={side}
              conversations={conversations}
              selected={offerId}
              onlineOverride={offerId && chat.thread.online !== null ? { offerId, online: chat.thread.online } : null}
              canShowMore={status.data.last_page > status.data.page}
              onShowMore={() => setLimit((shown) => shown + CHAT_STATUS_STEP)}
            />
          )}
        </aside>
        <div className="chat-pane chat-thread-pane">
          {offerId ? (
            <ChatThread
              key={offerId}
              chat={chat}
              dealName={open?.deal_name ?? offer?.deal.name ?? ''}
              counterpart={T.counterpart[open?.counterpart ?? (side === 'buyer' ? 'Seller' : 'Buyer')]}
              online={online}
              offerPanel={<OfferPanel offerId={offerId} />}
              onBack={() => navigate(chatPath(side))}
            />
          ) : (
            <div className="h-100 d-flex flex-column align-items-center justify-content-center text-secondary p-4 text-center">
              <i className="bi bi-chat-left-text fs-1 mb-2" aria-hidden="true" />
              <p className="mb-0">{T.thread.choose}</p>
            </div>
          )}
        </div>
        {offerId && (
          <aside className="chat-pane chat-offer-pane d-none d-xl-block" aria-label={T.offer.title}>
            <OfferPanel offerId={offerId} />
          </aside>
        )}
      </div>
    </div>
  );
}
