import { AboutPage } from '@/features/info/about-page';

export function AboutRoute() {
  return (
    <>
      <title>Our Story — Pura</title>
      <meta
        name="description"
        content="How Pura began at a kitchen table: organic, vegan, cruelty-free skincare made in small batches in Dublin, with nothing to hide."
      />
      <AboutPage />
    </>
  );
}
