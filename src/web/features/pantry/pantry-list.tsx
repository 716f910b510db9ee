import { Package, SearchX } from 'lucide-react';
import {
  Fragment,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useDeferredValue,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { PantryRow as Row } from '@shared/contracts/pantry';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { BulkBar } from './bulk-bar';
import { useLocations, usePantryPage, type PantryFilters } from './pantry-api';
import { PantryRow } from './pantry-row';
import { DeleteProductDialog } from './delete-product-dialog';

// The product editor (a form library and its rules) loads when first opened, not with the list.
const EditProductDialog = lazy(() =>
  import('./product-dialogs').then((m) => ({ default: m.EditProductDialog })),
);

export type PantryListProps = {
  filters: PantryFilters & { groupBy: 'none' | 'category' | 'location' };
  isFiltered: boolean;
  onClearFilters: () => void;
  selecting: boolean;
  /** Shown in the empty pantry (the first "Add item"). */
  emptyAction?: ReactNode;
  /** The user's today, as the server counts it (for the add form's default dates). */
  onToday?: (today: string) => void;
  /** False while the filters are not final yet (the default sort still to come from the settings). */
  enabled?: boolean;
};

/**
 * The pantry's rows, 50 at a time: the next page loads when the end of the list scrolls into view
 * (or with "Load more", the keyboard's way). Only opened rows fetch their entries.
 */
export function PantryList({
  filters,
  isFiltered,
  onClearFilters,
  selecting,
  emptyAction,
  onToday,
  enabled = true,
}: PantryListProps) {
  const { t } = useTranslation('pantry');
  const query = usePantryPage(filters, { enabled });
  const locations = useLocations();
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [editing, setEditing] = useState<Row | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  // The rows render from a deferred copy of the answer: React then builds them in the background,
  // a few at a time, instead of in one long task that holds the page (and the keyboard) up.
  const data = useDeferredValue(query.data);
  const rows = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data]);
  const total = data?.pages[0]?.total ?? 0;
  const today = data?.pages[0]?.today;

  useEffect(() => {
    if (today) onToday?.(today);
  }, [today, onToday]);

  // Entering or leaving select mode starts from an empty selection.
  const [selectingBefore, setSelectingBefore] = useState(selecting);
  if (selectingBefore !== selecting) {
    setSelectingBefore(selecting);
    setSelected(new Set());
  }

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (items) => {
        if (items.some((item) => item.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const onSelectedChange = useCallback((id: string, on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const groupName = (group: string | null) => {
    if (group === null) return t('list.noGroup');
    if (filters.groupBy === 'category') return t(`categories.${group}`, { defaultValue: group });
    return locations.data?.find((location) => location.id === group)?.name ?? t('entries.unknownLocation');
  };

  if (query.isPending || (data === undefined && query.data !== undefined)) {
    return (
      <div className="grid gap-2" aria-busy="true" aria-label={t('list.loading')}>
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-[70px] w-full" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="grid justify-items-start gap-3 rounded-lg border p-4">
        <p role="alert" className="text-sm text-destructive-ink">
          {t('list.loadFailed')}
        </p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  }
  if (rows.length === 0) {
    return isFiltered ? (
      <EmptyState
        icon={SearchX}
        title={t('noMatch.title')}
        description={t('noMatch.description')}
        action={
          <Button variant="outline" onClick={onClearFilters}>
            {t('toolbar.clear')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={Package}
        title={t('empty.title')}
        description={t('empty.description')}
        action={emptyAction}
      />
    );
  }

  const grouped = filters.groupBy !== 'none';
  const loadedIds = [...new Set(rows.map((row) => row.id))];
  // Rows arrive ordered by group; consecutive rows of one group share a heading.
  const groups: Array<{ group: string | null; items: Row[] }> = [];
  for (const row of rows) {
    const last = groups[groups.length - 1];
    if (grouped && last && last.group === row.group) last.items.push(row);
    else if (!grouped && last) last.items.push(row);
    else groups.push({ group: grouped ? row.group : null, items: [row] });
  }

  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t('list.count', { count: total })}
      </p>
      {selecting && (
        <BulkBar
          selected={selected}
          loadedIds={loadedIds}
          onSelectAll={(on) => setSelected(on ? new Set(loadedIds) : new Set())}
          onDone={() => setSelected(new Set())}
        />
      )}
      {groups.map(({ group, items }, index) => {
        const list = (
          <ul className="grid gap-2" aria-label={grouped ? groupName(group) : t('list.label')}>
            {items.map((row) => (
              <PantryRow
                key={row.id}
                row={row}
                selecting={selecting}
                selected={selected.has(row.id)}
                onSelectedChange={onSelectedChange}
                onEdit={setEditing}
                onDelete={setDeleting}
              />
            ))}
          </ul>
        );
        return grouped ? (
          <section key={`${index}:${group ?? ''}`} className="grid gap-2">
            <h2 className="pt-2 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
              {groupName(group)}
            </h2>
            {list}
          </section>
        ) : (
          <Fragment key="all">{list}</Fragment>
        );
      })}
      <div ref={sentinel} aria-hidden="true" />
      {hasNextPage && (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {isFetchingNextPage ? t('list.loadingMore') : t('list.loadMore')}
        </Button>
      )}
      {editing && (
        <Suspense fallback={null}>
          <EditProductDialog productId={editing.id} fallback={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
