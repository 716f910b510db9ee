import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  NotificationPreferencesSchema,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferences,
} from '@shared/contracts/notifications';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Separator } from '../../components/ui/separator';
import { Skeleton } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/switch';
import { useNotificationPreferences, useUpdateNotificationPreferences } from '../../lib/notification-queries';
import { toast } from '../../lib/toast-store';
import { PushSetupError, usePushDevice, useSetPushDevice } from '../../lib/web-push';
import { failureReason, useSettings, useSettingsToasts, useUpdateSettings } from './settings-api';

/**
 * The notifications tab: for each kind, whether it reaches the user in the app, in the daily
 * e-mail digest and by push, saved one switch at a time; whether this browser receives push; and
 * the quiet hours without push.
 */
export function NotificationsTab() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const preferences = useNotificationPreferences();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('tabs.notifications')}</CardTitle>
        <CardDescription>{t('notifications.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {preferences.data ? (
          <>
            <ChannelChoices preferences={preferences.data} />
            <Separator />
            <PushDevice />
            <Separator />
            <QuietHours quietHours={preferences.data.quietHours} />
            <Separator />
            <ChefTips />
          </>
        ) : preferences.isError ? (
          <div
            role="alert"
            className="grid justify-items-start gap-2 rounded-lg border border-border p-4 text-sm"
          >
            <p>{t('notifications.loadFailed')}</p>
            <Button
              variant="outline"
              onClick={() => void preferences.refetch()}
              disabled={preferences.isFetching}
            >
              {tc('actions.retry')}
            </Button>
          </div>
        ) : (
          <div className="grid gap-3" aria-busy="true">
            <span className="sr-only" role="status">
              {tc('status.loading')}
            </span>
            {NOTIFICATION_KINDS.slice(0, 4).map((kind) => (
              <Skeleton key={kind} className="h-16" />
            ))}
          </div>
        )}
        <p className="text-sm">
          <Link href="/notifications" className="text-primary-ink underline underline-offset-4">
            {t('notifications.open')}
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}

function usePreferenceUpdate() {
  const { failure } = useSettingsToasts();
  return useUpdateNotificationPreferences({ onError: failure });
}

/** One row per kind, one switch per channel; on a phone the channel's name sits by its switch. */
function ChannelChoices({ preferences }: { preferences: NotificationPreferences }) {
  const { t } = useTranslation('settings');
  const ids = useId();
  const update = usePreferenceUpdate();
  const noteId = (channel: NotificationChannel) => `${ids}-${channel}-note`;
  const notes: Partial<Record<NotificationChannel, string>> = {
    email: t('notifications.channels.emailNote'),
    push: t('notifications.channels.pushNote'),
  };

  const handleToggle = (kind: NotificationKind, channel: NotificationChannel, checked: boolean) => {
    update.mutate({ kinds: { [kind]: { [channel]: checked } } });
  };

  return (
    <section className="grid gap-3" aria-labelledby={`${ids}-heading`}>
      <div className="grid gap-1">
        <h3 id={`${ids}-heading`} className="text-base font-semibold">
          {t('notifications.kinds.title')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('notifications.help')}</p>
      </div>
      {/* Column heads for wide screens; each switch carries its own full name. */}
      <div
        aria-hidden="true"
        className="hidden gap-3 px-3 text-xs font-medium text-muted-foreground sm:grid sm:grid-cols-[minmax(0,1fr)_repeat(3,6.5rem)]"
      >
        <span />
        {NOTIFICATION_CHANNELS.map((channel) => (
          <span key={channel} className="text-center">
            {t(`notifications.channels.${channel}.label`)}
          </span>
        ))}
      </div>
      <ul className="grid gap-2">
        {NOTIFICATION_KINDS.map((kind) => {
          const kindLabel = t(`notifications.kinds.${kind}.label`);
          return (
            <li
              key={kind}
              className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-[minmax(0,1fr)_repeat(3,6.5rem)] sm:items-center"
            >
              <div className="grid gap-0.5 text-sm">
                <span className="font-medium">{kindLabel}</span>
                <span className="text-muted-foreground">{t(`notifications.kinds.${kind}.description`)}</span>
              </div>
              <div className="grid grid-cols-3 gap-2 sm:contents">
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <div key={channel} className="flex flex-col items-start gap-1.5 sm:items-center">
                    <span aria-hidden="true" className="text-xs text-muted-foreground sm:hidden">
                      {t(`notifications.channels.${channel}.label`)}
                    </span>
                    <Switch
                      aria-label={t(`notifications.channels.${channel}.switch`, { kind: kindLabel })}
                      aria-describedby={notes[channel] ? noteId(channel) : undefined}
                      checked={preferences.kinds[kind][channel]}
                      onCheckedChange={(checked) => handleToggle(kind, channel, checked)}
                    />
                  </div>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
      <div className="grid gap-1 text-sm text-muted-foreground">
        {NOTIFICATION_CHANNELS.map((channel) =>
          notes[channel] ? (
            <p key={channel} id={noteId(channel)}>
              {notes[channel]}
            </p>
          ) : null,
        )}
      </div>
    </section>
  );
}

/**
 * Push in this browser: the kinds' push switches choose what is pushed to the account, this one
 * whether this device receives it. Turning it on asks the browser's permission and subscribes.
 */
function PushDevice() {
  const { t } = useTranslation('settings');
  const ids = useId();
  const device = usePushDevice();
  const setDevice = useSetPushDevice({
    onError: (error, on) =>
      toast({
        variant: 'destructive',
        title: t(on ? 'notifications.device.failedOn' : 'notifications.device.failedOff'),
        description:
          error instanceof PushSetupError ? t(`notifications.device.${error.code}`) : failureReason(error),
      }),
    onDismissed: () =>
      toast({
        title: t('notifications.device.dismissed.title'),
        description: t('notifications.device.dismissed.description'),
      }),
  });
  const state = device.data;
  const explanation =
    state === 'unsupported'
      ? t('notifications.device.unsupported')
      : state === 'denied'
        ? t('notifications.device.denied')
        : null;
  const isBusy = device.isPending || setDevice.isPending;
  // While the browser asks and subscribes, the switch shows where it is going.
  const isChecked = setDevice.isPending ? setDevice.variables : state === 'on';

  const handleChange = (on: boolean) => {
    // Ignored rather than disabled while busy, so that keyboard focus stays on the switch.
    if (!isBusy) setDevice.mutate(on);
  };

  return (
    <section className="grid gap-3" aria-labelledby={`${ids}-heading`}>
      <div className="grid gap-1">
        <h3 id={`${ids}-heading`} className="text-base font-semibold">
          {t('notifications.device.title')}
        </h3>
        <p id={`${ids}-description`} className="text-sm text-muted-foreground">
          {t('notifications.device.description')}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <Switch
          id={`${ids}-switch`}
          checked={isChecked}
          disabled={explanation !== null}
          aria-busy={isBusy || undefined}
          aria-describedby={explanation ? `${ids}-description ${ids}-explanation` : `${ids}-description`}
          onCheckedChange={handleChange}
        />
        <Label htmlFor={`${ids}-switch`} className="leading-snug">
          {t('notifications.device.switch')}
        </Label>
      </div>
      {/* A status, so that a permission refused at the browser's prompt is announced. */}
      <div role="status">
        {explanation ? (
          <p id={`${ids}-explanation`} className="rounded-lg border border-border p-3 text-sm">
            {explanation}
          </p>
        ) : null}
      </div>
    </section>
  );
}

type QuietHoursValue = NotificationPreferences['quietHours'];
type TimeField = 'start' | 'end';
const TIME_FIELDS: readonly TimeField[] = ['start', 'end'];

const TimeOfDaySchema = NotificationPreferencesSchema.shape.quietHours.shape.start;
const isTimeOfDay = (value: string) => TimeOfDaySchema.safeParse(value).success;

/**
 * Why a time cannot be saved, as a settings locale key (null when it can): each field must be a
 * time, and the end (where the message shows) must differ from the start.
 */
function quietHoursError(field: TimeField, times: Pick<QuietHoursValue, TimeField>): string | null {
  if (!isTimeOfDay(times[field])) return 'notifications.quietHours.invalid';
  if (field === 'end' && isTimeOfDay(times.start) && times.start === times.end) {
    return 'notifications.quietHours.same';
  }
  return null;
}

function QuietHours({ quietHours }: { quietHours: QuietHoursValue }) {
  const { t } = useTranslation('settings');
  const ids = useId();
  const update = usePreferenceUpdate();
  // Only what is being typed and not yet saved; the saved times come from the query.
  const [draft, setDraft] = useState<Partial<Record<TimeField, string>>>({});
  const [touched, setTouched] = useState(false);
  const times = { start: draft.start ?? quietHours.start, end: draft.end ?? quietHours.end };
  const errorOf = (field: TimeField) => {
    const key = touched ? quietHoursError(field, times) : null;
    return key ? t(key) : undefined;
  };

  const handleBlur = () => {
    setTouched(true);
    if (TIME_FIELDS.some((field) => quietHoursError(field, times))) return;
    const changed = Object.fromEntries(
      TIME_FIELDS.filter((field) => times[field] !== quietHours[field]).map((field) => [field, times[field]]),
    );
    setDraft({});
    setTouched(false);
    if (Object.keys(changed).length > 0) update.mutate({ quietHours: changed });
  };

  const timeInput = (field: TimeField) => (
    <FormField
      label={t(`notifications.quietHours.${field}`)}
      error={errorOf(field)}
      className="w-full sm:w-40"
    >
      <Input
        type="time"
        required
        disabled={!quietHours.enabled}
        value={times[field]}
        onChange={(event) => setDraft((current) => ({ ...current, [field]: event.target.value }))}
        onBlur={handleBlur}
      />
    </FormField>
  );

  return (
    <section className="grid gap-4" aria-labelledby={`${ids}-heading`}>
      <div className="grid gap-1">
        <h3 id={`${ids}-heading`} className="text-base font-semibold">
          {t('notifications.quietHours.title')}
        </h3>
        <p id={`${ids}-description`} className="text-sm text-muted-foreground">
          {t('notifications.quietHours.description')}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <Switch
          id={`${ids}-enabled`}
          aria-describedby={`${ids}-description`}
          checked={quietHours.enabled}
          onCheckedChange={(enabled) => update.mutate({ quietHours: { enabled } })}
        />
        <Label htmlFor={`${ids}-enabled`} className="leading-snug">
          {t('notifications.quietHours.enabled')}
        </Label>
      </div>
      <div className="grid gap-2">
        <div className="flex flex-col gap-4 sm:flex-row">
          {timeInput('start')}
          {timeInput('end')}
        </div>
        <p className="text-sm text-muted-foreground">{t('notifications.quietHours.hint')}</p>
      </div>
    </section>
  );
}

/** The Chef's 'Chef Says' tips (settings.chefTips), saved like every other setting. */
function ChefTips() {
  const { t } = useTranslation('settings');
  const ids = useId();
  const settings = useSettings();
  const { update } = useUpdateSettings();
  if (!settings.data) return null;
  return (
    <section className="grid gap-3" aria-labelledby={`${ids}-heading`}>
      <div className="grid gap-1">
        <h3 id={`${ids}-heading`} className="text-base font-semibold">
          {t('notifications.chefTips.title')}
        </h3>
        <p id={`${ids}-description`} className="text-sm text-muted-foreground">
          {t('notifications.chefTips.description')}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <Switch
          id={`${ids}-switch`}
          aria-describedby={`${ids}-description`}
          checked={settings.data.chefTips}
          onCheckedChange={(chefTips) => update({ chefTips })}
        />
        <Label htmlFor={`${ids}-switch`} className="leading-snug">
          {t('notifications.chefTips.switch')}
        </Label>
      </div>
    </section>
  );
}
