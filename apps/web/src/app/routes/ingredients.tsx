import { IngredientsPage } from '@/features/info/ingredients-page';

export function IngredientsRoute() {
  return (
    <>
      <title>Ingredients — Pura</title>
      <meta
        name="description"
        content="Rosehip, aloe vera, shea, jojoba, green tea and calendula: the six organic plant ingredients behind Pura's formulas and what they do for you."
      />
      <IngredientsPage />
    </>
  );
}
