import { ProductCollection } from '@/features/catalogue/shop/product-collection';
import { ShopQuizPromo } from '@/features/catalogue/shop/shop-quiz-promo';
import { shopPageTitle } from '@/lib/shop-settings';

export function ShopRoute() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-10 sm:px-6 sm:py-14">
      <title>{shopPageTitle('Shop')}</title>
      <meta
        name="description"
        content={`Shop ${shopPageTitle()}'s whole collection of organic, vegan, cruelty-free skincare, body care, lip care and haircare — search and filter by category.`}
      />
      <header className="flex flex-col gap-3">
        <h1 className="text-4xl font-semibold text-forest sm:text-5xl">Shop</h1>
        <p className="max-w-2xl text-lg text-muted">
          Organic, vegan formulas for skin, body, lips and hair — every one cruelty-free and gently made.
        </p>
      </header>
      <ShopQuizPromo />
      <ProductCollection />
    </div>
  );
}
