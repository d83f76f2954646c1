import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import type { SessionUser } from '@/data/session';
import { cn } from '@/lib/cn';
import { RatingField } from './rating-field';
import { MAX_REVIEW_LENGTH, type ReviewErrors, validateReview } from './review-validation';
import { useCreateReview } from './reviews-api';
import { shopPageTitle } from '@/lib/shop-settings';

/** A signed-in customer's review: 1–5 stars and text, posted to the reviews collection. */
export function ReviewForm({ productId, user }: { productId: string; user: SessionUser }) {
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<ReviewErrors>({});
  const create = useCreateReview(productId);
  const textId = useId();
  const textErrorId = useId();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problems = validateReview({ rating, text });
    setErrors(problems);
    if (Object.keys(problems).length > 0 || rating === null) return;
    create.mutate(
      { productId, userId: user.id, authorName: user.name.trim() || `${shopPageTitle()} customer`, rating, text: text.trim() },
      {
        onSuccess: () => {
          setRating(null);
          setText('');
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${textId}-title`} className="flex flex-col gap-4 rounded-2xl bg-sage-50 p-5">
      <h3 id={`${textId}-title`} className="text-lg font-semibold text-forest">
        Write a review
      </h3>
      <RatingField
        value={rating}
        onChange={(value) => {
          setRating(value);
          setErrors((current) => ({ ...current, rating: undefined }));
        }}
        error={errors.rating}
      />
      <div className="flex flex-col gap-2">
        <Label htmlFor={textId}>Your review</Label>
        <textarea
          id={textId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={4}
          maxLength={MAX_REVIEW_LENGTH}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={errors.text ? textErrorId : undefined}
          placeholder="How did it feel on your skin or hair?"
          className={cn(
            'w-full rounded-xl border border-sand bg-white px-4 py-3 text-sm text-ink placeholder:text-muted/80 focus-visible:border-forest',
            errors.text && 'border-danger',
          )}
        />
        {errors.text && (
          <p id={textErrorId} className="text-sm text-danger">
            {errors.text}
          </p>
        )}
      </div>
      <Button type="submit" className="self-start" disabled={create.isPending}>
        {create.isPending ? 'Posting…' : 'Post Review'}
      </Button>
    </form>
  );
}
