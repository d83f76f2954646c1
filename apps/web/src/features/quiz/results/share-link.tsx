import { Check, Link2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import type { QuizCopy } from '@pura/core/quiz/copy';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/**
 * The result link (answers and language, never the name) with a Copy link button. The field stays
 * visible because the clipboard API is missing on plain-http shops; then the link is selected for
 * copying by hand.
 */
export function ShareLink({ url, copy }: { url: string; copy: QuizCopy }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success(copy.linkCopied);
    } catch {
      inputRef.current?.focus();
      inputRef.current?.select();
      toast.error(copy.linkCopyFailed);
    }
  }

  return (
    <div className="rounded-[var(--radius-card)] border border-sand/70 bg-white/80 p-6 shadow-sm">
      <h2 className="text-lg font-semibold text-forest">{copy.shareTitle}</h2>
      <Label htmlFor={inputId} className="mt-3 block text-xs text-muted">
        {copy.shareLinkLabel}
      </Label>
      <div className="mt-1 flex flex-col gap-2">
        <Input
          id={inputId}
          ref={inputRef}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="h-10 text-xs text-muted"
        />
        <Button variant="outline" size="sm" className="h-10" onClick={() => void copyLink()}>
          {copied ? <Check aria-hidden="true" /> : <Link2 aria-hidden="true" />}
          {copy.copyLink}
        </Button>
      </div>
    </div>
  );
}
