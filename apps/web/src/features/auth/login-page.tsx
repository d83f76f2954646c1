import { useState } from 'react';
import { Navigate } from '@/lib/router/navigate';
import { Card } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useLogout } from '@/components/auth/use-logout';
import { useSecondFactorPending, useSession } from '@/data/session';
import { runtimeConfig } from '@/lib/runtime-config';
import { shopSettings } from '@/lib/shop-settings';
import { preloadSdk } from '@/lib/sdk';
import { ForgotPasswordForm } from './forgot-password-form';
import { MagicLinkForm } from './magic-link-form';
import { MfaChallengeStep } from './mfa-challenge-step';
import { PhoneCodeForm } from './phone-code-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { type SocialProvider, useAuthActions, useReturnPath } from './use-auth-actions';

const SOCIAL_PROVIDERS = new Set<string>(['google', 'apple', 'oidc']);

/** /login (docs/product.md §2): tabs Sign In and Sign Up; a signed-in visitor is sent on. */
export function LoginPage() {
  const session = useSession();
  const returnPath = useReturnPath();
  const secondFactor = useSecondFactorPending();
  const { signIn, signInWithCode, signUp, signInWith, completeSecondFactor } = useAuthActions();
  // The other form the Sign In tab shows, started with the e-mail typed so far; null for Sign In itself.
  const [alternative, setAlternative] = useState<{ form: 'recovery' | 'magic' | 'phone'; email: string } | null>(null);
  const providers = (runtimeConfig().oauthProviders ?? []).filter((p): p is SocialProvider => SOCIAL_PROVIDERS.has(p.id));

  if (session.data) return <Navigate to={returnPath} replace />;
  if (secondFactor.data) return <SecondFactorPage onVerified={completeSecondFactor} />;

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-12 sm:py-16">
      <header className="flex flex-col gap-2 text-center">
        <h1 className="text-4xl font-semibold text-forest">Welcome to {shopSettings().store.shopName}</h1>
        <p className="text-muted">
          {returnPath === '/checkout'
            ? 'Sign in or create an account to check out. Your cart stays as it is.'
            : 'Sign in or create an account to shop your routine.'}
        </p>
      </header>
      {/* Focus inside (a field, a button) starts loading the SDK that any way of signing in needs. */}
      <Card className="p-6" onFocus={preloadSdk}>
        <Tabs defaultValue="sign-in" className="flex flex-col gap-6">
          <TabsList className="grid grid-cols-2">
            <TabsTrigger value="sign-in">Sign In</TabsTrigger>
            <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
          </TabsList>
          <TabsContent value="sign-in">
            {alternative === null && (
              <SignInForm
                onSubmit={signIn}
                onForgotPassword={(email) => setAlternative({ form: 'recovery', email })}
                onMagicLink={(email) => setAlternative({ form: 'magic', email })}
                onPhoneCode={() => setAlternative({ form: 'phone', email: '' })}
              />
            )}
            {alternative?.form === 'recovery' && (
              <ForgotPasswordForm initialEmail={alternative.email} onBack={() => setAlternative(null)} />
            )}
            {alternative?.form === 'magic' && (
              <MagicLinkForm initialEmail={alternative.email} onBack={() => setAlternative(null)} onCode={signInWithCode} />
            )}
            {alternative?.form === 'phone' && <PhoneCodeForm onBack={() => setAlternative(null)} onCode={signInWithCode} />}
          </TabsContent>
          <TabsContent value="sign-up">
            <SignUpForm onSubmit={signUp} />
          </TabsContent>
        </Tabs>
        {providers.length > 0 && (
          <div className="mt-6 flex flex-col gap-3 border-t border-sand pt-6">
            {providers.map((provider) => (
              <Button key={provider.id} variant="outline" onClick={() => void signInWith(provider)}>
                Continue with {provider.name}
              </Button>
            ))}
          </div>
        )}
      </Card>
    </div>
  );
}

/** A signed-in session that still owes its second factor: prove it, or log out (never stuck). */
function SecondFactorPage({ onVerified }: { onVerified: () => Promise<void> }) {
  const logout = useLogout();
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-12 sm:py-16">
      <header className="flex flex-col gap-2 text-center">
        <h1 className="text-4xl font-semibold text-forest">Finish signing in</h1>
        <p className="text-muted">Your account is protected by two-step verification.</p>
      </header>
      <Card className="p-6">
        <MfaChallengeStep onVerified={onVerified} loggingOut={logout.isPending} onLogout={() => logout.mutate()} />
      </Card>
    </div>
  );
}
