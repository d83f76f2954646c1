import { ArrowRight, Leaf } from 'lucide-react';
import { Link } from '@/lib/router/link';
import { Button } from '@/components/ui/button';
import { productFilePreviewUrl } from '@/data/file-preview';
import { shopSettings } from '@/lib/shop-settings';

/**
 * docs/product.md §2 home hero: Shop Collection (to /shop) and Our Story (to /about). Drawn with CSS
 * and an inline illustration — no image request stands between a visitor and the first paint.
 * The heading, text and image are the owner's (decision 024), the text rendered as plain text
 * (a long word wraps rather than widening a phone's page); with no image uploaded, the drawing
 * shows on wide screens.
 */
export function HomeHero() {
  const { store, home } = shopSettings();
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-sage-100 to-cream">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 md:grid-cols-[1.15fr_1fr] md:py-24">
        <div className="flex flex-col items-start gap-6">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/70 px-3 py-1 text-sm font-medium text-forest ring-1 ring-sage-200">
            <Leaf aria-hidden="true" className="size-4 text-sage-600" />
            Organic · Vegan · Cruelty-free
          </p>
          <h1 className="max-w-full break-words text-4xl font-semibold leading-[1.1] text-forest sm:text-5xl lg:text-6xl">
            {home.heroHeading}
          </h1>
          {home.heroText && <p className="max-w-xl break-words text-lg leading-relaxed text-ink/80">{home.heroText}</p>}
          <div className="flex w-full flex-col gap-3 min-[420px]:w-auto min-[420px]:flex-row">
            <Button asChild size="lg">
              <Link to="/shop">
                Shop Collection
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="bg-white/60">
              <Link to="/about">Our Story</Link>
            </Button>
          </div>
        </div>
        {home.heroImageFileId ? (
          <img
            src={productFilePreviewUrl(home.heroImageFileId, 800, 80, 'webp')}
            alt=""
            width={448}
            height={448}
            // Phones show the owner's image too, under the text and wide rather than square, so the
            // heading stays on the first screen; wide screens show it square beside the text.
            className="mx-auto aspect-[16/10] w-full max-w-md rounded-[1.5rem] object-cover md:aspect-square md:rounded-[2rem]"
          />
        ) : (
          <HeroIllustration shopName={store.shopName} />
        )}
      </div>
    </section>
  );
}

function HeroIllustration({ shopName }: { shopName: string }) {
  return (
    <div aria-hidden="true" className="relative mx-auto hidden aspect-square w-full max-w-md md:block">
      <div className="absolute inset-6 rounded-full bg-blush/60" />
      <div className="absolute inset-16 rounded-full bg-sage-200/80" />
      <svg viewBox="0 0 400 400" className="relative size-full">
        <path d="M200 330c-4-70 6-140 40-210" stroke="#3f4f3a" strokeWidth="4" fill="none" strokeLinecap="round" />
        <path d="M214 250c40-10 78-40 92-90-46 2-82 30-92 90z" fill="#63744f" />
        <path d="M204 300c-44-6-84-32-100-78 46-2 86 26 100 78z" fill="#7d8f69" />
        <path d="M228 180c24-22 36-56 30-92-34 18-46 52-30 92z" fill="#a9bb8f" />
        <rect x="130" y="300" width="140" height="60" rx="18" fill="#f6f1e7" stroke="#3f4f3a" strokeWidth="3" />
        <text x="200" y="338" textAnchor="middle" fontFamily="Fraunces Variable, Georgia, serif" fontSize="22" fill="#3f4f3a">
          {shopName}
        </text>
      </svg>
    </div>
  );
}
