import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AdjustEntryInputSchema,
  ENTRY_NOTE_MAX,
  type AdjustEntryInput,
  type StockEntry,
} from '@shared/contracts/pantry';
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
import { useMoney, type Money } from '../../lib/currency';
import { isKnownValidationMessage, useValidationMessage } from '../../lib/validation-messages';
import { EntryNoteField, ExpiryKindField, PriceField } from './entry-fields';
import { useAdjustEntry } from './pantry-api';
import { parseDecimal, unitLabel } from './pantry-format';
import { useRunStockChange } from './undo-toast';

type Draft = {
  quantity: string;
  purchasedOn: string;
  expiresOn: string;
  expiryKind: StockEntry['expiryKind'];
  openedOn: string;
  price: string;
  note: string;
};

const draftOf = (entry: StockEntry, money: Money): Draft => ({
  quantity: String(entry.quantity),
  purchasedOn: entry.purchasedOn ?? '',
  expiresOn: entry.expiresOn ?? '',
  expiryKind: entry.expiryKind,
  openedOn: entry.openedOn ?? '',
  price: money.inputValue(entry.priceCents),
  note: entry.note ?? '',
});

/** The fields that differ from the entry, as PATCH /api/stock/entries/:id takes them. */
export function entryChanges(entry: StockEntry, draft: Draft, money: Money): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  const quantity = parseDecimal(draft.quantity);
  if (quantity !== entry.quantity) changes.quantity = quantity ?? Number.NaN;
  const day = (value: string) => (value.trim() === '' ? null : value.trim());
  if (day(draft.purchasedOn) !== entry.purchasedOn) changes.purchasedOn = day(draft.purchasedOn);
  if (day(draft.expiresOn) !== entry.expiresOn) changes.expiresOn = day(draft.expiresOn);
  if (draft.expiryKind !== entry.expiryKind) changes.expiryKind = draft.expiryKind;
  if (day(draft.openedOn) !== entry.openedOn) changes.openedOn = day(draft.openedOn);
  const price = money.parse(draft.price);
  if (price !== entry.priceCents) changes.priceCents = price;
  const note = draft.note.trim() === '' ? null : draft.note.trim();
  if (note !== entry.note) changes.note = note;
  return changes;
}

/** Correct an entry: amount, dates, price, note (an 'adjust' transaction, undoable). */
export function AdjustEntryDialog({
  entry,
  productName,
  onClose,
}: {
  entry: StockEntry;
  productName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('pantry');
  const adjust = useAdjustEntry();
  const run = useRunStockChange();
  const money = useMoney();
  const translate = useValidationMessage();
  const [draft, setDraft] = useState<Draft>(() => draftOf(entry, money));
  const [errors, setErrors] = useState<Partial<Record<keyof AdjustEntryInput, string>>>({});
  const set = (key: keyof Draft) => (value: string) => setDraft((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const changes = entryChanges(entry, draft, money);
    const parsed = AdjustEntryInputSchema.safeParse(changes);
    if (!parsed.success || Number.isNaN(changes.priceCents)) {
      const next: Partial<Record<keyof AdjustEntryInput, string>> = {};
      for (const issue of parsed.error?.issues ?? []) {
        const field = issue.path[0] as keyof AdjustEntryInput;
        const known = isKnownValidationMessage(issue.message) ? translate(issue.message) : undefined;
        next[field] =
          field === 'quantity'
            ? (known ?? t('form.errors.quantity'))
            : field === 'note'
              ? t('form.errors.tooLong', { count: ENTRY_NOTE_MAX })
              : field === 'priceCents'
                ? t('form.errors.price', { example: money.example })
                : (known ?? t('form.errors.date'));
      }
      if (Number.isNaN(changes.priceCents))
        next.priceCents = t('form.errors.price', { example: money.example });
      setErrors(next);
      return;
    }
    setErrors({});
    if (Object.keys(parsed.data).length === 0) {
      onClose();
      return;
    }
    const done = await run(() => adjust.mutateAsync({ entryId: entry.id, input: parsed.data }), {
      productName,
    });
    if (done) onClose();
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('adjust.title', { name: productName })}</DialogTitle>
          <DialogDescription>{t('adjust.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
          <FormField
            label={t('adjust.quantity', { unit: unitLabel(t, entry.unit, 2) })}
            error={errors.quantity}
          >
            <Input
              inputMode="decimal"
              value={draft.quantity}
              onChange={(e) => set('quantity')(e.target.value)}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('adjust.purchasedOn')} optional error={errors.purchasedOn}>
              <Input
                type="date"
                value={draft.purchasedOn}
                onChange={(e) => set('purchasedOn')(e.target.value)}
              />
            </FormField>
            <FormField label={t('adjust.openedOn')} optional error={errors.openedOn}>
              <Input type="date" value={draft.openedOn} onChange={(e) => set('openedOn')(e.target.value)} />
            </FormField>
            <FormField label={t('adjust.expiresOn')} optional error={errors.expiresOn}>
              <Input type="date" value={draft.expiresOn} onChange={(e) => set('expiresOn')(e.target.value)} />
            </FormField>
            <ExpiryKindField
              label={t('adjust.expiryKind')}
              value={draft.expiryKind}
              onChange={set('expiryKind')}
            />
            <PriceField
              label={t('adjust.price')}
              money={money}
              value={draft.price}
              error={errors.priceCents}
              onChange={set('price')}
            />
          </div>
          <EntryNoteField
            label={t('adjust.note')}
            value={draft.note}
            error={errors.note}
            onChange={set('note')}
          />
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {t('adjust.cancel')}
            </Button>
            <Button type="submit" disabled={adjust.isPending}>
              {t('adjust.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
