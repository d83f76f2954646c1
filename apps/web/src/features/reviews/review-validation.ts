import { MAX_REVIEW_TEXT_LENGTH } from '@pura/core/limits';

export interface ReviewDraft {
  rating: number | null;
  text: string;
}

export type ReviewErrors = Partial<Record<keyof ReviewDraft, string>>;

/** The problems with a draft review, by field; empty when it may be posted. */
export function validateReview({ rating, text }: ReviewDraft): ReviewErrors {
  const errors: ReviewErrors = {};
  if (rating === null || !Number.isInteger(rating) || rating < 1 || rating > 5) errors.rating = 'Please choose a rating from 1 to 5 stars';
  if (!text.trim()) errors.text = 'Please write a few words about the product';
  else if (text.length > MAX_REVIEW_TEXT_LENGTH) errors.text = `Please keep your review under ${MAX_REVIEW_TEXT_LENGTH} characters`;
  return errors;
}
