import { PRODUCT_TEXT_LIMITS } from '@pura/core/limits';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { type Product, useProducts } from '@/data/products';
import { CategoryField, existingCategory } from './category-field';
import { ImageField } from './image-field';
import { ListField } from './list-field';
import { TagCheckboxes } from './tag-checkboxes';
import { SKIN_CONCERNS, SKIN_CONCERN_LABELS, SKIN_TYPES, SKIN_TYPE_LABELS } from '@pura/core/catalogue/skin-tags';
import {
  type ProductField,
  type ProductFormProblems,
  type ProductFormValues,
  emptyProductForm,
  fieldProblem,
  formValuesOf,
  missingFieldsMessage,
  productDocumentData,
  validateProductForm,
} from './product-form-values';
import { deleteProductImage } from './product-images';
import { useSaveProduct } from './use-product-mutations';

interface ProductFormProps {
  product: Product | null;
  onDone: () => void;
}

/** The checked fields' inputs in the order the form shows them: the first with a problem gets focus. */
const FIELD_IDS: Record<ProductField, string> = {
  name: 'product-name',
  category: 'product-category',
  price: 'product-price',
  originalPrice: 'product-original-price',
  stock: 'product-stock',
  description: 'product-description',
};
const MISSING_ID = 'product-form-missing';
const messageId = (field: ProductField) => `${FIELD_IDS[field]}-error`;

/** A field with a problem is marked invalid and described by its own message, or by the missing-fields one. */
function problemAttributes(problems: ProductFormProblems | null, field: ProductField) {
  const { missing, message } = fieldProblem(problems, field);
  return {
    'aria-invalid': missing || message ? true : undefined,
    'aria-describedby': message ? messageId(field) : missing ? MISSING_ID : undefined,
  } as const;
}

function FieldMessage({ problems, field }: { problems: ProductFormProblems | null; field: ProductField }) {
  const { message } = fieldProblem(problems, field);
  if (!message) return null;
  return (
    <p id={messageId(field)} className="text-sm text-danger">
      {message}
    </p>
  );
}

interface TextFieldProps extends Omit<React.ComponentProps<'input'>, 'onChange' | 'value' | 'id'> {
  field: ProductField;
  label: string;
  value: string;
  onChange: (v: string) => void;
  problems: ProductFormProblems | null;
}

function TextField({ field, label, value, onChange, problems, ...rest }: TextFieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={FIELD_IDS[field]}>{label}</Label>
      <Input
        id={FIELD_IDS[field]}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...problemAttributes(problems, field)}
        {...rest}
      />
      <FieldMessage problems={problems} field={field} />
    </div>
  );
}

/** Create or edit one product; validation messages follow docs/product.md §5 'Product data (admin)'. */
export function ProductForm({ product, onDone }: ProductFormProps) {
  const [values, setValues] = useState<ProductFormValues>(product ? formValuesOf(product) : emptyProductForm);
  const [imageFileId, setImageFileId] = useState<string | null>(product?.imageFileId ?? null);
  // Problems show from the first save attempt on, and follow every change after it: a corrected
  // field loses its message at once, instead of keeping it until the next submit.
  const [attempted, setAttempted] = useState(false);
  const problems = attempted ? validateProductForm(values) : null;
  const save = useSaveProduct();
  const catalogue = useProducts().data ?? [];
  const categories = [...new Set(catalogue.map((p) => p.category).filter(Boolean))].sort((a, b) => a.localeCompare(b));
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
    setAttempted(true);
    const found = validateProductForm(values);
    if (found) {
      const first = (Object.keys(FIELD_IDS) as ProductField[]).find((field) => problemAttributes(found, field)['aria-invalid']);
      if (first) document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    const category = existingCategory(values.category, categories) ?? values.category;
    save.mutate(
      { product, data: productDocumentData({ ...values, category }), imageFileId },
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
        <TextField
          field="name"
          label="Name"
          value={values.name}
          onChange={(v) => set('name', v)}
          problems={problems}
          maxLength={PRODUCT_TEXT_LIMITS.name}
        />
        <div className="flex flex-col gap-1.5">
          <CategoryField
            id={FIELD_IDS.category}
            value={values.category}
            categories={categories}
            onChange={(v) => set('category', v)}
            invalid={problemAttributes(problems, 'category')}
          />
          <FieldMessage problems={problems} field="category" />
        </div>
        <TextField
          field="price"
          label="Price (€)"
          value={values.price}
          onChange={(v) => set('price', v)}
          problems={problems}
          type="number"
          step="0.01"
          min="0.01"
          max="1000000"
          inputMode="decimal"
        />
        <TextField
          field="originalPrice"
          label="Original price (€, optional)"
          value={values.originalPrice}
          onChange={(v) => set('originalPrice', v)}
          problems={problems}
          type="number"
          step="0.01"
          min="0.01"
          max="1000000"
          inputMode="decimal"
        />
        <TextField
          field="stock"
          label="Stock (empty = unlimited)"
          value={values.stock}
          onChange={(v) => set('stock', v)}
          problems={problems}
          type="number"
          step="1"
          min="0"
          inputMode="numeric"
        />
        <div className="flex flex-col justify-end gap-2">
          <label className="inline-flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-forest"
              checked={values.isNew}
              onChange={(e) => set('isNew', e.target.checked)}
            />{' '}
            New
          </label>
          <label className="inline-flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-forest"
              checked={values.isBestseller}
              onChange={(e) => set('isBestseller', e.target.checked)}
            />{' '}
            Bestseller
          </label>
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="product-description">Description</Label>
        <Textarea
          id="product-description"
          value={values.description}
          maxLength={PRODUCT_TEXT_LIMITS.description}
          rows={4}
          onChange={(event) => set('description', event.target.value)}
          {...problemAttributes(problems, 'description')}
          className="py-2"
        />
      </div>
      <ListField
        label="Benefits"
        itemName="benefit"
        items={values.benefits}
        onChange={(list) => set('benefits', list)}
        maxLength={PRODUCT_TEXT_LIMITS.benefit}
      />
      <ListField
        label="Ingredients"
        itemName="ingredient"
        items={values.ingredients}
        onChange={(list) => set('ingredients', list)}
        maxLength={PRODUCT_TEXT_LIMITS.ingredient}
      />
      <TagCheckboxes
        legend="Skin types"
        options={SKIN_TYPES}
        labels={SKIN_TYPE_LABELS}
        selected={values.skinTypes}
        onChange={(list) => set('skinTypes', list)}
      />
      <TagCheckboxes
        legend="Concerns"
        options={SKIN_CONCERNS}
        labels={SKIN_CONCERN_LABELS}
        selected={values.skinConcerns}
        onChange={(list) => set('skinConcerns', list)}
      />
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
      {problems && problems.missing.length > 0 && (
        <p id={MISSING_ID} role="alert" className="rounded-xl bg-danger/10 px-4 py-2 text-sm font-medium text-danger">
          {missingFieldsMessage(problems.missing)}
        </p>
      )}
      {/* Kept in view at the bottom of the scrolling dialog (product-dialog.tsx), however long the form;
          -bottom-6 over its padding, so nothing scrolls by beneath. */}
      <div className="sticky -bottom-6 -mx-6 -mb-6 flex justify-end gap-2 border-t border-sand bg-cream px-6 py-4">
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
