import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { Product } from '@/data/products';
import { ShopPolicies } from '@/components/policies/shop-policies';

const TRIGGER = 'whitespace-normal rounded-xl px-2 leading-tight sm:whitespace-nowrap sm:rounded-full sm:px-4';

/**
 * docs/product.md §2 product page tabs: Ingredients, Reviews, Shipping & Returns. The policies are the
 * shop's settings (decision 024), the same the footer, FAQ and /shipping show; no text may promise a
 * shipping charge the checkout never makes (§9 'Shipping is shown as Free').
 */
export function ProductInfoTabs({ product, reviews }: { product: Product; reviews: ReactNode }) {
  return (
    <Tabs defaultValue="ingredients" className="mt-14">
      {/* On phones the three tabs share the width and may wrap to two lines; from sm they are pills. */}
      <TabsList aria-label="Product information" className="grid w-full grid-cols-3 rounded-2xl sm:inline-flex sm:w-auto sm:rounded-full">
        <TabsTrigger value="ingredients" className={TRIGGER}>
          Ingredients
        </TabsTrigger>
        <TabsTrigger value="reviews" className={TRIGGER}>
          Reviews
        </TabsTrigger>
        <TabsTrigger value="shipping" className={TRIGGER}>
          Shipping & Returns
        </TabsTrigger>
      </TabsList>
      <TabsContent value="ingredients" className="rounded-[var(--radius-card)] border border-sand/70 bg-white/70 p-6">
        <h2 className="text-xl font-semibold text-forest">Ingredients</h2>
        {product.ingredients.length > 0 ? (
          <>
            <p className="mt-2 text-sm text-muted">Full ingredient list (INCI), highest concentration first. Every ingredient is vegan.</p>
            <p className="mt-4 leading-relaxed">{product.ingredients.join(', ')}</p>
          </>
        ) : (
          <p className="mt-2 text-muted">
            The ingredient list for this product is being updated. Ask us any time through the contact page.
          </p>
        )}
      </TabsContent>
      <TabsContent value="reviews" className="rounded-[var(--radius-card)] border border-sand/70 bg-white/70 p-6">
        {reviews}
      </TabsContent>
      <TabsContent value="shipping" className="rounded-[var(--radius-card)] border border-sand/70 bg-white/70 p-6">
        <h2 className="text-xl font-semibold text-forest">Shipping & Returns</h2>
        <ShopPolicies />
      </TabsContent>
    </Tabs>
  );
}
