import { MagicLinkPage } from '@/features/auth/magic-link-page';

export function MagicLinkRoute() {
  return (
    <>
      <title>Sign In — Pura</title>
      <MagicLinkPage />
    </>
  );
}
