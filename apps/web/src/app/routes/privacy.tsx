import { PrivacyPage } from '@/features/info/privacy-page';

export function PrivacyRoute() {
  return (
    <>
      <title>Privacy Policy — Pura</title>
      <meta
        name="description"
        content="Which personal data Pura keeps for accounts, orders, the newsletter and analytics, why, for how long, and your rights under the GDPR."
      />
      <PrivacyPage />
    </>
  );
}
