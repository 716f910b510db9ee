import { Monitor, Moon, Sun } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BORDER_RADII,
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  PRIMARY_COLORS,
  PRIMARY_COLOR_VALUES,
  RADIUS_VALUES,
  SettingsSchema,
  THEMES,
  VARIANTS,
  type Settings,
} from '@shared/contracts/settings';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { applyAppearance, primaryColorCss } from '../../lib/theme';
import { useValidationMessage } from '../../lib/validation-messages';
import { OptionGroup } from './option-group';
import { appearanceOf, useUpdateSettings } from './settings-api';

/** How long the font-size slider rests before its value is saved (it is shown at once). */
export const FONT_SIZE_SAVE_DELAY_MS = 500;

const THEME_ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

/** Spec §5: validated with the shared schema, so the browser and the server agree. */
export function customColorError(value: string): string | null {
  const result = SettingsSchema.shape.customPrimaryColor.safeParse(value.trim());
  return result.success ? null : (result.error.issues[0]?.message ?? 'invalid');
}

function Swatch({ color, className }: { color: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block size-5 shrink-0 rounded-full border border-border ${className ?? ''}`}
      style={{ background: color }}
    />
  );
}

function CustomColor({ settings, onApply }: { settings: Settings; onApply: (value: string) => void }) {
  const { t } = useTranslation('settings');
  const translate = useValidationMessage();
  const id = useId();
  const [draft, setDraft] = useState(settings.customPrimaryColor ?? '');
  const [touched, setTouched] = useState(false);
  const error =
    draft.trim() === '' ? (touched ? t('appearance.customColor.required') : null) : customColorError(draft);
  const preview =
    !error && draft.trim() !== ''
      ? primaryColorCss({ primaryColor: 'custom', customPrimaryColor: draft })
      : null;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (draft.trim() === '' || customColorError(draft)) return;
    onApply(draft.trim());
  };

  return (
    <form onSubmit={handleSubmit} className="grid gap-2 rounded-lg border border-border p-3" noValidate>
      <Label htmlFor={id}>{t('appearance.customColor.label')}</Label>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          id={id}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => setTouched(true)}
          placeholder="210 40% 50%"
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          className="min-w-0 flex-1 basis-48 font-mono"
          aria-invalid={error && touched ? true : undefined}
          aria-describedby={`${id}-hint ${id}-preview${error && touched ? ` ${id}-error` : ''}`}
        />
        <Button type="submit">{t('appearance.customColor.apply')}</Button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {t('appearance.customColor.hint')}
      </p>
      <div id={`${id}-preview`} className="flex items-center gap-2 text-sm" aria-live="polite">
        {preview ? (
          <>
            <span
              aria-hidden="true"
              data-testid="custom-color-preview"
              className="inline-flex h-8 items-center rounded-md px-3 text-sm font-medium text-white"
              style={{ background: preview }}
            >
              {t('appearance.customColor.sample')}
            </span>
            <span>{t('appearance.customColor.previewValid')}</span>
          </>
        ) : null}
      </div>
      {error && touched && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive-ink">
          {translate(error)}
        </p>
      )}
    </form>
  );
}

function FontSize({
  value,
  onCommit,
  settings,
}: {
  value: number;
  onCommit: (value: number) => void;
  settings: Settings;
}) {
  const { t } = useTranslation('settings');
  const id = useId();
  const [draft, setDraft] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const shown = draft ?? value;

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const handleChange = (next: number) => {
    setDraft(next);
    applyAppearance({ ...appearanceOf(settings), fontSize: next });
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      setDraft(null);
      onCommit(next);
    }, FONT_SIZE_SAVE_DELAY_MS);
  };

  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{t('appearance.fontSize.label')}</Label>
        <output htmlFor={id} className="text-sm tabular-nums">
          {t('appearance.fontSize.value', { value: shown })}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={FONT_SIZE_MIN}
        max={FONT_SIZE_MAX}
        step={5}
        value={shown}
        aria-valuetext={t('appearance.fontSize.value', { value: shown })}
        aria-describedby={`${id}-hint`}
        onChange={(event) => handleChange(Number(event.target.value))}
        className="h-2 w-full cursor-pointer accent-(--primary)"
      />
      <div className="flex items-center justify-between gap-2">
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {t('appearance.fontSize.hint', { min: FONT_SIZE_MIN, max: FONT_SIZE_MAX })}
        </p>
        <Button variant="ghost" size="sm" onClick={() => handleChange(100)} disabled={shown === 100}>
          {t('appearance.fontSize.reset')}
        </Button>
      </div>
    </div>
  );
}

export function AppearanceTab({ settings }: { settings: Settings }) {
  const { t } = useTranslation('settings');
  const { update } = useUpdateSettings();
  const [customChosen, setCustomChosen] = useState(false);
  const colorChoice = customChosen ? 'custom' : settings.primaryColor;

  const colorOptions = PRIMARY_COLORS.map((color) => ({
    value: color,
    label: t(`appearance.primaryColor.options.${color}`),
    visual:
      color === 'custom' ? (
        <Swatch
          color={
            settings.customPrimaryColor
              ? primaryColorCss({ primaryColor: 'custom', customPrimaryColor: settings.customPrimaryColor })
              : 'conic-gradient(red, yellow, lime, aqua, blue, magenta, red)'
          }
        />
      ) : (
        <Swatch color={`hsl(${PRIMARY_COLOR_VALUES[color]})`} />
      ),
  }));

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('tabs.appearance')}</CardTitle>
        <CardDescription>{t('appearance.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <OptionGroup
          legend={t('appearance.theme.legend')}
          options={THEMES.map((theme) => {
            const Icon = THEME_ICONS[theme];
            return {
              value: theme,
              label: t(`appearance.theme.options.${theme}`),
              description: theme === 'system' ? t('appearance.theme.systemHint') : undefined,
              visual: <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />,
            };
          })}
          value={settings.theme}
          onChange={(theme) => update({ theme })}
        />

        <div className="grid gap-3">
          <OptionGroup
            legend={t('appearance.primaryColor.legend')}
            options={colorOptions}
            columns="grid-cols-2 min-[500px]:grid-cols-5"
            value={colorChoice}
            onChange={(primaryColor) => {
              if (primaryColor === 'custom') {
                setCustomChosen(true);
                if (settings.customPrimaryColor) update({ primaryColor });
                return;
              }
              setCustomChosen(false);
              update({ primaryColor });
            }}
          />
          {colorChoice === 'custom' && (
            <CustomColor
              settings={settings}
              onApply={(customPrimaryColor) => update({ primaryColor: 'custom', customPrimaryColor })}
            />
          )}
        </div>

        <OptionGroup
          legend={t('appearance.borderRadius.legend')}
          columns="grid-cols-2 min-[500px]:grid-cols-4"
          options={BORDER_RADII.map((radius) => ({
            value: radius,
            label: t(`appearance.borderRadius.options.${radius}`),
            visual: (
              <span
                aria-hidden="true"
                className="inline-block size-5 shrink-0 border-2 border-primary"
                style={{ borderRadius: RADIUS_VALUES[radius] }}
              />
            ),
          }))}
          value={settings.borderRadius}
          onChange={(borderRadius) => update({ borderRadius })}
        />

        <FontSize
          settings={settings}
          value={settings.fontSize}
          onCommit={(fontSize) => update({ fontSize })}
        />

        <OptionGroup
          legend={t('appearance.variant.legend')}
          options={VARIANTS.map((variant) => ({
            value: variant,
            label: t(`appearance.variant.options.${variant}.label`),
            description: t(`appearance.variant.options.${variant}.description`),
          }))}
          value={settings.variant}
          onChange={(variant) => update({ variant })}
        />
      </CardContent>
    </Card>
  );
}
