import { TermsPage } from '@/features/info/terms-page';
import { shopPageTitle } from '@/lib/shop-settings';

export function TermsRoute() {
  return (
    <>
      <title>{shopPageTitle('Terms & Conditions')}</title>
      <meta
        name="description"
        content={`${shopPageTitle()}'s terms of sale: ordering, prices in euro, delivery, your right of withdrawal, returns and how to contact us.`}
      />
      <TermsPage />
    </>
  );
}
