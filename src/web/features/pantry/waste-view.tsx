import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { Leaf } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WasteReportSchema, type WasteReport } from '@shared/contracts/pantry';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../components/ui/utils';
import { apiRequest } from '../../lib/api';
import { useMoney } from '../../lib/currency';
import { PANTRY_PATH } from './pantry-api';
import { formatAmount } from './pantry-format';

/** The ranges the view offers, in months back from this one. */
export const WASTE_RANGES = [6, 12] as const;
export type WasteRange = (typeof WASTE_RANGES)[number];

export function wasteQueryOptions(months: WasteRange) {
  const url = `${PANTRY_PATH}/waste?months=${months}`;
  return queryOptions({
    queryKey: [url],
    queryFn: async ({ signal }) =>
      WasteReportSchema.parse(await apiRequest('GET', url, undefined, { signal })),
  });
}

const NAMESPACES = ['waste', 'pantry'] as const;

/** '2026-06' → a Date inside that month (UTC, so no time zone moves it to the month before). */
function monthDate(month: string): Date {
  const [y = 1970, m = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, 15));
}

function formatMonth(month: string, language: string, style: 'short' | 'long'): string {
  return new Intl.DateTimeFormat(language, {
    month: style,
    ...(style === 'long' ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(monthDate(month));
}

function formatWhen(at: string, language: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}

/**
 * /pantry?view=waste: the money lost to spoiled food month by month (a bar chart with a table for
 * screen readers and anyone who prefers numbers), which categories go off most, the latest spoiled
 * items with who marked them and when, and waste against what was eaten.
 */
export function WasteView() {
  const { t } = useTranslation(NAMESPACES);
  const [months, setMonths] = useState<WasteRange>(6);
  const report = useQuery({ ...wasteQueryOptions(months), placeholderData: keepPreviousData });

  let body;
  if (report.isPending) {
    body = (
      <div aria-busy="true" className="grid gap-3">
        <span className="sr-only">{t('loading')}</span>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  } else if (report.isError) {
    body = (
      <div className="grid gap-3 rounded-lg border p-4">
        <p role="alert" className="text-sm">
          {t('loadFailed')}
        </p>
        <Button variant="outline" className="w-fit" onClick={() => void report.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else if (report.data.totals.wasted.count === 0 && report.data.recent.length === 0) {
    body = (
      <EmptyState
        icon={Leaf}
        headingLevel={3}
        title={t('empty.title')}
        description={t('empty.description', { count: months })}
      />
    );
  } else {
    body = <WasteReportView report={report.data} />;
  }

  return (
    <section aria-labelledby="waste-heading" className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="waste-heading" className="text-xl font-semibold">
            {t('title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('description')}</p>
        </div>
        <div role="group" aria-label={t('range.label')} className="inline-flex rounded-lg bg-muted p-1">
          {WASTE_RANGES.map((range) => (
            <Button
              key={range}
              size="sm"
              variant={range === months ? 'default' : 'ghost'}
              aria-pressed={range === months}
              onClick={() => setMonths(range)}
            >
              {t('range.months', { count: range })}
            </Button>
          ))}
        </div>
      </div>
      {body}
    </section>
  );
}

function WasteReportView({ report }: { report: WasteReport }) {
  const { t, i18n } = useTranslation(NAMESPACES);
  const money = useMoney();
  const language = i18n.language;
  const { wasted, consumed } = report.totals;
  const all = wasted.count + consumed.count;
  const share = all > 0 ? wasted.count / all : 0;

  return (
    <div className="grid gap-5">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Figure
          label={t('totals.wasted')}
          value={money.format(wasted.valueCents)}
          detail={t('totals.items', { count: wasted.count })}
        />
        <Figure
          label={t('totals.consumed')}
          value={money.format(consumed.valueCents)}
          detail={t('totals.items', { count: consumed.count })}
        />
        <Figure
          label={t('totals.share')}
          value={new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(
            share,
          )}
          detail={t('totals.shareDetail')}
        />
      </dl>
      <MonthlyChart months={report.months} />
      <div className="grid gap-5 lg:grid-cols-2">
        <Categories report={report} />
        <Recent report={report} />
      </div>
    </div>
  );
}

function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <div className="grid gap-1 rounded-lg border bg-card p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
      <dd className="text-xs text-muted-foreground">{detail}</dd>
    </div>
  );
}

function MonthlyChart({ months }: { months: WasteReport['months'] }) {
  const { t, i18n } = useTranslation(NAMESPACES);
  const money = useMoney();
  const language = i18n.language;
  const max = Math.max(0, ...months.map((m) => m.valueCents));
  const worst = months.find((m) => m.valueCents === max && max > 0);
  const summary = worst
    ? t('chart.summary', {
        count: months.length,
        month: formatMonth(worst.month, language, 'long'),
        value: money.format(worst.valueCents),
      })
    : t('chart.summaryNone', { count: months.length });

  return (
    <section aria-labelledby="waste-chart-heading" className="grid gap-3 rounded-lg border bg-card p-4">
      <h3 id="waste-chart-heading" className="font-semibold">
        {t('chart.title')}
      </h3>
      <div role="img" aria-label={summary} className="flex h-44 items-end gap-1.5 sm:gap-3">
        {months.map((m) => {
          const height = max > 0 ? Math.max(2, Math.round((m.valueCents / max) * 100)) : 2;
          return (
            <div key={m.month} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1">
              {/* Twelve columns on a phone are narrower than a label: cut, the table below has each in full. */}
              <span className="max-w-full truncate text-[0.65rem] text-muted-foreground tabular-nums sm:text-xs">
                {m.valueCents > 0 ? money.formatCompact(m.valueCents) : ''}
              </span>
              <div
                className={cn(
                  'w-full max-w-12 rounded-t-sm',
                  m.valueCents > 0 ? 'bg-destructive' : 'bg-muted',
                )}
                style={{ height: `${height}%` }}
              />
              <span className="max-w-full truncate text-xs text-muted-foreground">
                {formatMonth(m.month, language, 'short')}
              </span>
            </div>
          );
        })}
      </div>
      <details className="text-sm">
        <summary className="w-fit cursor-pointer rounded-sm text-primary-ink focus-visible:outline-2 focus-visible:outline-ring">
          {t('chart.showTable')}
        </summary>
        <table className="mt-2 w-full text-start">
          <caption className="sr-only">{t('chart.title')}</caption>
          <thead>
            <tr className="border-b text-muted-foreground">
              <th scope="col" className="py-1 text-start font-medium">
                {t('chart.month')}
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                {t('chart.items')}
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                {t('chart.value')}
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month} className="border-b last:border-0">
                <th scope="row" className="py-1 text-start font-normal">
                  {formatMonth(m.month, language, 'long')}
                </th>
                <td className="py-1 text-end tabular-nums">{m.count}</td>
                <td className="py-1 text-end tabular-nums">{money.format(m.valueCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

function Categories({ report }: { report: WasteReport }) {
  const { t } = useTranslation(NAMESPACES);
  const money = useMoney();
  const rows = [...report.byCategory].sort((a, b) => b.valueCents - a.valueCents || b.count - a.count);
  const max = Math.max(0, ...rows.map((row) => row.valueCents));
  return (
    <section
      aria-labelledby="waste-categories-heading"
      className="grid content-start gap-3 rounded-lg border bg-card p-4"
    >
      <h3 id="waste-categories-heading" className="font-semibold">
        {t('categories.title')}
      </h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('categories.none')}</p>
      ) : (
        <ul className="grid gap-2">
          {rows.map((row) => (
            <li key={row.category} className="grid gap-1 text-sm">
              <div className="flex items-baseline justify-between gap-2">
                <span className="font-medium">{t(`categories.${row.category}`, { ns: 'pantry' })}</span>
                <span className="text-muted-foreground tabular-nums">
                  {t('categories.value', {
                    count: row.count,
                    value: money.format(row.valueCents),
                  })}
                </span>
              </div>
              <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-muted">
                <div
                  className="h-full rounded-full bg-destructive"
                  style={{ width: `${max > 0 ? Math.max(2, Math.round((row.valueCents / max) * 100)) : 2}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Recent({ report }: { report: WasteReport }) {
  const { t, i18n } = useTranslation(NAMESPACES);
  const money = useMoney();
  const language = i18n.language;
  return (
    <section
      aria-labelledby="waste-recent-heading"
      className="grid content-start gap-3 rounded-lg border bg-card p-4"
    >
      <h3 id="waste-recent-heading" className="font-semibold">
        {t('recent.title')}
      </h3>
      {report.recent.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('recent.none')}</p>
      ) : (
        <ul className="grid gap-2">
          {report.recent.map((item, index) => (
            <li
              key={`${item.productId}-${item.at}-${index}`}
              className="grid gap-0.5 border-b pb-2 text-sm last:border-0 last:pb-0"
            >
              <div className="flex items-baseline justify-between gap-2">
                <span className="min-w-0 truncate font-medium">{item.productName}</span>
                {item.valueCents !== null && (
                  <span className="shrink-0 tabular-nums">{money.format(item.valueCents)}</span>
                )}
              </div>
              <span className="text-xs text-muted-foreground">
                {t('recent.detail', {
                  amount: formatAmount(t, language, item.quantity, item.unit),
                  who: item.userName ?? t('recent.someone'),
                  when: formatWhen(item.at, language),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
