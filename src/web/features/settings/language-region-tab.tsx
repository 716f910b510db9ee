import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DATE_FORMATS,
  LANGUAGES,
  LANGUAGE_NAMES,
  TIME_FORMATS,
  type Currency,
  type Language,
  type RegionalSettings,
} from '@shared/contracts/settings';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input, controlClasses } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { isLanguage, setLanguage } from '../../lib/i18n';
import { OptionGroup } from './option-group';
import {
  REGIONAL_PATH,
  changedFields,
  saveRegional,
  useRegional,
  useSettings,
  useSettingsToasts,
  useUpdateSettings,
} from './settings-api';
import {
  currencyOptions,
  detectTimeZone,
  filterTimeZones,
  formatDateExample,
  formatTimeExample,
  regionCurrency,
  regionOptions,
  timeZoneList,
} from './regions';

function useSaveRegional(options: { quiet?: boolean } = {}) {
  const queryClient = useQueryClient();
  const toasts = useSettingsToasts();
  return useMutation({
    mutationFn: saveRegional,
    onSuccess: (regional) => {
      queryClient.setQueryData([REGIONAL_PATH], regional);
      if (!options.quiet) toasts.success();
    },
    onError: (error) => {
      if (!options.quiet) toasts.failure(error);
      else console.error('Failed to update the time zone', error);
    },
  });
}

function LanguagePicker({ regional }: { regional: RegionalSettings }) {
  const { t, i18n } = useTranslation('settings');
  const save = useSaveRegional();
  const current: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : regional.language;

  const handleChange = async (language: Language) => {
    // Applies at once, then is saved so that other devices and e-mails use it too.
    if (language !== i18n.language) await setLanguage(language);
    const changes = changedFields(regional, { language });
    if (changes) save.mutate(changes);
  };

  return (
    <OptionGroup
      legend={t('language.legend')}
      description={t('language.description')}
      columns="grid-cols-1 min-[400px]:grid-cols-2 md:grid-cols-3"
      options={LANGUAGES.map((language) => ({
        value: language,
        label: LANGUAGE_NAMES[language],
        lang: language,
      }))}
      value={current}
      onChange={(language) => void handleChange(language)}
    />
  );
}

type Draft = Pick<RegionalSettings, 'region' | 'timezoneMode' | 'timezone' | 'dateFormat' | 'timeFormat'>;

function RegionForm({ regional }: { regional: RegionalSettings }) {
  const { t, i18n } = useTranslation('settings');
  const language: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const ids = useId();
  const [detected] = useState(detectTimeZone);
  const save = useSaveRegional();
  const sync = useSaveRegional({ quiet: true });
  const [draft, setDraft] = useState<Draft>(() => ({
    region: regional.region,
    timezoneMode: regional.timezoneMode,
    timezone: regional.timezoneMode === 'auto' ? detected : regional.timezone,
    dateFormat: regional.dateFormat,
    timeFormat: regional.timeFormat,
  }));
  const [search, setSearch] = useState('');
  const regions = useMemo(() => regionOptions(language), [language]);
  const zones = useMemo(() => timeZoneList(draft.timezone), [draft.timezone]);
  const shownZones = useMemo(() => {
    const found = filterTimeZones(zones, search);
    return found.includes(draft.timezone) ? found : [draft.timezone, ...found];
  }, [zones, search, draft.timezone]);
  const example = useMemo(() => new Date(2026, 2, 14, 15, 30), []);

  // "Automatic" follows the device: a device in another zone than the one saved updates it quietly.
  const synced = useRef(false);
  const { mutate: syncMutate } = sync;
  useEffect(() => {
    if (synced.current) return;
    synced.current = true;
    if (regional.timezoneMode === 'auto' && regional.timezone !== detected)
      syncMutate({ timezone: detected });
  }, [regional.timezoneMode, regional.timezone, detected, syncMutate]);

  const changes = changedFields<RegionalSettings>(regional, draft);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (changes) save.mutate(changes);
  };

  return (
    <form onSubmit={handleSubmit} className="grid gap-6" aria-labelledby={`${ids}-heading`}>
      <h3 id={`${ids}-heading`} className="sr-only">
        {t('region.heading')}
      </h3>
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-region`}>{t('region.label')}</Label>
        <select
          id={`${ids}-region`}
          className={`${controlClasses} h-10`}
          value={draft.region}
          onChange={(event) => set('region', event.target.value)}
        >
          {regions.map((r) => (
            <option key={r.code} value={r.code}>
              {r.name}
            </option>
          ))}
        </select>
      </div>

      <div className="grid gap-3">
        <OptionGroup
          legend={t('timezone.legend')}
          columns="grid-cols-1 min-[400px]:grid-cols-2"
          options={[
            {
              value: 'auto',
              label: t('timezone.auto'),
              description: t('timezone.detected', { zone: detected }),
            },
            { value: 'manual', label: t('timezone.manual'), description: t('timezone.manualHint') },
          ]}
          value={draft.timezoneMode}
          onChange={(mode) =>
            setDraft((d) => ({ ...d, timezoneMode: mode, timezone: mode === 'auto' ? detected : d.timezone }))
          }
        />
        {draft.timezoneMode === 'manual' && (
          <div className="grid gap-2 rounded-lg border border-border p-3">
            <Label htmlFor={`${ids}-tz-search`}>{t('timezone.search')}</Label>
            <Input
              id={`${ids}-tz-search`}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('timezone.searchPlaceholder')}
              aria-controls={`${ids}-tz`}
              autoComplete="off"
            />
            <Label htmlFor={`${ids}-tz`}>{t('timezone.label')}</Label>
            <select
              id={`${ids}-tz`}
              size={8}
              className={`${controlClasses} py-1`}
              value={draft.timezone}
              onChange={(event) => set('timezone', event.target.value)}
            >
              {shownZones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replace(/_/g, ' ')}
                </option>
              ))}
            </select>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t('timezone.matches', { count: shownZones.length })}
            </p>
          </div>
        )}
      </div>

      <OptionGroup
        legend={t('dateFormat.legend')}
        columns="grid-cols-1 min-[400px]:grid-cols-2"
        options={DATE_FORMATS.map((format) => ({
          value: format,
          label: format,
          description: t('example', { value: formatDateExample(example, format) }),
        }))}
        value={draft.dateFormat}
        onChange={(dateFormat) => set('dateFormat', dateFormat)}
      />
      <OptionGroup
        legend={t('timeFormat.legend')}
        columns="grid-cols-1 min-[400px]:grid-cols-2"
        options={TIME_FORMATS.map((format) => ({
          value: format,
          label: t(`timeFormat.options.${format}`),
          description: t('example', { value: formatTimeExample(example, format, language) }),
        }))}
        value={draft.timeFormat}
        onChange={(timeFormat) => set('timeFormat', timeFormat)}
      />
      <div>
        <Button type="submit" disabled={!changes || save.isPending}>
          {save.isPending ? t('saving') : t('region.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The currency pantry prices are shown in. Part of the settings record, so it saves at once like
 * the other settings; when the saved region pays in another offered currency, that one is offered.
 */
function CurrencyPicker({ region }: { region: string }) {
  const { t, i18n } = useTranslation('settings');
  const language: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const id = useId();
  const settings = useSettings();
  const { update } = useUpdateSettings();
  const options = useMemo(() => currencyOptions(language), [language]);
  if (!settings.data) return null;
  const current = settings.data.currency;
  const suggested = regionCurrency(region);
  const suggestion =
    suggested && suggested !== current ? options.find((o) => o.code === suggested) : undefined;
  let regionName: string;
  try {
    regionName = new Intl.DisplayNames([language], { type: 'region' }).of(region) ?? region;
  } catch {
    regionName = region;
  }

  return (
    <section className="grid gap-2" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="text-sm font-semibold">
        {t('currency.legend')}
      </h3>
      <Label htmlFor={`${id}-select`} className="sr-only">
        {t('currency.legend')}
      </Label>
      <select
        id={`${id}-select`}
        className={`${controlClasses} h-10 w-full py-2 sm:w-96`}
        value={current}
        aria-describedby={`${id}-hint`}
        onChange={(event) => update({ currency: event.target.value as Currency })}
      >
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.label}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {t('currency.description')}
      </p>
      {suggestion && (
        <Button
          variant="outline"
          size="sm"
          className="h-auto min-h-8 w-fit whitespace-normal text-start"
          onClick={() => update({ currency: suggestion.code })}
        >
          {t('currency.suggest', { name: suggestion.name, code: suggestion.code, region: regionName })}
        </Button>
      )}
    </section>
  );
}

export function LanguageRegionTab() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const regional = useRegional();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('tabs.language')}</CardTitle>
        <CardDescription>{t('language.tabDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8">
        {regional.isPending && (
          <div className="grid gap-3" aria-busy="true">
            <span className="sr-only">{tc('status.loading')}</span>
            <Skeleton className="h-24" />
            <Skeleton className="h-40" />
          </div>
        )}
        {regional.isError && (
          <div role="alert" className="grid gap-2 text-sm">
            <p>{t('loadFailed')}</p>
            <Button variant="outline" className="w-fit" onClick={() => void regional.refetch()}>
              {tc('actions.retry')}
            </Button>
          </div>
        )}
        {regional.data && (
          <>
            <LanguagePicker regional={regional.data} />
            <CurrencyPicker region={regional.data.region} />
            <RegionForm regional={regional.data} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
