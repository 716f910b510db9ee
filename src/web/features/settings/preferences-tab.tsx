import { useMutation } from '@tanstack/react-query';
import { LayoutGrid, List } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SORTS, DEFAULT_VIEWS, type Settings } from '@shared/contracts/settings';
import { EXPIRY_WARNING_DAYS_MAX, EXPIRY_WARNING_DAYS_MIN } from '@shared/settings-options';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { controlClasses } from '../../components/ui/input';
import { Separator } from '../../components/ui/separator';
import { Skeleton } from '../../components/ui/skeleton';
import { apiRequest } from '../../lib/api';
import { toast } from '../../lib/toast-store';
import { DietaryPreferencesSection } from './dietary-preferences-section';
import { OptionGroup } from './option-group';
import { useUpdateSettings } from './settings-api';

const VIEW_ICONS = { grid: LayoutGrid, list: List } as const;

const WARNING_DAYS = Array.from(
  { length: EXPIRY_WARNING_DAYS_MAX - EXPIRY_WARNING_DAYS_MIN + 1 },
  (_, index) => EXPIRY_WARNING_DAYS_MIN + index,
);

/** Spec §8: the text a failed restart is logged with. */
export const RESTART_FAILED_LOG = 'Failed to restart onboarding';

export function PreferencesTab({ settings }: { settings: Settings }) {
  const { t } = useTranslation('settings');
  const { update } = useUpdateSettings();
  // The shell shows the onboarding flow again once the refreshed record says "not completed".
  const restart = useMutation({
    mutationFn: () => apiRequest('POST', '/api/user/onboarding', { action: 'restart_onboarding' }),
    onSuccess: () => toast({ title: t('preferences.setupGuide.restarted') }),
    onError: (error) => {
      console.error(RESTART_FAILED_LOG, error);
      toast({ variant: 'destructive', title: t('preferences.setupGuide.failed') });
    },
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('tabs.preferences')}</CardTitle>
        <CardDescription>{t('preferences.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <OptionGroup
          legend={t('preferences.defaultView.legend')}
          columns="grid-cols-1 min-[400px]:grid-cols-2"
          options={DEFAULT_VIEWS.map((view) => {
            const Icon = VIEW_ICONS[view];
            return {
              value: view,
              label: t(`preferences.defaultView.options.${view}`),
              visual: <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />,
            };
          })}
          value={settings.defaultView}
          onChange={(defaultView) => update({ defaultView })}
        />
        <OptionGroup
          legend={t('preferences.defaultSort.legend')}
          options={DEFAULT_SORTS.map((sort) => ({
            value: sort,
            label: t(`preferences.defaultSort.options.${sort}`),
          }))}
          value={settings.defaultSort}
          onChange={(defaultSort) => update({ defaultSort })}
        />
        <FormField label={t('preferences.expiryWarning.label')} hint={t('preferences.expiryWarning.help')}>
          <select
            className={`${controlClasses} h-10 w-full py-2 sm:w-60`}
            value={settings.expiryWarningDays}
            onChange={(event) => update({ expiryWarningDays: Number(event.target.value) })}
          >
            {WARNING_DAYS.map((days) => (
              <option key={days} value={days}>
                {t('preferences.expiryWarning.days', { count: days })}
              </option>
            ))}
          </select>
        </FormField>
        <Separator />
        {/* The dietary names live in the onboarding words, which may still be on their way. */}
        <Suspense fallback={<Skeleton className="h-40" />}>
          <DietaryPreferencesSection />
        </Suspense>
        <Separator />
        <section className="grid gap-2" aria-labelledby="setup-guide-heading">
          <h3 id="setup-guide-heading" className="text-sm font-semibold">
            {t('preferences.setupGuide.title')}
          </h3>
          <p className="text-sm text-muted-foreground">{t('preferences.setupGuide.description')}</p>
          <ConfirmDialog
            trigger={
              <Button variant="outline" className="w-fit" disabled={restart.isPending}>
                {t('preferences.setupGuide.button')}
              </Button>
            }
            title={t('preferences.setupGuide.confirmTitle')}
            description={t('preferences.setupGuide.confirmDescription')}
            confirmLabel={t('preferences.setupGuide.button')}
            onConfirm={() => restart.mutate()}
          />
        </section>
      </CardContent>
    </Card>
  );
}
