import { Clock, RotateCcw, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { Product } from '@/data/products';

const TRIGGER = 'whitespace-normal rounded-xl px-2 leading-tight sm:whitespace-nowrap sm:rounded-full sm:px-4';

/**
 * SPEC.md §2 product page tabs: Ingredients, Reviews, Shipping & Returns. The product page
 * states its own policy (SPEC.md §9: free shipping over €50, 30-day return, 3-5 business days;
 * the footer's €30/14-day reading stands as well). Below €50 shipping is free too (§9 'Shipping
 * is shown as Free'): no text may promise a shipping charge the checkout never makes.
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
          <p className="mt-2 text-muted">The ingredient list for this product is being updated. Ask us any time through the contact page.</p>
        )}
      </TabsContent>
      <TabsContent value="reviews" className="rounded-[var(--radius-card)] border border-sand/70 bg-white/70 p-6">
        {reviews}
      </TabsContent>
      <TabsContent value="shipping" className="rounded-[var(--radius-card)] border border-sand/70 bg-white/70 p-6">
        <h2 className="text-xl font-semibold text-forest">Shipping & Returns</h2>
        <ul className="mt-4 flex flex-col gap-4">
          <Policy icon={<Truck aria-hidden="true" className="size-5" />} title="Free shipping over €50">
            Orders over €50 ship free, and so does every smaller order: checkout always shows shipping as Free.
          </Policy>
          <Policy icon={<Clock aria-hidden="true" className="size-5" />} title="Delivered in 3-5 business days">
            We pack your order within one business day in plastic-free packaging.
          </Policy>
          <Policy icon={<RotateCcw aria-hidden="true" className="size-5" />} title="30-day returns">
            Not right for you? Return it within 30 days of delivery for a full refund.
          </Policy>
        </ul>
      </TabsContent>
    </Tabs>
  );
}

function Policy({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-sage-100 text-forest">{icon}</span>
      <div>
        <h3 className="font-sans text-base font-semibold text-ink">{title}</h3>
        <p className="text-sm text-muted">{children}</p>
      </div>
    </li>
  );
}
