import { zodResolver } from '@hookform/resolvers/zod';
import { ImageUp, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useFieldArray, useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  CreateProductInputSchema,
  FoodCategorySchema,
  MAX_BARCODES_PER_PRODUCT,
  MAX_CONVERSIONS_PER_PRODUCT,
  MAX_SHELF_LIFE_DAYS,
  PANTRY_MESSAGES,
  PRODUCT_BRAND_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_NOTES_MAX,
  type CreateProductInput,
} from '@shared/contracts/pantry';
import { UNITS, type Unit } from '@shared/domain/units';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { isKnownValidationMessage, useValidationMessage } from '../../lib/validation-messages';
import { NativeSelect } from '../../components/ui/native-select';
import { PRODUCT_IMAGE_ACCEPT, productImageProblem, useLocations } from './pantry-api';
import { parseDecimal, unitLabel } from './pantry-format';
import { RepeatedRows } from './repeated-rows';

type FormValues = z.input<typeof CreateProductInputSchema>;

const SHELF_LIFE_KEYS = ['pantry', 'fridge', 'freezer', 'opened'] as const;
export type ProductFormProps = {
  /** Prefilled values (editing a product, or a draft from a barcode lookup), with its current image. */
  initial?: Partial<CreateProductInput> & { imageUrl?: string | null };
  submitLabel: string;
  isSubmitting?: boolean;
  /**
   * The product as the contract takes it. Fields the user left to "automatic" on a new product are
   * absent, so the server's food catalogue fills them. `extras.image` is a newly chosen image (to
   * upload with useUploadProductImage once the product exists), or null.
   */
  onSubmit(input: CreateProductInput, extras: { image: File | null }): void | Promise<void>;
  onCancel?(): void;
};

/** A blank text box → null; a number box → the number, null when blank, NaN when not a number. */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const toNumberOrNull = (value: unknown) => (typeof value === 'string' ? parseDecimal(value) : value);
const toNumberOrUndefined = (value: unknown) => {
  const parsed = toNumberOrNull(value);
  return parsed === null ? undefined : parsed;
};

function defaultValuesOf(initial: ProductFormProps['initial']): FormValues {
  return {
    name: initial?.name ?? '',
    brand: initial?.brand ?? null,
    category: initial?.category,
    defaultUnit: initial?.defaultUnit,
    minStock: initial?.minStock,
    shelfLife: initial?.shelfLife ?? { pantry: null, fridge: null, freezer: null, opened: null },
    barcodes: initial?.barcodes ?? [],
    conversions: initial?.conversions ?? [],
    notes: initial?.notes ?? null,
    defaultLocationId: initial?.defaultLocationId ?? null,
  };
}

/**
 * The product editor: name, brand, category, unit, minimum stock, shelf lives, barcodes with their
 * pack sizes, unit conversions, notes, default location and an image (uploaded by the caller once
 * the product exists). Validated with the contract's own schema.
 */
export function ProductForm({ initial, submitLabel, isSubmitting, onSubmit, onCancel }: ProductFormProps) {
  const { t } = useTranslation('pantry');
  const { t: tc } = useTranslation('common');
  const translate = useValidationMessage();
  const locations = useLocations();
  const form = useForm<FormValues, unknown, CreateProductInput>({
    resolver: zodResolver(CreateProductInputSchema),
    defaultValues: defaultValuesOf(initial),
  });
  const { errors } = form.formState;
  const barcodes = useFieldArray({ control: form.control, name: 'barcodes' });
  const conversions = useFieldArray({ control: form.control, name: 'conversions' });
  const defaultUnit = useWatch({ control: form.control, name: 'defaultUnit' });
  const [image, setImage] = useState<{ file: File; url: string } | null>(null);
  const [imageProblem, setImageProblem] = useState<string | null>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const imageInputId = useId();

  // The preview URL holds the file in memory until it is revoked.
  useEffect(
    () => () => {
      if (image) URL.revokeObjectURL(image.url);
    },
    [image],
  );

  const message = (
    error: FieldError | undefined,
    kind: 'name' | 'text' | 'amount' | 'days' | 'barcode',
    max = 0,
  ) => {
    if (!error) return undefined;
    // The schema's own messages (a barcode's digits, three decimals, an amount) are translated
    // where every schema message is; zod's generic ones get the field's own wording.
    if (isKnownValidationMessage(error.message)) return translate(error.message);
    if (kind === 'barcode') return translate(PANTRY_MESSAGES.barcode);
    if (kind === 'name')
      return error.type === 'too_big' ? t('form.errors.tooLong', { count: max }) : t('form.errors.name');
    if (kind === 'text') return t('form.errors.tooLong', { count: max });
    if (kind === 'days') return t('form.errors.days', { max: MAX_SHELF_LIFE_DAYS });
    return t('form.errors.quantity');
  };

  const chooseImage = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setImageProblem(null);
    if (!file) return;
    const problem = productImageProblem(file);
    if (problem) {
      setImageProblem(problem === 'type' ? t('form.image.wrongType') : t('form.image.tooLarge'));
      if (imageInput.current) imageInput.current.value = '';
      return;
    }
    setImage({ file, url: URL.createObjectURL(file) });
  };

  const clearImage = () => {
    setImage(null);
    if (imageInput.current) imageInput.current.value = '';
  };

  const submit = form.handleSubmit(async (values) => {
    const input: CreateProductInput = { ...values };
    // A new product whose shelf lives were all left blank gets the catalogue's.
    const shelf = input.shelfLife;
    if (!initial?.shelfLife && shelf && SHELF_LIFE_KEYS.every((key) => shelf[key] === null)) {
      delete input.shelfLife;
    }
    for (const key of ['category', 'defaultUnit', 'minStock'] as const) {
      if (input[key] === undefined) delete input[key];
    }
    await onSubmit(input, { image: image?.file ?? null });
  });

  const previewUrl = image?.url ?? initial?.imageUrl ?? null;
  const busy = isSubmitting ?? form.formState.isSubmitting;
  const unitOptions = UNITS.map((unit) => (
    <option key={unit} value={unit}>
      {unitLabel(t, unit, 2)}
    </option>
  ));

  return (
    <form noValidate className="grid gap-5" onSubmit={(event) => void submit(event)}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('form.name')}
          required
          className="sm:col-span-2"
          error={message(errors.name, 'name', PRODUCT_NAME_MAX)}
        >
          <Input autoComplete="off" maxLength={PRODUCT_NAME_MAX} {...form.register('name')} />
        </FormField>
        <FormField label={t('form.brand')} optional error={message(errors.brand, 'text', PRODUCT_BRAND_MAX)}>
          <Input
            autoComplete="off"
            maxLength={PRODUCT_BRAND_MAX}
            {...form.register('brand', { setValueAs: blankToNull })}
          />
        </FormField>
        <FormField label={t('form.category')}>
          <NativeSelect
            {...form.register('category', { setValueAs: (v: string) => (v === '' ? undefined : v) })}
          >
            {!initial?.category && <option value="">{t('form.automatic')}</option>}
            {FoodCategorySchema.options.map((category) => (
              <option key={category} value={category}>
                {t(`categories.${category}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t('form.defaultUnit')} hint={t('form.defaultUnitHint')}>
          <NativeSelect
            {...form.register('defaultUnit', { setValueAs: (v: string) => (v === '' ? undefined : v) })}
          >
            {!initial?.defaultUnit && <option value="">{t('form.automatic')}</option>}
            {unitOptions}
          </NativeSelect>
        </FormField>
        <FormField
          label={t('form.minStock')}
          optional
          hint={t('form.minStockHint')}
          error={message(errors.minStock, 'amount')}
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            {...form.register('minStock', { setValueAs: toNumberOrUndefined })}
          />
        </FormField>
        <FormField label={t('form.defaultLocation')} className="sm:col-span-2">
          <NativeSelect
            {...form.register('defaultLocationId', { setValueAs: (v: string) => (v === '' ? null : v) })}
          >
            <option value="">{t('form.noDefaultLocation')}</option>
            {(locations.data ?? []).map((location) => (
              <option key={location.id} value={location.id}>
                {location.name}
              </option>
            ))}
            {/* Keeps a saved choice selected until the locations have loaded. */}
            {initial?.defaultLocationId && !locations.data && (
              <option value={initial.defaultLocationId}>{t('form.loadingLocation')}</option>
            )}
          </NativeSelect>
        </FormField>
      </div>

      <fieldset className="grid gap-3">
        <legend className="text-sm font-semibold">{t('form.shelfLife.legend')}</legend>
        <p className="-mt-1 text-sm text-muted-foreground">{t('form.shelfLife.hint')}</p>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {SHELF_LIFE_KEYS.map((key) => (
            <FormField
              key={key}
              label={t(`form.shelfLife.${key}`)}
              error={message(errors.shelfLife?.[key], 'days')}
            >
              <Input
                inputMode="numeric"
                autoComplete="off"
                {...form.register(`shelfLife.${key}`, { setValueAs: toNumberOrNull })}
              />
            </FormField>
          ))}
        </div>
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="text-sm font-semibold">{t('form.barcodes.legend')}</legend>
        {barcodes.fields.length === 0 && (
          <p className="text-sm text-muted-foreground">{t('form.barcodes.none')}</p>
        )}
        <RepeatedRows
          rows={barcodes.fields}
          max={MAX_BARCODES_PER_PRODUCT}
          renderFields={(index) => (
            <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
              <FormField
                label={t('form.barcodes.code')}
                error={message(errors.barcodes?.[index]?.code, 'barcode')}
              >
                <Input
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={14}
                  {...form.register(`barcodes.${index}.code`)}
                />
              </FormField>
              <FormField
                label={t('form.barcodes.packQuantity')}
                error={message(errors.barcodes?.[index]?.packQuantity, 'amount')}
              >
                <Input
                  inputMode="decimal"
                  autoComplete="off"
                  {...form.register(`barcodes.${index}.packQuantity`, { setValueAs: toNumberOrUndefined })}
                />
              </FormField>
              <FormField label={t('form.barcodes.packUnit')}>
                <NativeSelect {...form.register(`barcodes.${index}.packUnit`)}>{unitOptions}</NativeSelect>
              </FormField>
            </div>
          )}
          removeLabel={(index) => t('form.barcodes.remove', { index: index + 1 })}
          onRemove={barcodes.remove}
          addLabel={t('form.barcodes.add')}
          onAdd={() =>
            barcodes.append({
              code: '',
              packQuantity: 1,
              packUnit: (defaultUnit as Unit | undefined) ?? 'piece',
            })
          }
        />
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="text-sm font-semibold">{t('form.conversions.legend')}</legend>
        <p className="-mt-1 text-sm text-muted-foreground">{t('form.conversions.hint')}</p>
        <RepeatedRows
          rows={conversions.fields}
          max={MAX_CONVERSIONS_PER_PRODUCT}
          renderFields={(index) => (
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              <FormField label={t('form.conversions.from')}>
                <NativeSelect {...form.register(`conversions.${index}.from`)}>{unitOptions}</NativeSelect>
              </FormField>
              <FormField
                label={t('form.conversions.amount')}
                error={message(errors.conversions?.[index]?.amount, 'amount')}
              >
                <Input
                  inputMode="decimal"
                  autoComplete="off"
                  {...form.register(`conversions.${index}.amount`, { setValueAs: toNumberOrUndefined })}
                />
              </FormField>
              <FormField label={t('form.conversions.unit')}>
                <NativeSelect {...form.register(`conversions.${index}.unit`)}>{unitOptions}</NativeSelect>
              </FormField>
            </div>
          )}
          removeLabel={(index) => t('form.conversions.remove', { index: index + 1 })}
          onRemove={conversions.remove}
          addLabel={t('form.conversions.add')}
          onAdd={() =>
            conversions.append({
              from: 'can',
              amount: 1,
              unit: (defaultUnit as Unit | undefined) ?? 'g',
            })
          }
        />
      </fieldset>

      <FormField label={t('form.notes')} optional error={message(errors.notes, 'text', PRODUCT_NOTES_MAX)}>
        <Textarea
          rows={3}
          maxLength={PRODUCT_NOTES_MAX}
          {...form.register('notes', { setValueAs: blankToNull })}
        />
      </FormField>

      <div className="grid gap-2">
        <span className="text-sm font-semibold">{t('form.image.label')}</span>
        <div className="flex flex-wrap items-center gap-3">
          <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted">
            {previewUrl ? (
              <img
                src={previewUrl}
                alt={image ? t('form.image.previewAlt') : t('form.image.currentAlt')}
                className="size-full object-cover"
              />
            ) : (
              <ImageUp className="size-6 text-muted-foreground" aria-hidden="true" />
            )}
          </div>
          <input
            ref={imageInput}
            id={imageInputId}
            type="file"
            accept={PRODUCT_IMAGE_ACCEPT}
            className="sr-only"
            // The visible button below opens it; one tab stop is enough.
            tabIndex={-1}
            aria-label={t('form.image.choose')}
            onChange={chooseImage}
          />
          <Button variant="outline" size="sm" onClick={() => imageInput.current?.click()}>
            <ImageUp aria-hidden="true" />
            {previewUrl ? t('form.image.change') : t('form.image.choose')}
          </Button>
          {image && (
            <Button variant="ghost" size="sm" onClick={clearImage}>
              <X aria-hidden="true" />
              {t('form.image.discard')}
            </Button>
          )}
        </div>
        {imageProblem && (
          <p role="alert" className="text-sm font-medium text-destructive-ink">
            {imageProblem}
          </p>
        )}
      </div>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            {tc('actions.cancel')}
          </Button>
        )}
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
