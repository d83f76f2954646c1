import { useParams } from '@/lib/router/hooks';
import { ProductPage } from '@/features/catalogue/product-page/product-page';
import { ProductReviews } from '@/features/reviews/product-reviews';

export function ProductRoute() {
  const { id = '' } = useParams();
  return <ProductPage id={id} renderReviews={(product) => <ProductReviews productId={product.id} />} />;
}
