import { IngredientsPage } from '@/features/info/ingredients-page';
import { shopPageTitle } from '@/lib/shop-settings';

export function IngredientsRoute() {
  return (
    <>
      <title>{shopPageTitle('Ingredients')}</title>
      <meta
        name="description"
        content={`Rosehip, aloe vera, shea, jojoba, green tea and calendula: the six organic plant ingredients behind ${shopPageTitle()}'s formulas and what they do for you.`}
      />
      <IngredientsPage />
    </>
  );
}
