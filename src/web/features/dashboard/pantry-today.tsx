import type { TFunction } from 'i18next';
import {
  CalendarClock,
  Check,
  ChevronRight,
  CircleAlert,
  ListPlus,
  PackageMinus,
  PiggyBank,
  Plus,
  ScanBarcode,
  type LucideIcon,
} from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import {
  QUICK_ADD_TEXT_MAX,
  type ExpiringEntry,
  type PantrySummary,
  type StockChangeResponse,
} from '@shared/contracts/pantry';
import { daysBetween } from '@shared/domain/stock';
import type { Unit } from '@shared/domain/units';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiRequestError } from '../../lib/api';
import { useMoney } from '../../lib/currency';
import { openScanner } from '../../lib/scan-store';
import { toast } from '../../lib/toast-store';
import { translateServerMessage, usePreloadValidationMessages } from '../../lib/validation-messages';
import {
  useAddAllLowToList,
  useAddLowProductToList,
  useEntryAction,
  usePantrySummary,
  useQuickAddLine,
  useUndoStockOperation,
} from './dashboard-api';

/*
 * The pantry on the dashboard: what expires soon and what has expired (with one-tap Consume and
 * Spoil), what runs low, this month's waste and savings, a quick-add line and the Scan button.
 * Unit and category words come from the pantry's namespace, so both screens say them alike.
 */

const NAMESPACES = ['dashboard', 'pantry'] as const;
/** "today", "tomorrow", "in 3 days", "2 days ago" in the reader's language. */
export function relativeDay(days: number, language: string): string {
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(days, 'day');
}

function formatAmount(t: TFunction, language: string, quantity: number, unit: Unit): string {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 3 }).format(quantity);
  return t('amount', {
    ns: 'pantry',
    quantity: number,
    unit: t(`units.${unit}`, { ns: 'pantry', count: quantity }),
  });
}

function serverReason(error: unknown): string | undefined {
  return error instanceof ApiRequestError
    ? translateServerMessage(error.serverMessage ?? undefined)
    : undefined;
}

/** Says what a change did, with Undo while the server allows it. */
function useStockToast() {
  const { t, i18n } = useTranslation(NAMESPACES);
  const undo = useUndoStockOperation();
  return (response: StockChangeResponse, fallbackName: string) => {
    const { operation } = response;
    const product = response.products.find((p) => p.id === operation.productIds[0]);
    const name = product?.name ?? fallbackName;
    const amount =
      operation.quantity !== null && operation.unit !== null
        ? formatAmount(t, i18n.language, operation.quantity, operation.unit)
        : null;
    const kind = operation.kind === 'spoil' ? 'spoil' : operation.kind === 'add' ? 'add' : 'consume';
    const title = amount ? t(`toast.${kind}Amount`, { name, amount }) : t(`toast.${kind}`, { name });
    toast({
      title,
      action: operation.canUndo
        ? {
            label: t('toast.undo'),
            altText: t('toast.undoAlt'),
            // The row that showed this toast may be gone by now (its entry was used up): the
            // promise still settles where per-call mutate callbacks of an unmounted row would not.
            onClick: () => {
              undo.mutateAsync(operation.id).then(
                () => toast({ title: t('toast.undone'), description: title }),
                (error: unknown) =>
                  toast({
                    variant: 'destructive',
                    title: t('toast.undoFailed'),
                    description: serverReason(error),
                  }),
              );
            },
          }
        : undefined,
    });
  };
}

export function PantryToday() {
  const { t } = useTranslation(NAMESPACES);
  usePreloadValidationMessages();
  const summary = usePantrySummary();

  return (
    <section aria-labelledby="dashboard-pantry" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="dashboard-pantry" className="text-lg font-semibold">
          {t('pantryToday.heading')}
        </h2>
        <Button variant="outline" onClick={openScanner}>
          <ScanBarcode aria-hidden="true" />
          {t('pantryToday.scan')}
        </Button>
      </div>
      <QuickAdd />
      {summary.isError ? (
        <p role="alert" className="rounded-lg border bg-card p-4 text-sm text-muted-foreground">
          {t('pantryToday.loadFailed')}
        </p>
      ) : (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <ExpiringCard kind="expires_soon" summary={summary.data} />
          <ExpiringCard kind="expired" summary={summary.data} />
          <LowStockCard summary={summary.data} />
          <MonthCard summary={summary.data} />
        </div>
      )}
    </section>
  );
}

function QuickAdd() {
  const { t } = useTranslation(NAMESPACES);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const quickAdd = useQuickAddLine();
  const showToast = useStockToast();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const line = text.trim();
    if (!line) {
      setError(t('quickAdd.empty'));
      return;
    }
    quickAdd.mutate(line, {
      onSuccess: (response) => {
        setText('');
        showToast(response, line);
      },
      onError: (failure) => setError(serverReason(failure) ?? t('quickAdd.failed')),
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-1">
      <label htmlFor="dashboard-quick-add" className="text-sm font-medium">
        {t('quickAdd.label')}
      </label>
      <div className="flex gap-2">
        <Input
          id="dashboard-quick-add"
          value={text}
          maxLength={QUICK_ADD_TEXT_MAX}
          autoComplete="off"
          placeholder={t('quickAdd.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'dashboard-quick-add-error' : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
        <Button type="submit" disabled={quickAdd.isPending}>
          <Plus aria-hidden="true" />
          {t('quickAdd.submit')}
        </Button>
      </div>
      {error && (
        <p id="dashboard-quick-add-error" role="alert" className="text-sm font-medium text-destructive-ink">
          {error}
        </p>
      )}
    </form>
  );
}

function PantryCard({
  icon: Icon,
  title,
  children,
  footer,
  id,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  id: string;
}) {
  return (
    <Card className="gap-3" aria-labelledby={id} role="region">
      <CardHeader className="flex-row items-center gap-2">
        <Icon className="size-5 text-primary-ink" aria-hidden="true" />
        <CardTitle as="h3" id={id} className="text-base">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-2">{children}</CardContent>
      {footer && <CardFooter>{footer}</CardFooter>}
    </Card>
  );
}

function CardSkeleton() {
  const { t } = useTranslation(NAMESPACES);
  return (
    <div aria-busy="true" className="grid gap-2">
      <span className="sr-only">{t('pantryToday.loading')}</span>
      <Skeleton className="h-5 w-40" />
      <Skeleton className="h-4 w-52" />
    </div>
  );
}

function PantryLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button variant="link" asChild className="h-auto px-0">
      <Link href={href}>
        {children}
        <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
      </Link>
    </Button>
  );
}

function ExpiringCard({
  kind,
  summary,
}: {
  kind: 'expires_soon' | 'expired';
  summary: PantrySummary | undefined;
}) {
  const { t } = useTranslation(NAMESPACES);
  const soon = kind === 'expires_soon';
  const id = soon ? 'dashboard-expiring' : 'dashboard-expired';
  const entries = summary?.expiring.filter((entry) => entry.expiryLabel === kind) ?? [];
  const count = summary ? (soon ? summary.counts.expiresSoon : summary.counts.expired) : 0;
  let content: ReactNode;
  if (!summary) content = <CardSkeleton />;
  else if (entries.length === 0)
    content = (
      <>
        <p className="font-medium">{soon ? t('cards.pantry.emptyTitle') : t('expired.emptyTitle')}</p>
        <p className="text-sm text-muted-foreground">
          {soon ? t('cards.pantry.emptyDescription') : t('expired.emptyDescription')}
        </p>
      </>
    );
  else
    content = (
      <ul className="grid gap-2">
        {entries.map((entry) => (
          <ExpiringRow key={entry.id} entry={entry} today={summary.today} />
        ))}
        {count > entries.length && (
          <li className="text-sm text-muted-foreground">
            {t('expiring.more', { count: count - entries.length })}
          </li>
        )}
      </ul>
    );
  return (
    <PantryCard
      id={id}
      icon={soon ? CalendarClock : CircleAlert}
      title={soon ? t('expiring.title') : t('expired.title')}
      footer={
        <PantryLink href={soon ? '/pantry?label=expires_soon' : '/pantry?label=expired'}>
          {soon ? t('cards.pantry.link') : t('expired.link')}
        </PantryLink>
      }
    >
      {content}
    </PantryCard>
  );
}

function ExpiringRow({ entry, today }: { entry: ExpiringEntry; today: string }) {
  const { t, i18n } = useTranslation(NAMESPACES);
  const action = useEntryAction();
  const showToast = useStockToast();
  const amount = formatAmount(t, i18n.language, entry.quantity, entry.unit);
  const when = entry.expiresOn ? relativeDay(daysBetween(today, entry.expiresOn), i18n.language) : null;
  const run = (kind: 'consume' | 'spoil') =>
    action.mutate(
      { action: kind, entryId: entry.id },
      {
        onSuccess: (response) => showToast(response, entry.productName),
        onError: (error) =>
          toast({ variant: 'destructive', title: t('expiring.failed'), description: serverReason(error) }),
      },
    );
  return (
    // The text takes the row's width and the buttons wrap below it, unless the card is wide enough
    // for both side by side: a narrow dashboard column never squeezes the name.
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border p-2">
      <div className="min-w-[min(100%,11rem)] flex-1">
        <p className="font-medium break-words">{entry.productName}</p>
        <p className="text-xs text-muted-foreground">
          {amount}
          {when &&
            ` · ${entry.expiryLabel === 'expired' ? t('expiring.expiredWhen', { when }) : t('expiring.expiresWhen', { when })}`}
          {entry.expiryKind === 'use_by' && ` · ${t('expiring.useBy')}`}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={action.isPending}
          aria-label={t('expiring.consumeLabel', { name: entry.productName })}
          onClick={() => run('consume')}
        >
          {t('expiring.consume')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={action.isPending}
          aria-label={t('expiring.spoilLabel', { name: entry.productName })}
          onClick={() => run('spoil')}
        >
          {t('expiring.spoil')}
        </Button>
      </div>
    </li>
  );
}

function LowStockCard({ summary }: { summary: PantrySummary | undefined }) {
  const { t, i18n } = useTranslation(NAMESPACES);
  const addOne = useAddLowProductToList();
  const addAll = useAddAllLowToList();
  const [listed, setListed] = useState<ReadonlySet<string>>(new Set());
  const failed = (error: unknown) =>
    toast({ variant: 'destructive', title: t('lowStock.addFailed'), description: serverReason(error) });
  const addProduct = (product: PantrySummary['lowStock'][number]) =>
    addOne.mutate(
      {
        id: product.id,
        name: product.name,
        missing: product.minStock - product.totalQuantity,
        unit: product.defaultUnit,
      },
      {
        onSuccess: () => {
          setListed((before) => new Set([...before, product.id]));
          toast({ title: t('lowStock.added', { name: product.name }) });
        },
        onError: failed,
      },
    );
  const addEveryProduct = () =>
    addAll.mutate(undefined, {
      onSuccess: (result) => {
        setListed(new Set(summary?.lowStock.map((p) => p.id)));
        toast({ title: t('lowStock.addedAll', { count: result.added.length + result.updated.length }) });
      },
      onError: failed,
    });
  let content: ReactNode;
  if (!summary) content = <CardSkeleton />;
  else if (summary.lowStock.length === 0)
    content = (
      <>
        <p className="font-medium">{t('lowStock.emptyTitle')}</p>
        <p className="text-sm text-muted-foreground">{t('lowStock.emptyDescription')}</p>
      </>
    );
  else
    content = (
      <ul className="grid gap-1.5">
        {summary.lowStock.map((product) => (
          <li key={product.id} className="flex items-center justify-between gap-x-2 text-sm">
            <div className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-2">
              <span className="min-w-0 font-medium break-words">{product.name}</span>
              <span className="text-xs text-muted-foreground">
                {t('lowStock.amounts', {
                  have: formatAmount(t, i18n.language, product.totalQuantity, product.defaultUnit),
                  min: formatAmount(t, i18n.language, product.minStock, product.defaultUnit),
                })}
              </span>
            </div>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-9 shrink-0"
              aria-label={
                listed.has(product.id)
                  ? t('lowStock.onList', { name: product.name })
                  : t('lowStock.addOne', { name: product.name })
              }
              disabled={listed.has(product.id) || (addOne.isPending && addOne.variables?.id === product.id)}
              onClick={() => addProduct(product)}
            >
              {listed.has(product.id) ? <Check aria-hidden /> : <ListPlus aria-hidden />}
            </Button>
          </li>
        ))}
      </ul>
    );
  return (
    <PantryCard
      id="dashboard-low-stock"
      icon={PackageMinus}
      title={t('lowStock.title')}
      footer={
        <div className="flex w-full flex-wrap items-center justify-between gap-2">
          <PantryLink href="/pantry?label=low_stock">{t('lowStock.link')}</PantryLink>
          {summary && summary.lowStock.length > 0 ? (
            <Button type="button" variant="outline" size="sm" disabled={addAll.isPending} onClick={addEveryProduct}>
              <ListPlus aria-hidden />
              {t('lowStock.addAll')}
            </Button>
          ) : null}
        </div>
      }
    >
      {content}
    </PantryCard>
  );
}

function MonthCard({ summary }: { summary: PantrySummary | undefined }) {
  const { t } = useTranslation(NAMESPACES);
  const money = useMoney();
  let content: ReactNode;
  if (!summary) content = <CardSkeleton />;
  else {
    const { wasted, consumed, saved } = summary.month;
    const rows: Array<[string, string]> = [
      [t('month.wasted'), t('month.value', { count: wasted.count, value: money.format(wasted.valueCents) })],
      [
        t('month.consumed'),
        t('month.value', { count: consumed.count, value: money.format(consumed.valueCents) }),
      ],
      [t('month.saved'), t('month.value', { count: saved.count, value: money.format(saved.valueCents) })],
    ];
    content = (
      <dl className="grid gap-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-baseline justify-between gap-2">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-end font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <PantryCard
      id="dashboard-month"
      icon={PiggyBank}
      title={t('month.title')}
      footer={<PantryLink href="/pantry?view=waste">{t('month.link')}</PantryLink>}
    >
      {content}
    </PantryCard>
  );
}
