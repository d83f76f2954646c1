import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { productFilePreviewUrl } from '@/data/products';
import { toast } from '@/lib/toast';
import { uploadProductImage } from '../products/product-images';

/** What the product-images bucket takes (server buckets.ts): the same limits, said before the upload. */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'];
const MAX_IMAGE_BYTES = 10_000_000;

/** Why a chosen file cannot be the `label` image, or null when it can. */
export function imageFileProblem(file: File, label: string): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return `${label} must be a JPEG, PNG, WebP, AVIF or GIF image`;
  if (file.size > MAX_IMAGE_BYTES) return `${label} must be at most 10 MB`;
  return null;
}

/**
 * The logo or hero image of /admin → Settings: uploaded to the product-images bucket, as product
 * images are, and saved with the settings; Remove goes back to the built-in artwork (`defaultLabel`).
 */
export function ImageSettingField(props: {
  label: string;
  defaultLabel: string;
  hint?: string | undefined;
  value: string | null;
  error: string | undefined;
  onChange: (fileId: string | null) => void;
}) {
  const { label, defaultLabel, value, onChange } = props;
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const message = problem ?? props.error;

  async function upload(file: File) {
    const refused = imageFileProblem(file, label);
    setProblem(refused);
    if (refused) return;
    setProgress(0);
    try {
      onChange(await uploadProductImage(file, setProgress));
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'please try again';
      setProblem(`${label} could not be uploaded: ${reason}`);
      toast.error(`${label} could not be uploaded`);
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className="flex flex-col gap-2 md:col-span-2">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-4">
        {value ? (
          <img
            src={productFilePreviewUrl(value, 160, 80, 'webp')}
            alt={`${label} now in use`}
            width={80}
            height={80}
            className="size-20 rounded-xl border border-sand object-cover"
          />
        ) : (
          <p className="flex size-20 items-center justify-center rounded-xl border border-dashed border-sand p-2 text-center text-xs text-muted">
            {defaultLabel}
          </p>
        )}
        <div className="flex flex-col gap-2">
          <input
            id={id}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${id}-error` : undefined}
            disabled={progress !== null}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
            className="text-sm file:mr-3 file:h-11 file:rounded-full file:border-0 file:bg-sage-100 file:px-4 file:text-forest"
          />
          {progress !== null && (
            <p role="status" className="text-xs text-muted">
              Uploading… {progress} %
            </p>
          )}
          {value && (
            <Button type="button" variant="outline" size="sm" className="self-start" onClick={() => onChange(null)}>
              Remove {label.toLowerCase()}
            </Button>
          )}
        </div>
      </div>
      {props.hint && <p className="text-xs text-muted">{props.hint}</p>}
      {message && (
        <p id={`${id}-error`} className="text-sm text-terracotta-dark">
          {message}
        </p>
      )}
    </div>
  );
}
