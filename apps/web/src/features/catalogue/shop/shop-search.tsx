import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';

/**
 * The search box. It keeps its own text so typing is never interrupted by the URL catching up,
 * and follows the URL when that changes from outside (Back, Clear Filters, a shared link):
 * a URL value it sent itself is an echo and ignored, any other is adopted.
 */
export function ShopSearch({ value, onChange }: { value: string; onChange: (query: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  const [sync, setSync] = useState<{ followed: string; sent: string[] }>({ followed: value, sent: [] });
  if (value !== sync.followed) {
    const echo = sync.sent.indexOf(value);
    setSync({ followed: value, sent: echo >= 0 ? sync.sent.slice(echo + 1) : [] });
    if (echo < 0 && value !== text) setText(value);
  }
  return (
    <form role="search" onSubmit={(event) => event.preventDefault()} className="relative w-full md:max-w-sm">
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute left-4 top-1/2 size-4 -translate-y-1/2 text-muted" />
      <Input
        id={id}
        type="search"
        placeholder="Search products..."
        autoComplete="off"
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          setSync((current) => ({ ...current, sent: [...current.sent, next].slice(-50) }));
          onChange(next);
        }}
        className="pl-11"
      />
    </form>
  );
}
