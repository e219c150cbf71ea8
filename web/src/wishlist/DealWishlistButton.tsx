import { useEffect, useState } from 'react';
import { useAccountModals } from '../accounts/AccountModals';
import { useCartBusy, useStoredSession } from '../api';
import { useSavedDeals } from './useSavedItems';
import { useDealWishlistActions } from './useWishlistActions';
import { WishlistHeart } from './WishlistButton';

/**
 * A deal's heart, on deal cards and the deal page. A guest has no deal wishlist (the trader keeps it by account),
 * so a signed-out visitor's press opens the sign-in modal, staying on the page, and the deal is saved as soon as
 * they have signed in. Signed out it reads nothing: the heart shows unpressed at once.
 */
export function DealWishlistButton({ deal, compact = false, className }: { deal: { uuid: string; name: string }; compact?: boolean; className?: string }) {
  const { session } = useStoredSession();
  const modals = useAccountModals();
  const busy = useCartBusy(deal.uuid);
  const { add, remove } = useDealWishlistActions();
  const isSaved = useSavedDeals().saved.has(deal.uuid);
  const [savingAfterSignIn, setSavingAfterSignIn] = useState(false);

  useEffect(() => {
    if (!savingAfterSignIn || !session) return;
    setSavingAfterSignIn(false);
    void add(deal.uuid);
  }, [savingAfterSignIn, session, add, deal.uuid]);

  const toggle = () => {
    if (!session) {
      setSavingAfterSignIn(true);
      modals.openLogin('signIn');
    } else {
      void (isSaved ? remove(deal.uuid) : add(deal.uuid));
    }
  };
  return <WishlistHeart name={deal.name} isSaved={isSaved} busy={busy} compact={compact} className={className} onToggle={toggle} />;
}
