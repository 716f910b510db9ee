import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { ApplianceCatalogueItem } from '@shared/contracts/appliances';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { cn } from '../../components/ui/utils';
import { toast } from '../../lib/toast-store';
import {
  failureReason,
  useApplianceCatalogue,
  useApplianceNames,
  useHouseholdAppliances,
  useSetUpAppliances,
} from './appliances-api';

/**
 * /appliance-onboarding: a guided pick from the catalogue, the everyday appliances ticked to begin
 * with. What is ticked is exactly what is saved, so the common defaults are sent as explicit
 * choices (useCommonDefaults false): an everyday appliance the user unticked stays out.
 */
export function ApplianceOnboardingPage() {
  const { t } = useTranslation('appliances');
  const { t: tc } = useTranslation('common');
  const [, navigate] = useLocation();
  const catalogue = useApplianceCatalogue();
  const owned = useHouseholdAppliances();
  const setUp = useSetUpAppliances();
  const { catalogueName, categoryName } = useApplianceNames(catalogue.data);
  // null until the user changes something: until then the common ones are the selection.
  const [picked, setPicked] = useState<ReadonlySet<string> | null>(null);

  const items = catalogue.data ?? [];
  const ownedSlugs = new Set((owned.data ?? []).map((item) => item.applianceSlug));
  const selection = picked ?? new Set(items.filter((item) => item.isCommon).map((item) => item.slug));
  const chosen = items.filter((item) => selection.has(item.slug) && !ownedSlugs.has(item.slug));
  const categories = [...new Set(items.map((item) => item.category))];

  const toggle = (slug: string) => {
    const next = new Set(selection);
    if (next.has(slug)) next.delete(slug);
    else next.add(slug);
    setPicked(next);
  };
  const selectAll = (value: boolean) => setPicked(new Set(value ? items.map((item) => item.slug) : []));

  const handleSave = async () => {
    try {
      await setUp.mutateAsync({
        selectedAppliances: chosen.map((item) => item.slug),
        useCommonDefaults: false,
      });
      toast({
        title: t('onboarding.saved'),
        description: t('onboarding.savedCount', { count: chosen.length }),
      });
      navigate('/kitchen-appliance');
    } catch (error) {
      toast({ variant: 'destructive', title: t('onboarding.saveFailed'), description: failureReason(error) });
    }
  };

  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('onboarding.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('onboarding.description')}</p>
      </header>

      {catalogue.isPending && (
        <LoadingIndicator message={t('add.loadingCatalogue')} className="justify-start" />
      )}
      {catalogue.isError && (
        <div role="alert" className="grid justify-items-start gap-3">
          <p className="text-sm text-muted-foreground">{t('add.catalogueFailed')}</p>
          <Button variant="outline" onClick={() => void catalogue.refetch()}>
            {tc('actions.retry')}
          </Button>
        </div>
      )}

      {catalogue.isSuccess && (
        <>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm font-medium" aria-live="polite">
              {t('onboarding.selectedCount', { count: chosen.length })}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => selectAll(true)}>
                {t('onboarding.selectAll')}
              </Button>
              <Button variant="outline" size="sm" onClick={() => selectAll(false)}>
                {t('onboarding.clear')}
              </Button>
            </div>
          </div>

          {categories.map((category) => (
            <CategoryGroup
              key={category}
              legend={categoryName(category)}
              items={items.filter((item) => item.category === category)}
              isChecked={(slug) => ownedSlugs.has(slug) || selection.has(slug)}
              isOwned={(slug) => ownedSlugs.has(slug)}
              nameOf={catalogueName}
              ownedLabel={t('onboarding.owned')}
              onToggle={toggle}
            />
          ))}

          <div className="flex flex-col-reverse gap-2 border-t border-border pt-4 sm:flex-row sm:justify-end">
            <Button variant="outline" asChild>
              <Link href="/kitchen-appliance">{tc('actions.skip')}</Link>
            </Button>
            <Button onClick={() => void handleSave()} disabled={setUp.isPending}>
              {setUp.isPending ? t('onboarding.saving') : t('onboarding.save')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

function CategoryGroup({
  legend,
  items,
  isChecked,
  isOwned,
  nameOf,
  ownedLabel,
  onToggle,
}: {
  legend: string;
  items: ApplianceCatalogueItem[];
  isChecked: (slug: string) => boolean;
  isOwned: (slug: string) => boolean;
  nameOf: (item: ApplianceCatalogueItem) => string;
  ownedLabel: string;
  onToggle: (slug: string) => void;
}) {
  const baseId = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-base font-semibold">{legend}</legend>
      <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => {
          const id = `${baseId}-${item.slug}`;
          const owned = isOwned(item.slug);
          return (
            <label
              key={item.slug}
              htmlFor={id}
              className={cn(
                'flex min-h-11 items-center gap-3 rounded-md border border-border px-3 py-2 text-sm',
                owned ? 'opacity-70' : 'cursor-pointer hover:bg-accent',
              )}
            >
              <Checkbox
                id={id}
                checked={isChecked(item.slug)}
                disabled={owned}
                onCheckedChange={() => onToggle(item.slug)}
                aria-describedby={owned ? `${id}-owned` : undefined}
              />
              <span className="min-w-0 break-words">{nameOf(item)}</span>
              {owned && (
                <span id={`${id}-owned`} className="ms-auto text-xs text-muted-foreground">
                  {ownedLabel}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
