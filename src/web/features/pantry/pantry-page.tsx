import { CheckSquare, MapPin, Plus } from 'lucide-react';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pantryListFilters } from '@shared/pantry-options';
import { Button } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { usePreloadValidationMessages } from '../../lib/validation-messages';
import { localToday } from './pantry-format';
import { PantryList } from './pantry-list';
import { PantryToolbar } from './pantry-toolbar';
import { QuickAddBar } from './quick-add';
import { usePantryFilters } from './use-pantry-filters';

// What the first view of the list does not need loads on first use, so the list is usable sooner.
const AddItemDialog = lazy(() => import('./add-item-dialog').then((m) => ({ default: m.AddItemDialog })));
const LocationsDialog = lazy(() =>
  import('./locations-dialog').then((m) => ({ default: m.LocationsDialog })),
);
const WasteView = lazy(() => import('./waste-view').then((m) => ({ default: m.WasteView })));
const BarcodeLookupDialog = lazy(() =>
  import('./scanner/barcode-lookup-dialog').then((m) => ({ default: m.BarcodeLookupDialog })),
);

/** /pantry: the food the household keeps at home (Stock), and what went to waste (?view=waste). */
export function PantryPage() {
  const { t } = useTranslation('pantry');
  usePreloadValidationMessages();
  const filterState = usePantryFilters();
  const { filters, params, setParams, isFiltered, clearFilters, sortKnown } = filterState;
  const view = params.get('view') === 'waste' ? 'waste' : 'stock';
  const barcode = params.get('barcode');
  const [adding, setAdding] = useState(false);
  const [managingLocations, setManagingLocations] = useState(false);
  const [selecting, setSelecting] = useState(false);
  const [today, setToday] = useState<string | null>(null);

  const setParam = useCallback(
    (key: string, value: string | null) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      }),
    [setParams],
  );

  const listFilters = useMemo(() => pantryListFilters(filters), [filters]);

  const addButton = (
    <Button onClick={() => setAdding(true)}>
      <Plus aria-hidden="true" />
      {t('addItem.button')}
    </Button>
  );

  return (
    <div className="grid min-w-0 gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
          <p className="text-sm text-muted-foreground">{t('description')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {addButton}
          <Button variant="outline" onClick={() => setManagingLocations(true)}>
            <MapPin aria-hidden="true" />
            {t('locations.button')}
          </Button>
        </div>
      </header>
      <Tabs value={view} onValueChange={(value) => setParam('view', value === 'waste' ? 'waste' : null)}>
        <TabsList aria-label={t('tabs.label')}>
          <TabsTrigger value="stock">{t('tabs.stock')}</TabsTrigger>
          <TabsTrigger value="waste">{t('tabs.waste')}</TabsTrigger>
        </TabsList>
        <TabsContent value="stock" className="grid min-w-0 gap-5">
          <QuickAddBar />
          <PantryToolbar {...filterState} />
          <div className="flex justify-end">
            <Button
              variant={selecting ? 'secondary' : 'outline'}
              size="sm"
              aria-pressed={selecting}
              onClick={() => setSelecting((on) => !on)}
            >
              <CheckSquare aria-hidden="true" />
              {selecting ? t('bulk.done') : t('bulk.select')}
            </Button>
          </div>
          <PantryList
            filters={listFilters}
            isFiltered={isFiltered}
            onClearFilters={clearFilters}
            selecting={selecting}
            emptyAction={addButton}
            onToday={setToday}
            enabled={sortKnown}
          />
        </TabsContent>
        <TabsContent value="waste">
          {view === 'waste' && (
            <Suspense fallback={null}>
              <WasteView />
            </Suspense>
          )}
        </TabsContent>
      </Tabs>
      <Suspense fallback={null}>
        {adding && <AddItemDialog today={today ?? localToday()} onClose={() => setAdding(false)} />}
        {managingLocations && <LocationsDialog onClose={() => setManagingLocations(false)} />}
        {barcode && <BarcodeLookupDialog code={barcode} onClose={() => setParam('barcode', null)} />}
      </Suspense>
    </div>
  );
}
