import { useState } from 'react';
import { Navigate } from 'react-router';
import { Card } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSession } from '@/data/session';
import { runtimeConfig } from '@/lib/runtime-config';
import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { type SocialProvider, useAuthActions, useReturnPath } from './use-auth-actions';

const SOCIAL_PROVIDERS = new Set<string>(['google', 'apple', 'oidc']);

/** /login (SPEC.md §2): tabs Sign In and Sign Up; a signed-in visitor is sent on. */
export function LoginPage() {
  const session = useSession();
  const returnPath = useReturnPath();
  const { signIn, signUp, signInWith } = useAuthActions();
  // The e-mail to start the forgotten-password form with; null while the Sign In form shows.
  const [recoveryEmail, setRecoveryEmail] = useState<string | null>(null);
  const providers = (runtimeConfig().oauthProviders ?? []).filter((p): p is SocialProvider => SOCIAL_PROVIDERS.has(p.id));

  if (session.data) return <Navigate to={returnPath} replace />;

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-12 sm:py-16">
      <header className="flex flex-col gap-2 text-center">
        <h1 className="text-4xl font-semibold text-forest">Welcome to Pura</h1>
        <p className="text-muted">Sign in or create an account to shop your routine.</p>
      </header>
      <Card className="p-6">
        <Tabs defaultValue="sign-in" className="flex flex-col gap-6">
          <TabsList className="grid grid-cols-2">
            <TabsTrigger value="sign-in">Sign In</TabsTrigger>
            <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
          </TabsList>
          <TabsContent value="sign-in">
            {recoveryEmail === null ? (
              <SignInForm onSubmit={signIn} onForgotPassword={setRecoveryEmail} />
            ) : (
              <ForgotPasswordForm initialEmail={recoveryEmail} onBack={() => setRecoveryEmail(null)} />
            )}
          </TabsContent>
          <TabsContent value="sign-up">
            <SignUpForm onSubmit={signUp} />
          </TabsContent>
        </Tabs>
        {providers.length > 0 && (
          <div className="mt-6 flex flex-col gap-3 border-t border-sand pt-6">
            {providers.map((provider) => (
              <Button key={provider.id} variant="outline" onClick={() => signInWith(provider)}>
                Continue with {provider.name}
              </Button>
            ))}
          </div>
        )}
      </Card>
    </div>
  );
}
