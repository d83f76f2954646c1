import { ProductsPage } from '@/features/admin/products/products-page';

export function AdminProductsRoute() {
  return <ProductsPage />;
}
