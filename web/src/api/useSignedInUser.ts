import { useStoredSession } from './owner';

/** What the signed-in user is to what a page shows; both answer false while signed out. */

/** Whether the signed-in user is the item's seller (the server refuses their own item: 'You cannot buy your own item.'). */
export function useIsOwnItem(ownerId: string): boolean {
  const { session } = useStoredSession();
  return session !== null && session.user.id === ownerId;
}

/** Whether the signed-in user sells; the Sell chooser's destinations depend on it. */
export function useIsSeller(): boolean {
  const { session } = useStoredSession();
  return session?.role.includes('seller') ?? false;
}
