import { LinkIcon, RefreshCw, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import type { InvitationPreview } from '@shared/contracts/family';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiRequestError } from '../../lib/api';
import { toast } from '../../lib/toast-store';
import { failureReason, useInvitationPreview, useJoinFamily } from './family-api';
import { spacedCode } from './family-invitations';
import { RoleBadge } from './family-members';

/**
 * /join-family/{invitationCode}: what the invitation is for and what joining does with the
 * reader's present kitchen (bring it along, or keep it to come back to), then join. A visitor
 * who is signed out comes here after login or registration (the redirect query).
 */
export function JoinFamilyPage() {
  const { t } = useTranslation('family');
  const { invitationCode = '' } = useParams<{ invitationCode: string }>();
  const preview = useInvitationPreview(invitationCode);
  const gone =
    preview.error instanceof ApiRequestError &&
    (preview.error.status === 404 || preview.error.status === 400);

  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('join.title')}</h1>
        <p className="font-mono text-sm text-muted-foreground">{spacedCode(invitationCode.toUpperCase())}</p>
      </header>
      {gone ? (
        <EmptyState
          icon={LinkIcon}
          title={t('join.invalid.title')}
          description={t('join.invalid.description')}
          action={
            <Button variant="outline" asChild>
              <Link href="/family">{t('join.invalid.back')}</Link>
            </Button>
          }
        />
      ) : preview.isError ? (
        <div role="alert" className="grid justify-items-start gap-2 text-sm">
          <p>{t('loadFailed')}</p>
          <Button variant="outline" size="sm" onClick={() => void preview.refetch()}>
            <RefreshCw aria-hidden="true" />
            {t('retry')}
          </Button>
        </div>
      ) : !preview.data ? (
        <div role="status" aria-busy="true" aria-label={t('loading')}>
          <Skeleton className="h-48 w-full" />
        </div>
      ) : (
        <JoinChoice code={invitationCode} invitation={preview.data} />
      )}
    </div>
  );
}

function JoinChoice({ code, invitation }: { code: string; invitation: InvitationPreview }) {
  const { t, i18n } = useTranslation('family');
  const [, navigate] = useLocation();
  const join = useJoinFamily();
  const [bring, setBring] = useState<'merge' | 'keep'>('merge');
  const groupId = useId();
  const expires = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    new Date(invitation.expiresAt),
  );
  const kitchen = invitation.currentKitchen;
  const hasKitchen = kitchen.products + kitchen.recipes + kitchen.shoppingLists + kitchen.mealPlanEntries > 0;

  const submit = async () => {
    try {
      await join.mutateAsync({ code, bring: invitation.currentKitchenShared ? 'keep' : bring });
      toast({ title: t('join.joined', { family: invitation.familyName }) });
      navigate('/family');
    } catch (error) {
      toast({ variant: 'destructive', title: t('join.failed'), description: failureReason(error) });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Users className="size-5" aria-hidden="true" />
          {invitation.familyName}
        </CardTitle>
        <CardDescription>
          {invitation.invitedBy
            ? t('join.invitedBy', { name: invitation.invitedBy, count: invitation.memberCount })
            : t('join.members', { count: invitation.memberCount })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {t('join.as')} <RoleBadge role={invitation.role} /> · {t('join.expires', { date: expires })}
        </p>
        {invitation.blocker ? (
          <div role="alert" className="grid justify-items-start gap-3 text-sm">
            <p>{t(`join.blocker.${invitation.blocker}`)}</p>
            <Button variant="outline" asChild>
              <Link href="/family">{t('join.toFamily')}</Link>
            </Button>
          </div>
        ) : (
          <>
            {invitation.currentKitchenShared ? (
              <p className="text-sm text-muted-foreground">{t('join.sharedKitchen')}</p>
            ) : (
              <fieldset className="grid gap-2" aria-describedby={`${groupId}-what`}>
                <legend className="mb-1 text-sm font-medium">{t('join.bringTitle')}</legend>
                <p id={`${groupId}-what`} className="text-sm text-muted-foreground">
                  {hasKitchen
                    ? t('join.kitchenHolds', {
                        items: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format([
                          t('join.count.products', { count: kitchen.products }),
                          t('join.count.recipes', { count: kitchen.recipes }),
                          t('join.count.lists', { count: kitchen.shoppingLists }),
                          t('join.count.meals', { count: kitchen.mealPlanEntries }),
                        ]),
                      })
                    : t('join.kitchenEmpty')}
                </p>
                {(['merge', 'keep'] as const).map((choice) => (
                  <label
                    key={choice}
                    className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 has-[:checked]:border-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
                  >
                    <input
                      type="radio"
                      name={groupId}
                      value={choice}
                      checked={bring === choice}
                      onChange={() => setBring(choice)}
                      className="mt-1 size-4 accent-[var(--primary)]"
                    />
                    <span className="grid gap-0.5">
                      <span className="text-sm font-medium">{t(`join.${choice}.title`)}</span>
                      <span className="text-sm text-muted-foreground">{t(`join.${choice}.description`)}</span>
                    </span>
                  </label>
                ))}
              </fieldset>
            )}
            <div className="flex flex-wrap gap-2">
              <Button disabled={join.isPending} onClick={() => void submit()}>
                {t('join.button', { family: invitation.familyName })}
              </Button>
              <Button variant="outline" asChild>
                <Link href="/dashboard">{t('join.notNow')}</Link>
              </Button>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
