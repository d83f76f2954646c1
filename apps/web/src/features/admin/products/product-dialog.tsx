import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { Product } from '@/data/products';
import { ProductForm } from './product-form';

interface ProductDialogProps {
  open: boolean;
  product: Product | null;
  onOpenChange: (open: boolean) => void;
}

export function ProductDialog({ open, product, onOpenChange }: ProductDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{product ? `Edit ${product.name}` : 'Add product'}</DialogTitle>
        <DialogDescription>Name, price, description and category are required. Changes show in the shop at once.</DialogDescription>
        <ProductForm key={product?.id ?? 'new'} product={product} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
