import { Navigate } from 'react-router';
import { Card } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSession } from '@/data/session';
import { runtimeConfig } from '@/lib/runtime-config';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { useAuthActions, useReturnPath } from './use-auth-actions';

const PROVIDER_LABELS = { google: 'Continue with Google', apple: 'Continue with Apple' } as const;

/** /login (SPEC.md §2): tabs Sign In and Sign Up; a signed-in visitor is sent on. */
export function LoginPage() {
  const session = useSession();
  const returnPath = useReturnPath();
  const { signIn, signUp, signInWith } = useAuthActions();
  const providers = (runtimeConfig().oauthProviders ?? []).map((p) => p.id).filter((id): id is keyof typeof PROVIDER_LABELS => id in PROVIDER_LABELS);

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
            <SignInForm onSubmit={signIn} />
          </TabsContent>
          <TabsContent value="sign-up">
            <SignUpForm onSubmit={signUp} />
          </TabsContent>
        </Tabs>
        {providers.length > 0 && (
          <div className="mt-6 flex flex-col gap-3 border-t border-sand pt-6">
            {providers.map((provider) => (
              <Button key={provider} variant="outline" onClick={() => signInWith(provider)}>
                {PROVIDER_LABELS[provider]}
              </Button>
            ))}
          </div>
        )}
      </Card>
    </div>
  );
}
