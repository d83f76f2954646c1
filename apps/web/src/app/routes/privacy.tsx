import { PrivacyPage } from '@/features/info/privacy-page';
import { shopPageTitle } from '@/lib/shop-settings';

export function PrivacyRoute() {
  return (
    <>
      <title>{shopPageTitle('Privacy Policy')}</title>
      <meta
        name="description"
        content={`Which personal data ${shopPageTitle()} keeps for accounts, orders, the newsletter and analytics, why, for how long, and your rights under the GDPR.`}
      />
      <PrivacyPage />
    </>
  );
}
