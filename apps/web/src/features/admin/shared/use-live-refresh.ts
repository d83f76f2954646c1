import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SHOP_DATABASE_ID } from '@/data/products';
import { refetchAfterChange } from '@/lib/query-client';
import { loadSdk } from '@/lib/sdk';

/**
 * Refetches the given admin queries whenever a document of the collection changes (realtime),
 * so an open table shows new orders, checkout's stock changes or another admin's edits. The
 * channel opens once the SDK has loaded; one closed before that never opens.
 */
export function useLiveRefresh(collectionId: string, queryKeys: readonly QueryKey[]): void {
  const queryClient = useQueryClient();
  const keys = JSON.stringify(queryKeys);
  useEffect(() => {
    const parsed = JSON.parse(keys) as QueryKey[];
    let closed = false;
    let closeChannel = () => undefined as void;
    void loadSdk().then(({ appwriteClient }) => {
      if (closed) return;
      closeChannel = appwriteClient.subscribe(`databases.${SHOP_DATABASE_ID}.collections.${collectionId}.documents`, () => {
        for (const queryKey of parsed) void refetchAfterChange(queryClient, { queryKey });
      });
    });
    return () => {
      closed = true;
      closeChannel();
    };
  }, [queryClient, collectionId, keys]);
}
