import { canBeSoldNow } from '@pura/core/catalogue/availability';
import { type Cents, eurosToCents } from '@pura/core/money';
import { type RoutinePriceSummary, computeRoutinePrice } from '@pura/core/pricing/routine-price';
import { type QuizResult, distinctProductIds } from '@pura/core/quiz/recommend';
import { type Product, useProductsByIds } from '@/data/products';

/** A recommended product as the live catalogue has it right now. */
export type RoutineItem =
  | { readonly status: 'available'; readonly product: Product; readonly priceCents: Cents }
  /** Missing from the catalogue (`product` null), out of stock, or without a usable price. */
  | { readonly status: 'unavailable'; readonly product: Product | null };

function toRoutineItem(product: Product | undefined): RoutineItem {
  if (!product) return { status: 'unavailable', product: null };
  if (!canBeSoldNow(product.price, product.stock)) return { status: 'unavailable', product };
  return { status: 'available', product, priceCents: eurosToCents(product.price) };
}

/**
 * Resolves a result's recommendations by catalogue slug against the live products (real name,
 * price, image, stock). Only available products enter the routine bundle and its price summary:
 * nothing is ever priced or sold at an invented price (docs/product.md §3's 29.99 fallback is not used).
 */
export function useRoutineProducts(result: QuizResult | null) {
  const ids = result ? distinctProductIds(result) : [];
  const query = useProductsByIds(ids);
  const byId = new Map((query.data ?? []).map((product) => [product.id, product]));
  const items = new Map<string, RoutineItem>(ids.map((id) => [id, toRoutineItem(byId.get(id))]));
  const available = [...items.values()].filter((item) => item.status === 'available');
  const summary: RoutinePriceSummary = computeRoutinePrice(available.map((item) => ({ id: item.product.id, priceCents: item.priceCents })));
  return {
    isLoading: ids.length > 0 && query.isPending,
    isError: query.isError,
    retry: () => void query.refetch(),
    items,
    /** Available products in result order, each once: what "Add Complete Routine" adds. */
    availableProducts: available.map((item) => item.product),
    unavailableCount: items.size - available.length,
    summary,
  };
}
