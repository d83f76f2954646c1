import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

/** Where a subscription comes from (docs/product.md §3 Newsletter subscriber). */
export type NewsletterSource = 'footer' | 'debug-page' | 'website' | 'signup' | 'login';

/** `confirmed` is false for a new or still unconfirmed address: a confirmation e-mail is on its way. */
export interface SubscribeResult {
  ok: true;
  confirmed: boolean;
}

/** POST /api/newsletter/subscribe (docs/product.md §4 'Newsletter subscribe', double opt-in). */
export function subscribeToNewsletter(email: string, source: NewsletterSource): Promise<SubscribeResult> {
  return apiRequest<SubscribeResult>('/newsletter/subscribe', { body: { email: email.trim(), source } });
}

export function useNewsletterSubscribe(source: NewsletterSource) {
  return useMutation({ mutationFn: (email: string) => subscribeToNewsletter(email, source) });
}
