import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from '@/lib/router/hooks';
import { fetchSessionUser, replaceSession } from '@/data/session';
import { loadSdk } from '@/lib/sdk';

const REDIRECT_DELAY_MS = 2000;

/** /auth/success (docs/product.md §2): exchanges the OAuth token, refreshes the session, then goes to / after 2 s. */
export function AuthSuccessPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = params.get('userId');
  const secret = params.get('secret');

  const exchange = useQuery({
    queryKey: ['oauth-exchange', userId, secret],
    queryFn: async () => {
      if (userId && secret) await (await loadSdk()).account.createSession({ userId, secret });
      const user = await fetchSessionUser();
      if (!user) throw new Error('No session after social sign-in');
      await replaceSession(queryClient, user);
      return user;
    },
    retry: false,
    staleTime: Infinity,
  });

  useEffect(() => {
    if (exchange.isError) {
      void navigate('/login', { replace: true });
      return;
    }
    if (!exchange.isSuccess) return;
    const timer = window.setTimeout(() => void navigate('/', { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [exchange.isError, exchange.isSuccess, navigate]);

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-3 px-4 py-20 text-center" role="status">
      <h1 className="text-3xl font-semibold text-forest">{exchange.isSuccess ? 'Login successful!' : 'Completing sign-in...'}</h1>
      <p className="text-muted">
        {exchange.isSuccess
          ? `Welcome, ${exchange.data.name || exchange.data.email}. Redirecting you to the shop...`
          : 'Please wait a moment.'}
      </p>
    </div>
  );
}
