import { Plus, Search } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddStockInputSchema,
  ENTRY_NOTE_MAX,
  type AddStockInput,
  type Product,
} from '@shared/contracts/pantry';
import type { ExpiryKind } from '@shared/domain/stock';
import type { Unit } from '@shared/domain/units';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { useMoney } from '../../lib/currency';
import { isKnownValidationMessage, useValidationMessage } from '../../lib/validation-messages';
import { EntryNoteField, ExpiryKindField, PriceField } from './entry-fields';
import { NativeSelect } from '../../components/ui/native-select';
import { useAddStock, useLocations, useProductSearch } from './pantry-api';
import { parseDecimal, unitLabel, unitsFor } from './pantry-format';
import { useCreateProductWithImage } from './product-dialogs';
import { ProductForm } from './product-form';
import { useRunStockChange } from './undo-toast';
import { useDebounced } from '../../lib/use-debounced';

/** Waits this long after the last keystroke before asking the server (ms). */
export const SEARCH_DEBOUNCE_MS = 250;

type Step = { kind: 'pick' } | { kind: 'create'; name: string } | { kind: 'details'; product: Product };

/**
 * "Add item": pick a product by typing its name (or create it), then the amount (in a unit that
 * converts to the product's), location, dates, price and note.
 */
export function AddItemDialog({ today, onClose }: { today: string; onClose: () => void }) {
  const { t } = useTranslation('pantry');
  const [step, setStep] = useState<Step>({ kind: 'pick' });
  const created = useCreateProductWithImage();

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{step.kind === 'create' ? t('addItem.createTitle') : t('addItem.title')}</DialogTitle>
          <DialogDescription>
            {step.kind === 'create' ? t('addItem.createDescription') : t('addItem.description')}
          </DialogDescription>
        </DialogHeader>
        {step.kind === 'pick' && (
          <ProductPicker
            onPick={(product) => setStep({ kind: 'details', product })}
            onCreate={(name) => setStep({ kind: 'create', name })}
          />
        )}
        {step.kind === 'create' && (
          <ProductForm
            initial={{ name: step.name }}
            submitLabel={t('addItem.createSubmit')}
            isSubmitting={created.isPending}
            onCancel={() => setStep({ kind: 'pick' })}
            onSubmit={async (input, { image }) => {
              const product = await created.submit(input, image);
              if (product) setStep({ kind: 'details', product });
            }}
          />
        )}
        {step.kind === 'details' && (
          <StockDetailsForm
            product={step.product}
            today={today}
            onChangeProduct={() => setStep({ kind: 'pick' })}
            onDone={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ProductPicker({
  onPick,
  onCreate,
}: {
  onPick: (product: Product) => void;
  onCreate: (name: string) => void;
}) {
  const { t } = useTranslation('pantry');
  const [name, setName] = useState('');
  const q = useDebounced(name.trim(), SEARCH_DEBOUNCE_MS);
  const search = useProductSearch(q, { enabled: q.length > 0 });
  const inputId = useId();
  const results = q ? (search.data?.items ?? []) : [];
  const exact = results.some((product) => product.name.toLowerCase() === name.trim().toLowerCase());

  return (
    <div className="grid gap-3">
      <div className="grid gap-2">
        <Label htmlFor={inputId}>{t('addItem.product')}</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={inputId}
            type="search"
            className="ps-9"
            autoComplete="off"
            autoFocus
            placeholder={t('addItem.searchPlaceholder')}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
      </div>
      {results.length > 0 && (
        <ul className="grid max-h-64 gap-1 overflow-y-auto" aria-label={t('addItem.results')}>
          {results.map((product) => (
            <li key={product.id}>
              <Button
                variant="ghost"
                className="h-auto w-full justify-start py-2 text-start whitespace-normal"
                onClick={() => onPick(product)}
              >
                <span className="font-medium">{product.name}</span>
                {product.brand && <span className="text-muted-foreground">{product.brand}</span>}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {q && !search.isFetching && results.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('addItem.noResults', { name: q })}</p>
      )}
      {name.trim() && !exact && (
        <Button variant="outline" className="w-fit" onClick={() => onCreate(name.trim())}>
          <Plus aria-hidden="true" />
          {t('addItem.createNamed', { name: name.trim() })}
        </Button>
      )}
    </div>
  );
}

type Errors = Partial<
  Record<'product' | 'quantity' | 'purchasedOn' | 'expiresOn' | 'price' | 'note', string>
>;

function StockDetailsForm({
  product,
  today,
  onChangeProduct,
  onDone,
}: {
  product: Product;
  today: string;
  onChangeProduct: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('pantry');
  const locations = useLocations();
  const addStock = useAddStock();
  const run = useRunStockChange();
  const money = useMoney();
  const translate = useValidationMessage();
  const units = useMemo(() => unitsFor(product.defaultUnit, product.conversions), [product]);
  const [quantity, setQuantity] = useState('1');
  const [unit, setUnit] = useState<Unit>(product.defaultUnit);
  const [locationId, setLocationId] = useState(product.defaultLocationId ?? '');
  const [purchasedOn, setPurchasedOn] = useState(today);
  const [expiresOn, setExpiresOn] = useState('');
  const [expiryKind, setExpiryKind] = useState<ExpiryKind>('best_before');
  const [price, setPrice] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const chosenLocation = locationId || locations.data?.[0]?.id || '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const priceCents = money.parse(price);
    const input: AddStockInput = {
      productId: product.id,
      quantity: parseDecimal(quantity) ?? Number.NaN,
      unit,
      purchasedOn: purchasedOn || undefined,
      expiresOn: expiresOn || null,
      expiryKind,
      priceCents: priceCents === null || Number.isNaN(priceCents) ? null : priceCents,
      note: note.trim() || null,
    };
    if (chosenLocation) input.locationId = chosenLocation;
    const parsed = AddStockInputSchema.safeParse(input);
    const next: Errors = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0];
      const known = isKnownValidationMessage(issue.message) ? translate(issue.message) : undefined;
      if (field === 'quantity') next.quantity = known ?? t('form.errors.quantity');
      if (field === 'purchasedOn') next.purchasedOn = known ?? t('form.errors.date');
      if (field === 'expiresOn') next.expiresOn = known ?? t('form.errors.date');
      if (field === 'productId') next.product = known;
      if (field === 'note') next.note = t('form.errors.tooLong', { count: ENTRY_NOTE_MAX });
      if (field === 'priceCents') next.price = t('form.errors.price', { example: money.example });
    }
    if (priceCents !== null && Number.isNaN(priceCents))
      next.price = t('form.errors.price', { example: money.example });
    setErrors(next);
    if (!parsed.success || Object.keys(next).length > 0) return;
    const done = await run(() => addStock.mutateAsync(parsed.data), { productName: product.name });
    if (done) onDone();
  };

  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border bg-muted/40 p-3">
        <p>
          <span className="font-medium">{product.name}</span>
          {product.brand && <span className="text-muted-foreground"> · {product.brand}</span>}
        </p>
        <Button variant="link" size="sm" onClick={onChangeProduct}>
          {t('addItem.change')}
        </Button>
      </div>
      {errors.product && (
        <p role="alert" className="text-sm font-medium text-destructive-ink">
          {errors.product}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label={t('addItem.quantity')} error={errors.quantity}>
          <Input
            inputMode="decimal"
            autoComplete="off"
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
          />
        </FormField>
        <FormField label={t('addItem.unit')}>
          <NativeSelect value={unit} onChange={(e) => setUnit(e.target.value as Unit)}>
            {units.map((item) => (
              <option key={item} value={item}>
                {unitLabel(t, item, 2)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t('addItem.location')}>
          <NativeSelect value={chosenLocation} onChange={(e) => setLocationId(e.target.value)}>
            {(locations.data ?? []).map((location) => (
              <option key={location.id} value={location.id}>
                {location.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t('addItem.purchasedOn')} error={errors.purchasedOn}>
          <Input type="date" value={purchasedOn} onChange={(e) => setPurchasedOn(e.target.value)} />
        </FormField>
        <FormField
          label={t('addItem.expiresOn')}
          optional
          hint={t('addItem.expiresHint')}
          error={errors.expiresOn}
        >
          <Input type="date" value={expiresOn} onChange={(e) => setExpiresOn(e.target.value)} />
        </FormField>
        <ExpiryKindField label={t('addItem.expiryKind')} value={expiryKind} onChange={setExpiryKind} />
        <PriceField
          label={t('addItem.price')}
          money={money}
          value={price}
          error={errors.price}
          onChange={setPrice}
        />
      </div>
      <EntryNoteField label={t('addItem.note')} value={note} error={errors.note} onChange={setNote} />
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {t('addItem.cancel')}
        </Button>
        <Button type="submit" disabled={addStock.isPending}>
          {t('addItem.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
