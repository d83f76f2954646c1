import { ArrowDown, ArrowUp, ArrowUpDown, Pencil } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { type Product, productImageUrl } from '@/data/products';
import { formatPrice } from '@/lib/format-price';
import { ConfirmDeleteButton } from '../shared/confirm-dialog';
import { HiddenTh, Table, Td, Th } from '../shared/table';
import type { ProductSort, ProductSortField } from './use-admin-products';
import { useDeleteProduct } from './use-product-mutations';

interface ProductsTableProps {
  products: Product[];
  sort: ProductSort;
  onSort: (field: ProductSortField) => void;
  onEdit: (product: Product) => void;
}

function SortHeader({
  field,
  label,
  sort,
  onSort,
  className,
}: {
  field: ProductSortField;
  label: string;
  sort: ProductSort;
  onSort: (f: ProductSortField) => void;
  className?: string;
}) {
  const active = sort.field === field;
  const Icon = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <Th aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'} className={className}>
      <button type="button" onClick={() => onSort(field)} className="inline-flex items-center gap-1 rounded cursor-pointer hover:underline">
        {label}
        <Icon className="size-3.5" aria-hidden />
      </button>
    </Th>
  );
}

export function ProductsTable({ products, sort, onSort, onEdit }: ProductsTableProps) {
  const remove = useDeleteProduct();
  return (
    <Table caption="Products">
      <thead>
        <tr>
          <HiddenTh>Image</HiddenTh>
          <SortHeader field="name" label="Name" sort={sort} onSort={onSort} />
          <SortHeader field="category" label="Category" sort={sort} onSort={onSort} />
          <SortHeader field="price" label="Price" sort={sort} onSort={onSort} className="text-right" />
          <SortHeader field="stock" label="Stock" sort={sort} onSort={onSort} className="text-right" />
          <Th>Flags</Th>
          <HiddenTh>Actions</HiddenTh>
        </tr>
      </thead>
      <tbody>
        {products.map((product) => (
          <tr key={product.id} data-row-id={product.id}>
            <Td>
              <img src={productImageUrl(product, 96)} alt="" width={48} height={48} className="size-12 rounded-lg object-cover" />
            </Td>
            <Td className="font-medium">{product.name}</Td>
            <Td>{product.category}</Td>
            <Td className="text-right tabular-nums">
              {formatPrice(product.price)}
              {product.originalPrice !== null && (
                <span className="ml-1 text-xs text-muted line-through">{formatPrice(product.originalPrice)}</span>
              )}
            </Td>
            <Td className="text-right tabular-nums">
              {product.stock === null ? (
                'Unlimited'
              ) : product.stock === 0 ? (
                <span className="font-semibold text-danger">0</span>
              ) : (
                product.stock
              )}
            </Td>
            <Td>
              <div className="flex flex-wrap gap-1">
                {product.isNew && <Badge>New</Badge>}
                {product.isBestseller && <Badge variant="terracotta">Bestseller</Badge>}
              </div>
            </Td>
            <Td>
              <div className="flex justify-end gap-1">
                <Button variant="ghost" size="sm" onClick={() => onEdit(product)} aria-label={`Edit ${product.name}`}>
                  <Pencil aria-hidden /> Edit
                </Button>
                <ConfirmDeleteButton
                  name={product.name}
                  title={`Delete ${product.name}?`}
                  description="The product and its image are removed from the shop. Orders already placed keep their lines."
                  confirmLabel="Delete product"
                  onConfirm={() => remove.mutateAsync(product)}
                />
              </div>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
