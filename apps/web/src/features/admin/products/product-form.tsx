import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { Product } from '@/data/products';
import { ImageField } from './image-field';
import { ListField } from './list-field';
import { type ProductFormValues, emptyProductForm, formValuesOf, productDocumentData, validateProductForm } from './product-form-values';
import { deleteProductImage } from './product-images';
import { useSaveProduct } from './use-product-mutations';

interface ProductFormProps {
  product: Product | null;
  onDone: () => void;
}

function TextField({ id, label, value, onChange, ...rest }: { id: string; label: string; value: string; onChange: (v: string) => void } & Omit<React.ComponentProps<'input'>, 'onChange' | 'value'>) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} value={value} onChange={(event) => onChange(event.target.value)} {...rest} />
    </div>
  );
}

/** Create or edit one product; validation messages follow SPEC.md §5 'Product data (admin)'. */
export function ProductForm({ product, onDone }: ProductFormProps) {
  const [values, setValues] = useState<ProductFormValues>(product ? formValuesOf(product) : emptyProductForm);
  const [imageFileId, setImageFileId] = useState<string | null>(product?.imageFileId ?? null);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveProduct();
  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  // An image uploaded in this dialog but not saved with the product is deleted — when replaced,
  // removed, or when the dialog closes unsaved — so abandoned uploads leave nothing behind.
  const unsavedUpload = useRef<string | null>(null);
  const discardUnsaved = () => {
    const fileId = unsavedUpload.current;
    unsavedUpload.current = null;
    if (fileId) void deleteProductImage(fileId).catch(() => undefined);
  };
  useEffect(() => discardUnsaved, []);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = validateProductForm(values);
    setError(problem);
    if (problem) return;
    save.mutate(
      { product, data: productDocumentData(values), imageFileId },
      {
        onSuccess: () => {
          unsavedUpload.current = null;
          onDone();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="product-name" label="Name" value={values.name} onChange={(v) => set('name', v)} maxLength={128} />
        <TextField id="product-category" label="Category" value={values.category} onChange={(v) => set('category', v)} maxLength={64} />
        <TextField id="product-price" label="Price (€)" value={values.price} onChange={(v) => set('price', v)} type="number" step="0.01" min="0.01" inputMode="decimal" />
        <TextField id="product-original-price" label="Original price (€, optional)" value={values.originalPrice} onChange={(v) => set('originalPrice', v)} type="number" step="0.01" min="0.01" inputMode="decimal" />
        <TextField id="product-stock" label="Stock (empty = unlimited)" value={values.stock} onChange={(v) => set('stock', v)} type="number" step="1" min="0" inputMode="numeric" />
        <div className="flex flex-col justify-end gap-2">
          <label className="inline-flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-forest" checked={values.isNew} onChange={(e) => set('isNew', e.target.checked)} /> New
          </label>
          <label className="inline-flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-forest" checked={values.isBestseller} onChange={(e) => set('isBestseller', e.target.checked)} /> Bestseller
          </label>
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="product-description">Description</Label>
        <textarea
          id="product-description"
          value={values.description}
          maxLength={5000}
          rows={4}
          onChange={(event) => set('description', event.target.value)}
          className="w-full rounded-xl border border-sand bg-white px-4 py-2 text-sm text-ink focus-visible:border-forest"
        />
      </div>
      <ListField label="Benefits" itemName="benefit" items={values.benefits} onChange={(list) => set('benefits', list)} maxLength={200} />
      <ListField label="Ingredients" itemName="ingredient" items={values.ingredients} onChange={(list) => set('ingredients', list)} maxLength={500} />
      <ImageField
        fileId={imageFileId}
        onUploaded={(fileId) => {
          discardUnsaved();
          unsavedUpload.current = fileId;
          setImageFileId(fileId);
        }}
        onRemove={() => {
          discardUnsaved();
          setImageFileId(null);
        }}
      />
      {error && (
        <p role="alert" className="rounded-xl bg-danger/10 px-4 py-2 text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : product ? 'Save changes' : 'Create product'}
        </Button>
      </div>
    </form>
  );
}
