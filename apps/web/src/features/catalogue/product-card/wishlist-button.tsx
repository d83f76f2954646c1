import { Heart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toggleWishlist, useIsWishlisted } from '@/data/wishlist';
import { cn } from '@/lib/cn';

/** The local-only wishlist heart (docs/product.md §2); its label says what a press will do. */
export function WishlistButton({ product, className }: { product: { id: string; name: string }; className?: string }) {
  const saved = useIsWishlisted(product.id);
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => toggleWishlist(product.id)}
      aria-label={saved ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`}
      className={cn('bg-white/85 shadow-sm hover:bg-white', className)}
    >
      <Heart className={cn('!size-5', saved ? 'fill-terracotta-dark text-terracotta-dark' : 'text-forest')} aria-hidden="true" />
    </Button>
  );
}
