import { ArrowRightLeft, CircleMinus, MoveRight, PackageOpen, Pencil, Trash2, Utensils } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Location, Product, StockEntry } from '@shared/contracts/pantry';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { useMoney } from '../../lib/currency';
import { AdjustEntryDialog } from './adjust-entry-dialog';
import { NativeSelect } from '../../components/ui/native-select';
import {
  useConsume,
  useDeleteEntry,
  useLocations,
  useMoveEntry,
  useOpenEntry,
  useProductDetail,
  useSpoil,
} from './pantry-api';
import { formatAmount, formatDay, parseDecimal, unitLabel } from './pantry-format';
import { Popover, PopoverContent, PopoverTrigger } from './popover';
import { useRunStockChange } from './undo-toast';

/** The stock entries of one product (fetched when its row is opened), each with its actions. */
export function ProductEntries({ product, id }: { product: Product; id: string }) {
  const { t } = useTranslation('pantry');
  const detail = useProductDetail(product.id);
  const locations = useLocations();

  if (detail.isPending) {
    return (
      <div id={id} className="grid gap-2 p-3" aria-busy="true">
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (detail.isError) {
    return (
      <div id={id} className="grid justify-items-start gap-2 p-3">
        <p role="alert" className="text-sm text-destructive-ink">
          {t('entries.loadFailed')}
        </p>
        <Button variant="outline" size="sm" onClick={() => void detail.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  }
  const { entries } = detail.data;
  return (
    <div id={id} className="grid gap-2 border-t bg-muted/40 p-3">
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('entries.none')}</p>
      ) : (
        <ul className="grid gap-2" aria-label={t('entries.label', { name: product.name })}>
          {entries.map((entry) => (
            <EntryItem
              key={entry.id}
              entry={entry}
              product={detail.data.product}
              locations={locations.data ?? []}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function EntryItem({
  entry,
  product,
  locations,
}: {
  entry: StockEntry;
  product: Product;
  locations: Location[];
}) {
  const { t, i18n } = useTranslation('pantry');
  const language = i18n.language;
  const run = useRunStockChange();
  const consume = useConsume();
  const spoil = useSpoil();
  const open = useOpenEntry();
  const del = useDeleteEntry();
  const money = useMoney();
  const [adjusting, setAdjusting] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const amount = formatAmount(t, language, entry.quantity, entry.unit);
  const location = locations.find((item) => item.id === entry.locationId);
  const where = location?.name ?? t('entries.unknownLocation');
  const busy = consume.isPending || spoil.isPending || open.isPending || del.isPending;
  const headingId = useId();
  const name = product.name;

  const details = [
    entry.purchasedOn ? t('entries.purchased', { date: formatDay(entry.purchasedOn, language) }) : null,
    entry.openedOn ? t('entries.opened', { date: formatDay(entry.openedOn, language) }) : null,
    entry.priceCents !== null ? t('entries.price', { price: money.format(entry.priceCents) }) : null,
  ].filter((item): item is string => item !== null);

  return (
    <li className="grid gap-2 rounded-md border bg-card p-3" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p id={headingId} className="font-medium">
          {t('entries.heading', { amount, location: where })}
        </p>
        {entry.expiresOn && (
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span>
              {t('entries.expires', {
                kind: t(`expiryKinds.${entry.expiryKind}`),
                date: formatDay(entry.expiresOn, language),
              })}
            </span>
            {entry.expiryLabel && (
              <Badge variant={entry.expiryLabel === 'expired' ? 'destructive' : 'warning'}>
                {t(`labels.${entry.expiryLabel}`)}
              </Badge>
            )}
          </p>
        )}
      </div>
      {details.length > 0 && <p className="text-sm text-muted-foreground">{details.join(' · ')}</p>}
      {entry.note && <p className="text-sm break-words">{entry.note}</p>}
      <div role="group" aria-labelledby={headingId} className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() =>
            void run(
              () =>
                consume.mutateAsync(
                  entry.quantity > 1
                    ? { entryId: entry.id, quantity: 1, unit: entry.unit }
                    : { entryId: entry.id },
                ),
              { productName: name },
            )
          }
        >
          <Utensils aria-hidden="true" />
          {entry.quantity > 1
            ? t('entries.useOne', { unit: unitLabel(t, entry.unit, 1) })
            : t('entries.useAll')}
        </Button>
        {entry.quantity > 1 && (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => void run(() => consume.mutateAsync({ entryId: entry.id }), { productName: name })}
          >
            {t('entries.useAll')}
          </Button>
        )}
        <AmountPopover
          entry={entry}
          disabled={busy}
          onUse={(quantity) =>
            run(() => consume.mutateAsync({ entryId: entry.id, quantity, unit: entry.unit }), {
              productName: name,
            })
          }
        />
        {!entry.openedOn && (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => void run(() => open.mutateAsync({ entryId: entry.id }), { productName: name })}
          >
            <PackageOpen aria-hidden="true" />
            {t('entries.open')}
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => void run(() => spoil.mutateAsync({ entryId: entry.id }), { productName: name })}
        >
          <CircleMinus aria-hidden="true" />
          {t('entries.spoil')}
        </Button>
        <MovePopover entry={entry} locations={locations} disabled={busy} productName={name} />
        <Button size="sm" variant="outline" disabled={busy} onClick={() => setAdjusting(true)}>
          <Pencil aria-hidden="true" />
          {t('entries.edit')}
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={() => setConfirmingDelete(true)}>
          <Trash2 aria-hidden="true" />
          {t('entries.delete')}
        </Button>
      </div>
      {adjusting && (
        <AdjustEntryDialog entry={entry} productName={name} onClose={() => setAdjusting(false)} />
      )}
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title={t('entries.deleteTitle')}
        description={t('entries.deleteDescription', { amount, name })}
        confirmLabel={t('entries.delete')}
        destructive
        onConfirm={() => void run(() => del.mutateAsync(entry.id), { productName: name })}
      />
    </li>
  );
}

/** "Use an amount": a number in the entry's unit, at most what the entry holds. */
function AmountPopover({
  entry,
  disabled,
  onUse,
}: {
  entry: StockEntry;
  disabled: boolean;
  onUse: (quantity: number) => Promise<unknown>;
}) {
  const { t } = useTranslation('pantry');
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const quantity = parseDecimal(text);
    if (quantity === null || Number.isNaN(quantity) || quantity <= 0) {
      setError(t('form.errors.quantity'));
      return;
    }
    if (Math.abs(Math.round(quantity * 1000) - quantity * 1000) > 1e-6) {
      setError(t('form.errors.decimals'));
      return;
    }
    setError(null);
    setOpen(false);
    setText('');
    void onUse(Math.min(quantity, entry.quantity));
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button size="sm" variant="outline" disabled={disabled}>
          {t('entries.useSome')}
        </Button>
      </PopoverTrigger>
      <PopoverContent>
        <form noValidate className="grid gap-3" onSubmit={submit}>
          <div className="grid gap-2">
            <Label htmlFor={inputId}>{t('entries.amountLabel', { unit: unitLabel(t, entry.unit, 2) })}</Label>
            <Input
              id={inputId}
              inputMode="decimal"
              autoComplete="off"
              autoFocus
              value={text}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              onChange={(event) => setText(event.target.value)}
            />
            {error && (
              <p id={`${inputId}-error`} className="text-sm font-medium text-destructive-ink">
                {error}
              </p>
            )}
          </div>
          <Button type="submit" size="sm">
            {t('entries.useConfirm')}
          </Button>
        </form>
      </PopoverContent>
    </Popover>
  );
}

/** "Move": pick another location (freezing extends the expiry, thawing shortens it: the server's rules). */
function MovePopover({
  entry,
  locations,
  disabled,
  productName,
}: {
  entry: StockEntry;
  locations: Location[];
  disabled: boolean;
  productName: string;
}) {
  const { t } = useTranslation('pantry');
  const run = useRunStockChange();
  const move = useMoveEntry();
  const others = locations.filter((location) => location.id !== entry.locationId);
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState('');
  const selectId = useId();
  const chosen = target || others[0]?.id || '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    setOpen(false);
    void run(() => move.mutateAsync({ entryId: entry.id, locationId: chosen }), { productName });
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button size="sm" variant="outline" disabled={disabled || others.length === 0 || move.isPending}>
          <ArrowRightLeft aria-hidden="true" />
          {t('entries.move')}
        </Button>
      </PopoverTrigger>
      <PopoverContent>
        <form className="grid gap-3" onSubmit={submit}>
          <div className="grid gap-2">
            <Label htmlFor={selectId}>{t('entries.moveTo')}</Label>
            <NativeSelect id={selectId} value={chosen} onChange={(event) => setTarget(event.target.value)}>
              {others.map((location) => (
                <option key={location.id} value={location.id}>
                  {location.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" size="sm">
            <MoveRight aria-hidden="true" />
            {t('entries.moveConfirm')}
          </Button>
        </form>
      </PopoverContent>
    </Popover>
  );
}
