import { ImageUp, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { productUploadPreviewUrl } from '@/data/products';
import { uploadProductImage } from './product-images';

interface ImageFieldProps {
  /** The image the product will have when saved, or null. */
  fileId: string | null;
  onUploaded: (fileId: string) => void;
  onRemove: () => void;
}

/**
 * Picks and uploads a product image right away (so the 400×400 server preview can show before
 * saving), with a progress bar; replacing or removing takes effect when the product is saved.
 */
export function ImageField({ fileId, onUploaded, onRemove }: ImageFieldProps) {
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = async (file: File) => {
    setProgress(0);
    try {
      onUploaded(await uploadProductImage(file, setProgress));
    } catch {
      toast.error('Failed to upload image');
    } finally {
      setProgress(null);
    }
  };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-ink">Image</legend>
      <div className="flex flex-wrap items-start gap-4">
        {fileId ? (
          <img
            src={productUploadPreviewUrl(fileId)}
            alt="Product image preview"
            width={400}
            height={400}
            className="size-40 rounded-xl border border-sand object-cover"
          />
        ) : (
          <div className="flex size-40 items-center justify-center rounded-xl border border-dashed border-sand text-sm text-muted">
            No image
          </div>
        )}
        <div className="flex flex-col gap-2">
          <label
            htmlFor={inputId}
            className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-full border border-forest/30 px-4 text-sm font-medium text-forest hover:bg-sage-100 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-terracotta"
          >
            <ImageUp className="size-4" aria-hidden />
            {fileId ? 'Replace image' : 'Upload image'}
            <input
              id={inputId}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/avif,image/gif"
              className="sr-only"
              disabled={progress !== null}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void upload(file);
              }}
            />
          </label>
          {fileId && (
            <Button variant="ghost" size="sm" onClick={onRemove}>
              <Trash2 aria-hidden /> Remove image
            </Button>
          )}
          {progress !== null && (
            <div className="flex flex-col gap-1">
              <progress value={progress} max={100} aria-label="Upload progress" className="h-2 w-40 accent-forest" />
              <span className="text-xs text-muted">Uploading… {progress}%</span>
            </div>
          )}
        </div>
      </div>
    </fieldset>
  );
}
