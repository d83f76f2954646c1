import { attributeOf } from '@pura/core/collections/document-fields';
import { products } from '@pura/core/collections/products';
import { centsToEuros, eurosToCents, isEuroAmount } from '@pura/core/money';
import type { Product } from '@/data/products';

/** The product dialog's fields as typed; numbers stay text until validated. */
export interface ProductFormValues {
  name: string;
  price: string;
  originalPrice: string;
  description: string;
  category: string;
  /** Empty means unlimited stock. */
  stock: string;
  isNew: boolean;
  isBestseller: boolean;
  benefits: string[];
  ingredients: string[];
  skinTypes: string[];
  skinConcerns: string[];
}

export const emptyProductForm: ProductFormValues = {
  name: '',
  price: '',
  originalPrice: '',
  description: '',
  category: '',
  stock: '',
  isNew: false,
  isBestseller: false,
  benefits: [],
  ingredients: [],
  skinTypes: [],
  skinConcerns: [],
};

export function formValuesOf(product: Product): ProductFormValues {
  return {
    name: product.name,
    price: String(product.price),
    originalPrice: product.originalPrice === null ? '' : String(product.originalPrice),
    description: product.description,
    category: product.category,
    stock: product.stock === null ? '' : String(product.stock),
    isNew: product.isNew,
    isBestseller: product.isBestseller,
    benefits: product.benefits,
    ingredients: product.ingredients,
    skinTypes: product.skinTypes,
    skinConcerns: product.skinConcerns,
  };
}

/** Fields a save requires (docs/product.md §5 'Product data (admin)'), in the order its message names them. */
const REQUIRED = ['name', 'price', 'description', 'category'] as const;
export type RequiredProductField = (typeof REQUIRED)[number];

/** The filled fields whose value has rules of its own. */
export type CheckedProductField = 'price' | 'originalPrice' | 'stock';

/** What stops a save: required fields left empty, and the rule each checked field breaks. */
export interface ProductFormProblems {
  missing: RequiredProductField[];
  invalid: Partial<Record<CheckedProductField, string>>;
}

// The products collection's limits, read from its declaration: prices are euros with two decimals
// from 0.01 to 1,000,000; stock a whole number up to 1e9. Checking them here saves the admin the
// server's 400 and its generic 'Failed to … product' toast.
const PRICE_LIMITS = { price: attributeOf(products, 'price'), originalPrice: attributeOf(products, 'originalPrice') };
const MAX_STOCK = attributeOf(products, 'stock').max;

const count = (limit: number) => limit.toLocaleString('en-US');

/**
 * A price below one cent cannot be stored, so it gets docs/product.md §5's 'must be greater than 0' (0.004
 * would otherwise round to 0). A third decimal is refused rather than rounded: the admin sees the
 * price the shop will charge.
 */
function priceProblem(text: string, field: keyof typeof PRICE_LIMITS, label: string): string | null {
  const { min, max } = PRICE_LIMITS[field];
  const euros = Number(text);
  if (!Number.isFinite(euros) || euros < min) return `${label} must be greater than 0`;
  if (euros > max) return `${label} cannot be more than €${count(max)}`;
  if (!isEuroAmount(euros)) return `${label} can have at most 2 decimals`;
  return null;
}

function stockProblem(text: string): string | null {
  const stock = Number(text);
  if (!Number.isFinite(stock)) return 'Stock must be a whole number';
  if (stock < 0) return 'Stock cannot be negative';
  if (!Number.isInteger(stock)) return 'Stock must be a whole number';
  if (stock > MAX_STOCK) return `Stock cannot be more than ${count(MAX_STOCK)}`;
  return null;
}

/**
 * The problems with the fields in docs/product.md §5 'Product data (admin)' wording, or null when the
 * product can be saved. Empty optional fields (original price, stock) are fine.
 */
export function validateProductForm(values: ProductFormValues): ProductFormProblems | null {
  const missing = REQUIRED.filter((key) => values[key].trim() === '');
  const invalid: ProductFormProblems['invalid'] = {};
  const checks: Array<[CheckedProductField, string, (text: string) => string | null]> = [
    ['price', values.price, (text) => priceProblem(text, 'price', 'Price')],
    ['originalPrice', values.originalPrice, (text) => priceProblem(text, 'originalPrice', 'Original price')],
    ['stock', values.stock, stockProblem],
  ];
  for (const [field, text, check] of checks) {
    const problem = text.trim() === '' ? null : check(text.trim());
    if (problem) invalid[field] = problem;
  }
  return missing.length > 0 || Object.keys(invalid).length > 0 ? { missing, invalid } : null;
}

export type ProductField = RequiredProductField | CheckedProductField;

/** One field's part of `problems`: left empty (named in the missing-fields message), or the rule it breaks. */
export function fieldProblem(problems: ProductFormProblems | null, field: ProductField): { missing: boolean; message: string | null } {
  if (!problems) return { missing: false, message: null };
  const missing: readonly ProductField[] = problems.missing;
  const invalid: Partial<Record<ProductField, string>> = problems.invalid;
  return { missing: missing.includes(field), message: invalid[field] ?? null };
}

/** docs/product.md §5: 'Missing required fields: {list}'. */
export const missingFieldsMessage = (missing: readonly RequiredProductField[]) => `Missing required fields: ${missing.join(', ')}`;

/** Euros from a field that passed `validateProductForm`: exact to the cent, never silently rounded. */
const euros = (text: string) => centsToEuros(eurosToCents(Number(text)));

/** Document data for the products collection from valid fields. */
export function productDocumentData(values: ProductFormValues): Record<string, unknown> {
  return {
    name: values.name.trim(),
    price: euros(values.price),
    originalPrice: values.originalPrice.trim() === '' ? null : euros(values.originalPrice),
    description: values.description.trim(),
    category: values.category.trim(),
    stock: values.stock.trim() === '' ? null : Number(values.stock),
    isNew: values.isNew,
    isBestseller: values.isBestseller,
    benefits: values.benefits,
    ingredients: values.ingredients,
    skinTypes: values.skinTypes,
    skinConcerns: values.skinConcerns,
  };
}
