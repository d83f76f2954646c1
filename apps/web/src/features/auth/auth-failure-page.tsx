import { useEffect } from 'react';
import { Link } from '@/lib/router/link';
import { useNavigate } from '@/lib/router/hooks';
import { Button } from '@/components/ui/button';

const REDIRECT_DELAY_MS = 5000;

/** /auth/failure (docs/product.md §2): possible causes, Try Again, and /login after 5 s. */
export function AuthFailurePage() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => void navigate('/login', { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-5 px-4 py-20">
      <h1 className="text-3xl font-semibold text-forest">Sign-in failed</h1>
      <p className="text-muted">We couldn&apos;t complete your social sign-in. This can happen when:</p>
      <ul className="list-disc pl-6 text-muted">
        <li>you cancelled the sign-in at the provider;</li>
        <li>the provider did not share your e-mail address;</li>
        <li>the sign-in link expired or was already used;</li>
        <li>your browser blocked the cookies the sign-in needs.</li>
      </ul>
      <p className="text-sm text-muted">You will be taken back to the sign-in page in a few seconds.</p>
      <Button asChild className="self-start">
        <Link to="/login">Try Again</Link>
      </Button>
    </div>
  );
}
