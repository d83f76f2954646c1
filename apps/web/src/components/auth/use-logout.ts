import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@/lib/router/hooks';
import { toast } from '@/lib/toast';
import { SECOND_FACTOR_QUERY_KEY, replaceSession } from '@/data/session';
import { loadSdk } from '@/lib/sdk';
import { logoutState } from './logout-state';

/** Logout (docs/product.md §4 'Session'): deletes the current session, clears the user, returns to /. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => (await loadSdk()).account.deleteSession({ sessionId: 'current' }),
    onSuccess: async () => {
      logoutState.leaving = true;
      await navigate('/');
      // Signed out, nothing is owed either: a session that waited for its second factor is gone too.
      await replaceSession(queryClient, null);
      queryClient.setQueryData(SECOND_FACTOR_QUERY_KEY, false);
      toast.success('Logged out successfully!');
      window.setTimeout(() => {
        logoutState.leaving = false;
      }, 0);
    },
    onError: () => toast.error('Failed to log out'),
  });
}
