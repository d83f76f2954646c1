import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SHOP_DATABASE_ID, appwriteClient } from '@/lib/appwrite';

/**
 * Refetches the given admin queries whenever a document of the collection changes (realtime),
 * so an open table shows new orders, checkout's stock changes or another admin's edits.
 */
export function useLiveRefresh(collectionId: string, queryKeys: readonly QueryKey[]): void {
  const queryClient = useQueryClient();
  const keys = JSON.stringify(queryKeys);
  useEffect(() => {
    const parsed = JSON.parse(keys) as QueryKey[];
    return appwriteClient.subscribe(`databases.${SHOP_DATABASE_ID}.collections.${collectionId}.documents`, () => {
      for (const queryKey of parsed) void queryClient.invalidateQueries({ queryKey });
    });
  }, [queryClient, collectionId, keys]);
}
