import { Copy, Download } from 'lucide-react';
import { useId } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { shopPageTitle } from '@/lib/shop-settings';

/** The text of the downloaded file: one code a line, with a reminder of what they are. */
export function recoveryCodesFile(codes: string[]): string {
  return [
    `${shopPageTitle()} recovery codes`,
    'Each code signs you in once if you cannot use your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}

interface RecoveryCodesPanelProps {
  codes: string[];
  saved: boolean;
  onSavedChange: (saved: boolean) => void;
}

/** Recovery codes, shown once (the server keeps only hashes): copy, download, confirm saved. */
export function RecoveryCodesPanel({ codes, saved, onSavedChange }: RecoveryCodesPanelProps) {
  const checkboxId = useId();
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(recoveryCodesFile(codes))}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success('Recovery codes copied');
    } catch {
      toast.error('Copying failed. Please download the codes or write them down.');
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink">
        Keep these codes somewhere safe. Each one signs you in once if you lose your authenticator app. They are shown only now.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-xl bg-sage-50 p-4 font-mono text-sm text-ink">
        {codes.map((code) => (
          <li key={code} className="break-all">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" /> Copy
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={download} download="pura-recovery-codes.txt">
            <Download aria-hidden="true" /> Download (.txt)
          </a>
        </Button>
      </div>
      <div className="flex items-center gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          className="size-4 accent-forest"
          checked={saved}
          onChange={(event) => onSavedChange(event.target.checked)}
        />
        <Label htmlFor={checkboxId} className="font-normal">
          I have saved these codes
        </Label>
      </div>
    </div>
  );
}
