import { AboutPage } from '@/features/info/about-page';
import { shopPageTitle } from '@/lib/shop-settings';

export function AboutRoute() {
  return (
    <>
      <title>{shopPageTitle('Our Story')}</title>
      <meta
        name="description"
        content={`How ${shopPageTitle()} began: organic, vegan, cruelty-free skincare made in small batches, with nothing to hide.`}
      />
      <AboutPage />
    </>
  );
}
