import { Pencil } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { type Product, productImageUrl } from '@/data/products';
import { formatPrice } from '@/lib/format-price';
import { ConfirmDeleteButton } from '../shared/confirm-dialog';
import { type Column, type ColumnSort, DataTable } from '../shared/table';
import type { ProductSort, ProductSortField } from './use-admin-products';
import { useDeleteProduct } from './use-product-mutations';

interface ProductsTableProps {
  products: Product[];
  sort: ProductSort;
  onSort: (field: ProductSortField) => void;
  onEdit: (product: Product) => void;
}

export function ProductsTable({ products, sort, onSort, onEdit }: ProductsTableProps) {
  const remove = useDeleteProduct();
  const sortBy = (field: ProductSortField): ColumnSort => ({
    direction: sort.field !== field ? 'none' : sort.direction === 'asc' ? 'ascending' : 'descending',
    onSort: () => onSort(field),
  });
  const columns: Column<Product>[] = [
    {
      header: 'Image',
      place: 'media',
      cell: (product) => (
        <img src={productImageUrl(product, 96)} alt="" width={48} height={48} className="size-12 rounded-lg object-cover" />
      ),
    },
    { header: 'Name', place: 'title', sort: sortBy('name'), cell: (product) => product.name },
    { header: 'Category', sort: sortBy('category'), cell: (product) => product.category },
    {
      header: 'Price',
      numeric: true,
      sort: sortBy('price'),
      cell: (product) => (
        <>
          {formatPrice(product.price)}
          {product.originalPrice !== null && (
            <span className="ml-1 text-xs text-muted line-through">{formatPrice(product.originalPrice)}</span>
          )}
        </>
      ),
    },
    {
      header: 'Stock',
      numeric: true,
      sort: sortBy('stock'),
      cell: (product) =>
        product.stock === null ? 'Unlimited' : product.stock === 0 ? <span className="font-semibold text-danger">0</span> : product.stock,
    },
    {
      header: 'Flags',
      cell: (product) => (
        <div className="flex flex-wrap gap-1">
          {product.isNew && <Badge>New</Badge>}
          {product.isBestseller && <Badge variant="terracotta">Bestseller</Badge>}
          {!product.isNew && !product.isBestseller && <span className="text-muted">—</span>}
        </div>
      ),
    },
    {
      header: 'Actions',
      place: 'actions',
      cell: (product) => (
        <>
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
        </>
      ),
    },
  ];
  return <DataTable caption="Products" columns={columns} rows={products} rowId={(product) => product.id} />;
}
