import type { DocumentFields } from '@pura/core/collections/document-fields';
import type { products } from '@pura/core/collections/products';
import { centsToEuros } from '@pura/core/money';
import { catalogueProducts, type CatalogueCategory } from './catalogue-content.ts';
import type { ArtworkSubject } from './product-artwork.ts';
import { catalogueSkinTags } from './catalogue-skin-tags.ts';

/**
 * A product document's attributes as the `products` collection declares them (docs/product.md §3
 * Product): prices in decimal euros, converted exactly from the catalogue's cents. The seed sets
 * the image by file id (equal to the product id) and never the legacy image fields, nor the
 * rating, which the server keeps from the reviews.
 */
export type ProductDocumentData = Omit<
  DocumentFields<typeof products>,
  'category' | 'imageFileId' | 'image' | 'imageUrl' | 'imageNumber' | 'ratingCount' | 'ratingSum'
> & {
  category: CatalogueCategory;
  imageFileId: string;
};

/** Everything needed to seed one product: its document and the image file to create first. */
export interface CatalogueSeedEntry {
  /** Document id in `products`: the catalogue slug the quizzes link to. */
  documentId: string;
  data: ProductDocumentData;
  image: {
    /** File id in the product-images bucket (the same slug). */
    fileId: string;
    fileName: string;
    mimeType: 'image/webp';
  };
  /** Pass to `renderProductArtworkWebp` to get the file's bytes. */
  artwork: ArtworkSubject;
}

/**
 * The seed as data, one entry per catalogue product in seeding order, so the code that writes
 * documents and files stays a plain loop (render artwork → create file → create document).
 */
export function catalogueSeedPlan(): CatalogueSeedEntry[] {
  return catalogueProducts.map((product) => ({
    documentId: product.id,
    data: {
      name: product.name,
      price: centsToEuros(product.priceCents),
      description: product.description,
      category: product.category,
      stock: product.stock,
      isNew: product.isNew,
      isBestseller: product.isBestseller,
      originalPrice: product.originalPriceCents === null ? null : centsToEuros(product.originalPriceCents),
      benefits: [...product.benefits],
      ingredients: [...product.ingredients],
      imageFileId: product.id,
      skinTypes: [...(catalogueSkinTags[product.id]?.skinTypes ?? [])],
      skinConcerns: [...(catalogueSkinTags[product.id]?.skinConcerns ?? [])],
    },
    image: { fileId: product.id, fileName: `${product.id}.webp`, mimeType: 'image/webp' },
    artwork: { name: product.name, category: product.category, artwork: product.artwork },
  }));
}
