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
  };
}

const REQUIRED: Array<keyof ProductFormValues> = ['name', 'price', 'description', 'category'];

/**
 * The first problem with the fields, in SPEC.md §5 'Product data (admin)' wording, or null.
 * Required fields come first, then price, then stock.
 */
export function validateProductForm(values: ProductFormValues): string | null {
  const missing = REQUIRED.filter((key) => String(values[key]).trim() === '');
  if (missing.length > 0) return `Missing required fields: ${missing.join(', ')}`;
  const price = Number(values.price);
  if (!Number.isFinite(price) || price <= 0) return 'Price must be greater than 0';
  if (values.originalPrice.trim() !== '') {
    const original = Number(values.originalPrice);
    if (!Number.isFinite(original) || original <= 0) return 'Original price must be greater than 0';
  }
  if (values.stock.trim() !== '') {
    const stock = Number(values.stock);
    if (!Number.isFinite(stock)) return 'Stock must be a whole number';
    if (stock < 0) return 'Stock cannot be negative';
    if (!Number.isInteger(stock)) return 'Stock must be a whole number';
  }
  return null;
}

const cents = (text: string) => Math.round(Number(text) * 100) / 100;

/** Document data for the products collection from valid fields (prices to the cent). */
export function productDocumentData(values: ProductFormValues): Record<string, unknown> {
  return {
    name: values.name.trim(),
    price: cents(values.price),
    originalPrice: values.originalPrice.trim() === '' ? null : cents(values.originalPrice),
    description: values.description.trim(),
    category: values.category.trim(),
    stock: values.stock.trim() === '' ? null : Number(values.stock),
    isNew: values.isNew,
    isBestseller: values.isBestseller,
    benefits: values.benefits,
    ingredients: values.ingredients,
  };
}
