import { useEffect, useRef, useState } from 'react';
import './support-widget.css';
import { SupportPanel } from './SupportPanel';
import { SUPPORT_TEXT } from './text';
import { useSupportChat } from './useSupportChat';

const T = SUPPORT_TEXT.widget;

/**
 * The site's chat widget (shop spec): a round button at the bottom right, with the count of the team's unread
 * answers, that opens the support chat's panel; on a phone the panel is a sheet across the screen's width. Its own
 * chunk, loaded once the page is idle (SupportWidgetSlot). `hidden` where the spec hides it: it stays mounted, so
 * its conversation and socket carry on when the visitor comes back.
 */
export function SupportWidget({ hidden = false }: { hidden?: boolean }) {
  const [open, setOpen] = useState(false);
  const showing = open && !hidden;
  const chat = useSupportChat(showing);
  const launcher = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // Closing hands the focus back to the button that opened the panel.
  useEffect(() => {
    if (wasOpen.current && !showing) launcher.current?.focus();
    wasOpen.current = showing;
  }, [showing]);

  if (hidden) return null;
  return (
    <div className={`support-widget${open ? ' support-widget-open' : ''}`}>
      {open && <SupportPanel chat={chat} onClose={() => setOpen(false)} />}
      <button
        ref={launcher}
        type="button"
        className="btn btn-amber shadow support-launcher"
        aria-expanded={open}
        aria-controls="support-panel"
        aria-label={!open && chat.unread > 0 ? `${T.open} (${T.unread(chat.unread)})` : T.open}
        title={open ? T.close : T.open}
        onClick={() => setOpen((now) => !now)}
      >
        <i className={`bi bi-${open ? 'x-lg' : 'chat-left-text'}`} aria-hidden="true" />
        {!open && chat.unread > 0 && (
          <span className="badge rounded-pill text-bg-danger support-launcher-badge" aria-hidden="true">
            {chat.unread}
          </span>
        )}
      </button>
    </div>
  );
}
