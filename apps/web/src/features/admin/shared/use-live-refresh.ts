import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SHOP_DATABASE_ID } from '@/data/products';
import { refetchAfterChange } from '@/lib/query-client';
import { followChannel } from '@/lib/live-channel';

/**
 * Refetches the given admin queries whenever a document of the collection changes (realtime),
 * so an open table shows new orders, checkout's stock changes or another admin's edits — and
 * when the channel opens or reopens after a drop, for the changes it was not there to hear.
 */
export function useLiveRefresh(collectionId: string, queryKeys: readonly QueryKey[]): void {
  const queryClient = useQueryClient();
  const keys = JSON.stringify(queryKeys);
  useEffect(() => {
    const parsed = JSON.parse(keys) as QueryKey[];
    const refetch = () => {
      for (const queryKey of parsed) void refetchAfterChange(queryClient, { queryKey });
    };
    return followChannel(`databases.${SHOP_DATABASE_ID}.collections.${collectionId}.documents`, { onEvent: refetch, onCatchUp: refetch });
  }, [queryClient, collectionId, keys]);
}
