import { FeaturedProducts } from '@/features/catalogue/featured/featured-products';
import { HomeHero } from '@/features/home/home-hero';
import { HowItWorks } from '@/features/home/how-it-works';
import { QuizPromo } from '@/features/home/quiz-promo';
import { StartJourney } from '@/features/home/start-journey';
import { WhyChoose } from '@/features/home/why-choose';
import { shopSettings } from '@/lib/shop-settings';
import { homePageTitle } from '@pura/core/site/page-title';

export function HomeRoute() {
  return (
    <>
      <title>{homePageTitle(shopSettings().store.shopName)}</title>
      <meta
        name="description"
        content="Organic, vegan, cruelty-free skincare, body care, lip care and haircare. Take our free 2-minute quiz for a personalised routine and save 15%."
      />
      <HomeHero />
      <QuizPromo />
      <HowItWorks />
      <FeaturedProducts />
      <WhyChoose />
      <StartJourney />
    </>
  );
}
