import { NewsletterDebugPage } from '@/features/newsletter/newsletter-debug-page';
import { runtimeConfig } from '@/lib/runtime-config';
import { NotFoundRoute } from './not-found';
import { shopPageTitle } from '@/lib/shop-settings';

/** On in the default setup; DEBUG_PAGES=false turns it into the 404 page (the server answers 404 too). */
export function NewsletterDebugRoute() {
  if (!runtimeConfig().debugPages) return <NotFoundRoute />;
  return (
    <>
      <title>{shopPageTitle('Newsletter Debug')}</title>
      <meta name="description" content="Developer tools for the newsletter and mail setup." />
      <meta name="robots" content="noindex" />
      <NewsletterDebugPage />
    </>
  );
}
