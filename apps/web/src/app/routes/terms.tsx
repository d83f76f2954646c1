import { TermsPage } from '@/features/info/terms-page';

export function TermsRoute() {
  return (
    <>
      <title>Terms & Conditions — Pura</title>
      <meta
        name="description"
        content="Pura's terms of sale: ordering, prices in euro, delivery, your 14-day right of withdrawal, returns and how to contact us."
      />
      <TermsPage />
    </>
  );
}
