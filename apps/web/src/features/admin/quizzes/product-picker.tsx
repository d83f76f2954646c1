import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { type Product, productImageUrl } from '@/data/products';
import { formatPrice } from '@/lib/format-price';

/** Enough matches to pick from; a longer list means the search should be narrower. */
const SHOWN = 30;

const stockText = (product: Product) =>
  product.stock === null ? 'Unlimited stock' : product.stock === 0 ? 'Out of stock' : `${product.stock} in stock`;

function ProductLine({ product }: { product: Product }) {
  return (
    <span className="flex min-w-0 items-center gap-3 text-left">
      <img src={productImageUrl(product, 96)} alt="" width={40} height={40} className="size-10 shrink-0 rounded-lg object-cover" />
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-medium text-ink">{product.name}</span>
        <span className={product.stock === 0 ? 'text-xs text-danger' : 'text-xs text-muted'}>
          {formatPrice(product.price)} · {stockText(product)}
        </span>
      </span>
    </span>
  );
}

/**
 * The product a rule recommends, and a dialog that searches the live catalogue (by name or id) to
 * choose another. A rule naming a product the catalogue lacks says so.
 */
export function ProductPicker({
  id,
  label,
  productId,
  products,
  onChange,
}: {
  id: string;
  label: ReactNode;
  productId: string;
  products: readonly Product[];
  onChange: (productId: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const chosen = products.find((product) => product.id === productId);
  const needle = search.trim().toLowerCase();
  const matches = products
    .filter((product) => !needle || product.name.toLowerCase().includes(needle) || product.id.includes(needle))
    .slice(0, SHOWN);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <span className="text-xs font-medium text-muted" id={`${id}-label`}>
        {label}
      </span>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger>
          <Button
            type="button"
            id={id}
            variant="outline"
            className="h-auto min-h-14 justify-start rounded-xl px-3 py-2"
            aria-labelledby={`${id}-label ${id}`}
          >
            {chosen ? (
              <ProductLine product={chosen} />
            ) : (
              <span className="text-danger">{productId ? `No product '${productId}' in the catalogue` : 'Choose a product'}</span>
            )}
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Choose the product</DialogTitle>
          <DialogDescription>Search the live catalogue by name.</DialogDescription>
          <Input
            type="search"
            aria-label="Search products"
            placeholder="Search products"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <ul className="flex max-h-[50vh] flex-col gap-1 overflow-y-auto" aria-label="Products">
            {matches.map((product) => (
              <li key={product.id}>
                <button
                  type="button"
                  aria-current={product.id === productId || undefined}
                  className="flex w-full rounded-xl p-2 hover:bg-sage-100 aria-[current=true]:bg-sage-100 cursor-pointer"
                  onClick={() => {
                    onChange(product.id);
                    setOpen(false);
                  }}
                >
                  <ProductLine product={product} />
                </button>
              </li>
            ))}
          </ul>
          {matches.length === 0 && <p className="text-sm text-muted">No product matches “{search}”.</p>}
        </DialogContent>
      </Dialog>
    </div>
  );
}
