import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@/lib/router/hooks';
import { toast } from '@/lib/toast';
import { SESSION_QUERY_KEY } from '@/data/session';
import { account } from '@/lib/appwrite';
import { logoutState } from './logout-state';

/** Logout (SPEC.md §4 'Session'): deletes the current session, clears the user, returns to /. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => account.deleteSession({ sessionId: 'current' }),
    onSuccess: async () => {
      logoutState.leaving = true;
      await navigate('/');
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      toast.success('Logged out successfully!');
      window.setTimeout(() => {
        logoutState.leaving = false;
      }, 0);
    },
    onError: () => toast.error('Failed to log out'),
  });
}
