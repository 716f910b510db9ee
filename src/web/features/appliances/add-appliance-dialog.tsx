import { Plus } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplianceCatalogueItem, HouseholdAppliance } from '@shared/contracts/appliances';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { toast } from '../../lib/toast-store';
import { ApplianceForm, applianceChanges, emptyApplianceForm } from './appliance-form';
import { failureReason, useAddAppliance, useApplianceNames } from './appliances-api';

/** Lower case without accents, so "creme" finds "Crème". */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

type AddApplianceDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  catalogue: readonly ApplianceCatalogueItem[] | undefined;
  catalogueStatus: 'pending' | 'error' | 'success';
  owned: readonly HouseholdAppliance[];
};

export function AddApplianceDialog({
  open,
  onOpenChange,
  catalogue,
  catalogueStatus,
  owned,
}: AddApplianceDialogProps) {
  const { t } = useTranslation('appliances');
  const [tab, setTab] = useState<'catalogue' | 'custom'>('catalogue');
  const add = useAddAppliance();

  const handleCustom = async (values: typeof emptyApplianceForm) => {
    try {
      const appliance = await add.mutateAsync(applianceChanges(values, null));
      toast({ title: t('toast.added', { name: appliance.name }) });
      onOpenChange(false);
    } catch (error) {
      toast({ variant: 'destructive', title: t('toast.addFailed'), description: failureReason(error) });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('add.title')}</DialogTitle>
          <DialogDescription>{t('add.description')}</DialogDescription>
        </DialogHeader>
        <Tabs value={tab} onValueChange={(value) => setTab(value === 'custom' ? 'custom' : 'catalogue')}>
          <TabsList aria-label={t('add.tabsLabel')} className="w-full">
            <TabsTrigger value="catalogue" className="flex-1">
              {t('add.catalogueTab')}
            </TabsTrigger>
            <TabsTrigger value="custom" className="flex-1">
              {t('add.customTab')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="catalogue" className="pt-4">
            <CatalogueChooser catalogue={catalogue} status={catalogueStatus} owned={owned} />
          </TabsContent>
          <TabsContent value="custom" className="pt-4">
            <ApplianceForm
              defaultValues={emptyApplianceForm}
              showName
              submitLabel={t('add.submit')}
              pendingLabel={t('add.submitting')}
              onSubmit={handleCustom}
            />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

function CatalogueChooser({
  catalogue,
  status,
  owned,
}: {
  catalogue: readonly ApplianceCatalogueItem[] | undefined;
  status: 'pending' | 'error' | 'success';
  owned: readonly HouseholdAppliance[];
}) {
  const { t } = useTranslation('appliances');
  const filterId = useId();
  const [filter, setFilter] = useState('');
  const [adding, setAdding] = useState<string | null>(null);
  const add = useAddAppliance();
  const { catalogueName, categoryName } = useApplianceNames(catalogue);

  const ownedSlugs = useMemo(() => new Set(owned.map((item) => item.applianceSlug)), [owned]);
  const available = useMemo(
    () => (catalogue ?? []).filter((item) => !ownedSlugs.has(item.slug)),
    [catalogue, ownedSlugs],
  );
  const query = normalize(filter.trim());
  const shown = query
    ? available.filter((item) => normalize(`${catalogueName(item)} ${item.name}`).includes(query))
    : available;
  const categories = [...new Set(shown.map((item) => item.category))];

  const handleAdd = async (item: ApplianceCatalogueItem) => {
    setAdding(item.slug);
    try {
      await add.mutateAsync({ applianceSlug: item.slug });
      toast({ title: t('toast.added', { name: catalogueName(item) }) });
    } catch (error) {
      toast({ variant: 'destructive', title: t('toast.addFailed'), description: failureReason(error) });
    } finally {
      setAdding(null);
    }
  };

  if (status === 'pending') return <LoadingIndicator message={t('add.loadingCatalogue')} />;
  if (status === 'error') {
    return (
      <p role="alert" className="text-sm text-muted-foreground">
        {t('add.catalogueFailed')}
      </p>
    );
  }
  if (available.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('add.allOwned')}</p>;
  }

  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={filterId}>{t('add.filterLabel')}</Label>
        <Input
          id={filterId}
          type="search"
          autoComplete="off"
          maxLength={100}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t('add.availableCount', { count: shown.length })}
      </p>
      <div className="grid max-h-[45dvh] gap-4 overflow-y-auto pe-1">
        {categories.map((category) => (
          <section key={category} className="grid gap-2" aria-labelledby={`${filterId}-${category}`}>
            <h3 id={`${filterId}-${category}`} className="text-sm font-semibold">
              {categoryName(category)}
            </h3>
            <ul className="grid gap-2">
              {shown
                .filter((item) => item.category === category)
                .map((item) => {
                  const name = catalogueName(item);
                  return (
                    <li
                      key={item.slug}
                      className="flex items-center justify-between gap-3 rounded-md border border-border px-3 py-2"
                    >
                      <span className="min-w-0 break-words">{name}</span>
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={t('add.addNamed', { name })}
                        disabled={adding !== null}
                        onClick={() => void handleAdd(item)}
                      >
                        <Plus aria-hidden="true" />
                        {t('add.addOne')}
                      </Button>
                    </li>
                  );
                })}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
