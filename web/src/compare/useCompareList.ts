import { useSyncExternalStore } from 'react';
import { getCompareSnapshot, getServerCompareSnapshot, subscribeCompare, type CompareEntry } from './compareStore';

/** The compare list; re-renders when it changes (here, or in another tab). */
export const useCompareList = (): readonly CompareEntry[] => useSyncExternalStore(subscribeCompare, getCompareSnapshot, getServerCompareSnapshot);
