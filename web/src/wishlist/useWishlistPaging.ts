import { useEffect } from 'react';

/** Removing the last entry of the last page leaves that page empty: show the one before it. */
export function useKeepPageInRange(page: number, lastPage: number | undefined, setPage: (page: number) => void): void {
  useEffect(() => {
    if (lastPage !== undefined && page > 1 && page > lastPage) setPage(Math.max(1, lastPage));
  }, [lastPage, page, setPage]);
}
