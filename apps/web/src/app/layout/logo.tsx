import { Link } from '@/lib/router/link';
import { productFilePreviewUrl } from '@/data/file-preview';
import { shopSettings } from '@/lib/shop-settings';

/** The shop's name with its mark (the owner's uploaded logo, or the leaf); links home. */
export function Logo({ className }: { className?: string }) {
  const { shopName, logoFileId } = shopSettings().store;
  return (
    <Link to="/" className={`inline-flex items-center gap-2 text-forest ${className ?? ''}`} aria-label={`${shopName} — home`}>
      {logoFileId ? (
        <img
          src={productFilePreviewUrl(logoFileId, 64, 80, 'webp')}
          alt=""
          width={32}
          height={32}
          className="size-8 rounded-[9px] object-cover"
        />
      ) : (
        <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
          <rect width="32" height="32" rx="9" fill="#3f4f3a" />
          <path d="M16 6c6 4 8 10 4 16-2 3-6 4-8 2-3-3-2-10 4-18z" fill="#c9d6b5" />
          <path d="M16 9c-1 5-2 9-3 14" stroke="#3f4f3a" strokeWidth="1.4" fill="none" strokeLinecap="round" />
        </svg>
      )}
      <span className="font-serif text-2xl font-semibold tracking-tight">{shopName}</span>
    </Link>
  );
}
