import { useQuery } from '@tanstack/react-query';
import { Archive } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Location } from '@shared/contracts/pantry';
import { ToPantryInputSchema, type PantryDraft, type ToPantryInput } from '@shared/contracts/shopping';
import { UNITS, type Unit } from '@shared/domain/units';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
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
import { NativeSelect } from '../../components/ui/native-select';
import { Skeleton } from '../../components/ui/skeleton';
import { useMoney, type Money } from '../../lib/currency';
import { ApiRequestError } from '../../lib/api';
import { toast } from '../../lib/toast-store';
import { translateServerMessage } from '../../lib/validation-messages';
import { removeItems, upsertItems } from './list-state';
import { showFailure } from './list-switcher';
import { isNetworkError } from './offline-queue';
import { pantryDraftsQueryOptions, useLocations, useMoveToPantry, useUndoMoveToPantry } from './shopping-api';
import { parseDecimal, unitLabel } from './shopping-format';
import { useShoppingSync } from './use-shopping-sync';

type Row = {
  include: boolean;
  quantity: string;
  unit: Unit;
  locationId: string;
  expiresOn: string;
  price: string;
};
type RowErrors = Partial<Record<'quantity' | 'unit' | 'price', string>>;

/** The reviewed rows as POST …/to-pantry takes them (NaN marks an amount or price that is not one). */
export function toPantryInput(
  drafts: readonly PantryDraft[],
  rows: ReadonlyMap<string, Row>,
  money: Money,
): ToPantryInput {
  return {
    items: drafts.flatMap((draft) => {
      const row = rows.get(draft.itemId);
      if (!row?.include) return [];
      return [
        {
          itemId: draft.itemId,
          productId: draft.productId,
          quantity: parseDecimal(row.quantity) ?? Number.NaN,
          unit: row.unit,
          locationId: row.locationId,
          expiresOn: row.expiresOn === '' ? null : row.expiresOn,
          priceCents: money.parse(row.price),
        },
      ];
    }),
  };
}

/**
 * "Put in pantry": every ticked item as a pantry entry to check (the product it goes into, or a new
 * one; amount, unit, location, expiry date, price), then in as one operation with an Undo.
 */
export function ToPantryDialog({ listId, onClose }: { listId: string; onClose: () => void }) {
  const { t } = useTranslation('shopping-lists');
  const sync = useShoppingSync();
  const drafts = useQuery(
    pantryDraftsQueryOptions(listId, async () => {
      // The server must know every tick made here before it lists the ticked items.
      if (!(await sync.queue.whenIdle())) throw new TypeError('offline');
    }),
  );
  const locations = useLocations();

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('toPantry.title')}</DialogTitle>
          <DialogDescription>{t('toPantry.description')}</DialogDescription>
        </DialogHeader>
        {drafts.isPending || locations.isPending ? (
          <div className="grid gap-2" aria-busy="true" aria-label={t('toPantry.loading')}>
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : drafts.isError || locations.isError ? (
          <p role="alert" className="text-sm text-destructive-ink">
            {isNetworkError(drafts.error ?? locations.error) ? t('errors.offline') : t('toPantry.loadFailed')}
          </p>
        ) : drafts.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('toPantry.nothingTicked')}</p>
        ) : (
          <DraftsForm
            listId={listId}
            drafts={drafts.data.items}
            locations={locations.data}
            onClose={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function DraftsForm({
  listId,
  drafts,
  locations,
  onClose,
}: {
  listId: string;
  drafts: readonly PantryDraft[];
  locations: readonly Location[];
  onClose: () => void;
}) {
  const { t } = useTranslation('shopping-lists');
  const money = useMoney();
  const sync = useShoppingSync();
  const move = useMoveToPantry();
  const undo = useUndoMoveToPantry();
  const [rows, setRows] = useState<Map<string, Row>>(
    () =>
      new Map(
        drafts.map((draft) => [
          draft.itemId,
          {
            include: true,
            quantity: String(draft.quantity),
            unit: draft.unit,
            locationId: draft.locationId,
            expiresOn: draft.expiresOn ?? '',
            price: money.inputValue(draft.priceCents),
          },
        ]),
      ),
  );
  const [errors, setErrors] = useState<Map<string, RowErrors>>(new Map());
  const [formError, setFormError] = useState<string | null>(null);
  const setRow = (itemId: string, changes: Partial<Row>) =>
    setRows((current) => new Map(current).set(itemId, { ...current.get(itemId)!, ...changes }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = toPantryInput(drafts, rows, money);
    const next = new Map<string, RowErrors>();
    const parsed = ToPantryInputSchema.safeParse(input);
    for (const issue of parsed.error?.issues ?? []) {
      const [, index, field] = issue.path;
      const itemId = typeof index === 'number' ? input.items[index]?.itemId : undefined;
      if (!itemId) continue;
      const row = next.get(itemId) ?? {};
      if (field === 'quantity') row.quantity = t('toPantry.quantityError');
      if (field === 'priceCents') row.price = t('toPantry.priceError', { example: money.example });
      next.set(itemId, row);
    }
    setErrors(next);
    setFormError(input.items.length === 0 ? t('toPantry.chooseOne') : null);
    if (!parsed.success) return;
    try {
      const result = await move.mutateAsync({ listId, input: parsed.data });
      sync.updateBase(listId, (base) => removeItems(base, result.movedItemIds));
      onClose();
      const count = result.movedItemIds.length;
      toast({
        title: t('toPantry.done', { count }),
        action: result.operation.canUndo
          ? {
              label: t('undo.action'),
              altText: t('undo.altText'),
              onClick: () => {
                undo.mutateAsync({ listId, operationId: result.operation.id }).then(
                  (restored) => {
                    sync.updateBase(listId, (base) => upsertItems(base, restored));
                    toast({ title: t('toPantry.undone', { count: restored.length }) });
                  },
                  (error: unknown) => showFailure(t('toPantry.undoFailed'), error, t('errors.offline')),
                );
              },
            }
          : undefined,
      });
    } catch (error) {
      // The server names the row and field it refused ("items.0.unit": a unit the product cannot
      // be counted in); the message goes under that field as well as in the toast.
      const fromServer = new Map<string, RowErrors>();
      for (const detail of error instanceof ApiRequestError ? (error.apiError?.details ?? []) : []) {
        const [, index, field] = /^items\.(\d+)\.(\w+)/.exec(detail.path) ?? [];
        const itemId = index === undefined ? undefined : parsed.data.items[Number(index)]?.itemId;
        if (!itemId) continue;
        const key =
          field === 'priceCents' ? 'price' : field === 'quantity' || field === 'unit' ? field : 'unit';
        fromServer.set(itemId, { ...fromServer.get(itemId), [key]: translateServerMessage(detail.message) });
      }
      setErrors(fromServer);
      showFailure(t('toPantry.failed'), error, t('errors.offline'));
    }
  };

  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
      <ul className="grid gap-3">
        {drafts.map((draft) => (
          <DraftRow
            key={draft.itemId}
            draft={draft}
            row={rows.get(draft.itemId)!}
            errors={errors.get(draft.itemId) ?? {}}
            locations={locations}
            money={money}
            onChange={(changes) => setRow(draft.itemId, changes)}
          />
        ))}
      </ul>
      {formError && (
        <p role="alert" className="text-sm font-medium text-destructive-ink">
          {formError}
        </p>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {t('toPantry.cancel')}
        </Button>
        <Button type="submit" disabled={move.isPending}>
          <Archive aria-hidden="true" />
          {t('toPantry.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}

function DraftRow({
  draft,
  row,
  errors,
  locations,
  money,
  onChange,
}: {
  draft: PantryDraft;
  row: Row;
  errors: RowErrors;
  locations: readonly Location[];
  money: Money;
  onChange: (changes: Partial<Row>) => void;
}) {
  const { t } = useTranslation('shopping-lists');
  const id = useId();
  return (
    <li>
      <fieldset className="grid gap-3 rounded-lg border p-3" aria-labelledby={`${id}-legend`}>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Checkbox
            id={`${id}-include`}
            checked={row.include}
            aria-labelledby={`${id}-legend`}
            onCheckedChange={(checked) => onChange({ include: checked === true })}
          />
          <label htmlFor={`${id}-include`} id={`${id}-legend`} className="font-medium">
            {draft.name}
          </label>
          {draft.productId ? (
            <span className="text-sm text-muted-foreground">
              {t('toPantry.into', { product: draft.productName })}
            </span>
          ) : (
            <Badge variant="secondary">{t('toPantry.newProduct')}</Badge>
          )}
        </div>
        {row.include && (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <FormField label={t('toPantry.quantity')} error={errors.quantity}>
              <Input
                inputMode="decimal"
                value={row.quantity}
                onChange={(e) => onChange({ quantity: e.target.value })}
              />
            </FormField>
            <FormField label={t('toPantry.unit')} error={errors.unit}>
              <NativeSelect value={row.unit} onChange={(e) => onChange({ unit: e.target.value as Unit })}>
                {UNITS.map((unit) => (
                  <option key={unit} value={unit}>
                    {unitLabel(t, unit, 2)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label={t('toPantry.location')}>
              <NativeSelect value={row.locationId} onChange={(e) => onChange({ locationId: e.target.value })}>
                {locations.map((location) => (
                  <option key={location.id} value={location.id}>
                    {location.name}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label={t('toPantry.expiresOn')} optional>
              <Input
                type="date"
                value={row.expiresOn}
                onChange={(e) => onChange({ expiresOn: e.target.value })}
              />
            </FormField>
            <FormField label={t('toPantry.price', { currency: money.symbol })} optional error={errors.price}>
              <Input
                inputMode={money.digits > 0 ? 'decimal' : 'numeric'}
                autoComplete="off"
                value={row.price}
                onChange={(e) => onChange({ price: e.target.value })}
              />
            </FormField>
          </div>
        )}
      </fieldset>
    </li>
  );
}
