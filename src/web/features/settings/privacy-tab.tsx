import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import {
  PRIVACY_POLICY_VERSION,
  PrivacyPreferencesSchema,
  type PrivacyPreferences,
} from '@shared/contracts/settings';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/switch';
import { apiRequest } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { toast } from '../../lib/toast-store';
import { PRIVACY_PATH, changedFields, failureReason, usePrivacy } from './settings-api';

export const EXPORT_PATH = '/api/user/export';
/** The word typed to confirm deleting the account; the same in every language, like a password. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

const TOGGLES = [
  'usageAnalytics',
  'regionAnalytics',
  'ipAddressProcessing',
  'marketingCommunications',
] as const;
type Toggles = Pick<PrivacyPreferences, (typeof TOGGLES)[number]>;

function PrivacyForm({ privacy }: { privacy: PrivacyPreferences }) {
  const { t, i18n } = useTranslation('settings');
  const queryClient = useQueryClient();
  const ids = useId();
  const [draft, setDraft] = useState<Toggles>(() => ({
    usageAnalytics: privacy.usageAnalytics,
    regionAnalytics: privacy.regionAnalytics,
    ipAddressProcessing: privacy.ipAddressProcessing,
    marketingCommunications: privacy.marketingCommunications,
  }));
  const outdated = privacy.privacyPolicyVersion !== PRIVACY_POLICY_VERSION;
  const changes = changedFields<Toggles>(privacy, draft);

  const save = useMutation({
    mutationFn: async (body: Partial<Toggles> & { privacyPolicyVersion: string }) =>
      PrivacyPreferencesSchema.parse(await apiRequest('PUT', PRIVACY_PATH, body)),
    onSuccess: (saved) => {
      queryClient.setQueryData([PRIVACY_PATH], saved);
      toast({ title: t('privacy.toast.saved.title'), description: t('privacy.toast.saved.description') });
    },
    onError: (error) => {
      console.error('Failed to save privacy preferences', error);
      toast({
        variant: 'destructive',
        title: t('privacy.toast.failed.title'),
        description: t('privacy.toast.failed.description'),
      });
    },
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Saving also records that the current policy version was accepted.
    if (!changes && !outdated) return;
    save.mutate({ ...changes, privacyPolicyVersion: PRIVACY_POLICY_VERSION });
  };

  const updatedAt = privacy.updatedAt
    ? new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' }).format(
        new Date(privacy.updatedAt),
      )
    : null;

  return (
    <form onSubmit={handleSubmit} className="grid gap-4">
      <ul className="grid gap-3">
        {TOGGLES.map((key) => (
          <li
            key={key}
            className="flex items-start justify-between gap-4 rounded-lg border border-border p-3"
          >
            <div className="grid gap-1">
              <Label htmlFor={`${ids}-${key}`}>{t(`privacy.toggles.${key}.label`)}</Label>
              <p id={`${ids}-${key}-hint`} className="text-sm text-muted-foreground">
                {t(`privacy.toggles.${key}.description`)}
              </p>
            </div>
            <Switch
              id={`${ids}-${key}`}
              aria-describedby={`${ids}-${key}-hint`}
              checked={draft[key]}
              onCheckedChange={(checked) => setDraft((d) => ({ ...d, [key]: checked }))}
            />
          </li>
        ))}
      </ul>
      <div className="grid gap-1 text-sm text-muted-foreground">
        <p>
          {t('privacy.policyVersion', { version: privacy.privacyPolicyVersion })}{' '}
          {updatedAt && t('privacy.savedOn', { date: updatedAt })}
        </p>
        {outdated && (
          <p className="text-foreground">{t('privacy.policyUpdated', { version: PRIVACY_POLICY_VERSION })}</p>
        )}
        <p>{t('privacy.footnote')}</p>
        <p>
          <Link href="/privacy" className="text-primary-ink underline underline-offset-4">
            {t('privacy.readPolicy')}
          </Link>
        </p>
      </div>
      <div>
        <Button type="submit" disabled={(!changes && !outdated) || save.isPending}>
          {save.isPending ? t('saving') : t('privacy.save')}
        </Button>
      </div>
    </form>
  );
}

/** Saves a JSON value as a file through a temporary link (the only way a page can name a download). */
function downloadJson(value: unknown, filename: string): void {
  const blob = new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function ExportData() {
  const { t } = useTranslation('settings');
  const exportData = useMutation({
    mutationFn: () => apiRequest<unknown>('GET', EXPORT_PATH),
    onSuccess: (data) => {
      downloadJson(data, `larder-export-${new Date().toISOString().slice(0, 10)}.json`);
      toast({ title: t('privacy.export.done') });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('privacy.export.failed'),
        description: failureReason(error),
      }),
  });
  return (
    <section className="grid gap-2" aria-labelledby="export-heading">
      <h3 id="export-heading" className="text-sm font-semibold">
        {t('privacy.export.title')}
      </h3>
      <p className="text-sm text-muted-foreground">{t('privacy.export.description')}</p>
      <Button
        variant="outline"
        className="w-fit"
        onClick={() => exportData.mutate()}
        disabled={exportData.isPending}
      >
        <Download aria-hidden="true" />
        {exportData.isPending ? t('privacy.export.preparing') : t('privacy.export.button')}
      </Button>
    </section>
  );
}

function DeleteAccount() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const { deleteAccount } = useAuth();
  const [, navigate] = useLocation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const confirmed = typed.trim() === DELETE_CONFIRMATION_WORD;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed || pending) return;
    setPending(true);
    try {
      await deleteAccount();
      navigate('/');
    } catch (error) {
      setPending(false);
      toast({ variant: 'destructive', title: t('privacy.delete.failed'), description: failureReason(error) });
    }
  };

  return (
    <section
      className="grid gap-2 rounded-lg border border-destructive/50 p-3"
      aria-labelledby="delete-heading"
    >
      <h3 id="delete-heading" className="text-sm font-semibold text-destructive-ink">
        {t('privacy.delete.title')}
      </h3>
      <p className="text-sm text-muted-foreground">{t('privacy.delete.description')}</p>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setTyped('');
        }}
      >
        <DialogTrigger asChild>
          <Button variant="destructive" className="w-fit">
            <Trash2 aria-hidden="true" />
            {t('privacy.delete.button')}
          </Button>
        </DialogTrigger>
        <DialogContent role="alertdialog">
          <form onSubmit={(event) => void handleSubmit(event)} className="grid gap-4">
            <DialogHeader>
              <DialogTitle>{t('privacy.delete.confirmTitle')}</DialogTitle>
              <DialogDescription>{t('privacy.delete.confirmDescription')}</DialogDescription>
            </DialogHeader>
            <div className="grid gap-2">
              <Label htmlFor={id}>{t('privacy.delete.typeLabel', { word: DELETE_CONFIRMATION_WORD })}</Label>
              <Input
                id={id}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
              />
            </div>
            <DialogFooter>
              <Button variant="outline" onClick={() => setOpen(false)}>
                {tc('actions.cancel')}
              </Button>
              <Button type="submit" variant="destructive" disabled={!confirmed || pending}>
                {pending ? t('privacy.delete.deleting') : t('privacy.delete.confirmButton')}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </section>
  );
}

export function PrivacyTab() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const privacy = usePrivacy();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('tabs.privacy')}</CardTitle>
        <CardDescription>{t('privacy.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8">
        {privacy.isPending && (
          <div className="grid gap-3" aria-busy="true">
            <span className="sr-only">{tc('status.loading')}</span>
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        )}
        {privacy.isError && (
          <div role="alert" className="grid gap-2 text-sm">
            <p>{t('loadFailed')}</p>
            <Button variant="outline" className="w-fit" onClick={() => void privacy.refetch()}>
              {tc('actions.retry')}
            </Button>
          </div>
        )}
        {privacy.data && <PrivacyForm privacy={privacy.data} />}
        <ExportData />
        <DeleteAccount />
      </CardContent>
    </Card>
  );
}
