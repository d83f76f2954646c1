import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Models } from 'appwrite';
import { toast } from '@/lib/toast';
import { SHOP_DATABASE_ID, productKeys } from '@/data/products';
import { loadSdk } from '@/lib/sdk';

/** The reviews collection (docs/architecture.md 'Database'): read by anyone, one per user and product. */
export const REVIEWS_COLLECTION_ID = 'reviews';

export interface Review {
  id: string;
  productId: string;
  userId: string;
  /** 1–5 stars. */
  rating: number;
  text: string;
  /** What the public sees of the author, decided by the server: first name and initial ("Anna K."). */
  authorName: string;
  /** The author has a paid order containing the product, as the server keeps it (it ignores what a client sends). */
  verifiedPurchase: boolean;
  /** When it was written: the server's `$createdAt`, which no writer can set. */
  createdAt: string;
}

type ReviewDocument = Models.Document & Record<string, unknown>;

function toReview(doc: ReviewDocument): Review {
  return {
    id: doc.$id,
    productId: String(doc.productId ?? ''),
    userId: String(doc.userId ?? ''),
    rating: typeof doc.rating === 'number' ? doc.rating : 0,
    text: typeof doc.text === 'string' ? doc.text : '',
    authorName: typeof doc.authorName === 'string' ? doc.authorName : '',
    verifiedPurchase: doc.verifiedPurchase === true,
    createdAt: doc.$createdAt,
  };
}

export const reviewKeys = {
  forProduct: (productId: string) => ['reviews', productId] as const,
};

const PAGE = 100;

/** Every review of a product, newest first (all of them: the average counts each one). */
export async function listReviews(productId: string): Promise<Review[]> {
  const reviews: Review[] = [];
  const { Query, databases } = await loadSdk();
  let cursor: string | undefined;
  for (;;) {
    const queries = [Query.equal('productId', productId), Query.orderDesc('$createdAt'), Query.limit(PAGE)];
    if (cursor) queries.push(Query.cursorAfter(cursor));
    const page = await databases.listDocuments<ReviewDocument>({
      databaseId: SHOP_DATABASE_ID,
      collectionId: REVIEWS_COLLECTION_ID,
      queries,
    });
    reviews.push(...page.documents.map(toReview));
    if (page.documents.length < PAGE) return reviews;
    cursor = page.documents[page.documents.length - 1]?.$id;
  }
}

export interface NewReview {
  productId: string;
  userId: string;
  rating: number;
  text: string;
}

/**
 * Posts a review readable by anyone, which only its author may delete (the page offers no editing).
 * The server refuses authors without a verified e-mail address and decides `authorName` and `verifiedPurchase`.
 */
export async function createReview(review: NewReview): Promise<Review> {
  const { ID, Permission, Role, databases } = await loadSdk();
  const doc = await databases.createDocument<ReviewDocument>({
    databaseId: SHOP_DATABASE_ID,
    collectionId: REVIEWS_COLLECTION_ID,
    documentId: ID.unique(),
    data: { ...review },
    permissions: [Permission.read(Role.any()), Permission.delete(Role.user(review.userId))],
  });
  return toReview(doc);
}

export async function deleteReview(reviewId: string): Promise<void> {
  const { databases } = await loadSdk();
  await databases.deleteDocument({ databaseId: SHOP_DATABASE_ID, collectionId: REVIEWS_COLLECTION_ID, documentId: reviewId });
}

export function useProductReviews(productId: string) {
  return useQuery({ queryKey: reviewKeys.forProduct(productId), queryFn: () => listReviews(productId) });
}

/** The average of 1–5 star ratings, or null when there are none. */
export function averageRating(reviews: readonly Review[]): number | null {
  if (reviews.length === 0) return null;
  return reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
}

function failureMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** Posting shows the review at once (it joins the cached list) and says so. */
export function useCreateReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: (review) => {
      queryClient.setQueryData<Review[]>(reviewKeys.forProduct(productId), (list) => [
        review,
        ...(list ?? []).filter((r) => r.id !== review.id),
      ]);
      toast.success('Thank you! Your review has been posted.');
      // The server has moved the product's rating with it.
      void queryClient.invalidateQueries({ queryKey: productKeys.detail(productId) });
    },
    onError: (error) => {
      toast.error(failureMessage(error, 'Failed to post review'));
      // A review posted in another tab makes this one a duplicate: show the list as it is.
      void queryClient.invalidateQueries({ queryKey: reviewKeys.forProduct(productId) });
    },
  });
}

export function useDeleteReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: (_, reviewId) => {
      queryClient.setQueryData<Review[]>(reviewKeys.forProduct(productId), (list) => list?.filter((r) => r.id !== reviewId));
      toast.success('Your review has been deleted.');
      void queryClient.invalidateQueries({ queryKey: productKeys.detail(productId) });
    },
    onError: (error) => toast.error(failureMessage(error, 'Failed to delete review')),
  });
}
