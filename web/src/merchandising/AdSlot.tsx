import type { AdSlot as Slot, PublicAdView } from '@solar/contracts';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminApi, useSlotAds } from '../api';
import { MERCHANDISING_TEXT } from './text';
import { useDeferredFirstAnswer } from '../shared/hooks/useDeferredFirstAnswer';

const T = MERCHANDISING_TEXT.ad;

const isSitePath = (link: string): boolean => link.startsWith('/') && !link.startsWith('//');

/**
 * The ad showing now in a slot (MERCHANDISING_API.ads), if any. A click is counted first (adClick, which answers
 * where to go) and then followed; if counting fails, the ad's own link is followed all the same. The link stays a
 * real link, so opening it in a new tab works (uncounted).
 */
export function AdSlot({ slot, className = 'container my-3' }: { slot: Slot; className?: string }) {
  const data = useDeferredFirstAnswer(useSlotAds(slot).data);
  const navigate = useNavigate();
  const ad: PublicAdView | undefined = data?.[0];
  if (!ad) return null;

  const follow = (link: string) => {
    if (isSitePath(link)) navigate(link);
    else window.location.assign(link);
  };

  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    adminApi.adClick(ad.id).then(
      (result) => follow(result.data.link || ad.link),
      () => follow(ad.link),
    );
  };

  return (
    <aside className={className} aria-label={T.label} data-ad-slot={slot}>
      <a href={ad.link} onClick={click} className="home-ad d-flex align-items-center gap-3 border rounded-3 p-2 text-decoration-none text-body">
        <img src={ad.image_url} alt="" width={160} height={105} loading="lazy" className="rounded object-fit-cover flex-shrink-0 home-ad-image" />
        <span className="fw-semibold flex-grow-1">{ad.title}</span>
        <span className="badge text-bg-light border align-self-start">{T.badge}</span>
      </a>
    </aside>
  );
}
