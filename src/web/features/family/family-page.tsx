import { DoorOpen, KeyRound, Pencil, RefreshCw, Users } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import {
  FAMILY_NAME_MAX,
  FAMILY_ROLES,
  INVITATION_CODE_LENGTH,
  normalizeInvitationCode,
  type Family,
} from '@shared/contracts/family';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../lib/toast-store';
import { failureReason, useFamily, useLeaveFamily, useRenameFamily } from './family-api';
import { FamilyActivity } from './family-activity';
import { FamilyInvitations } from './family-invitations';
import { FamilyMembers, RoleBadge } from './family-members';

/**
 * /family: the people who share the kitchen. Name the family, invite by code, link or mail,
 * see who is in it and what each may do, run roles (as the reader's role allows: the server
 * decides, this page only offers what it will accept), leave, join another with a code, and
 * the kitchen's activity.
 */
export function FamilyPage() {
  const { t } = useTranslation('family');
  const family = useFamily();

  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('group.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('group.description')}</p>
      </header>
      {family.isError ? (
        <div role="alert" className="grid justify-items-start gap-2 text-sm">
          <p>{t('loadFailed')}</p>
          <Button variant="outline" size="sm" onClick={() => void family.refetch()}>
            <RefreshCw aria-hidden="true" />
            {t('retry')}
          </Button>
        </div>
      ) : !family.data ? (
        <div role="status" aria-busy="true" aria-label={t('loading')} className="grid gap-3">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : (
        <FamilyDetails family={family.data} />
      )}
    </div>
  );
}

function FamilyDetails({ family }: { family: Family }) {
  const { t } = useTranslation('family');
  const canInvite = family.can.includes('invite');
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex flex-wrap items-center gap-2">
            {family.name}
            <RoleBadge role={family.myRole} />
          </CardTitle>
          <CardDescription>
            {family.members.length > 1
              ? t('group.shared', { count: family.members.length })
              : t('group.alone')}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {family.can.includes('rename') && <RenameForm family={family} />}
          <FamilyMembers family={family} />
          {canInvite ? (
            <FamilyInvitations family={family} />
          ) : (
            <p className="text-sm text-muted-foreground">{t('invite.askOwner')}</p>
          )}
          <LeaveFamily family={family} />
        </CardContent>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardContent className="pt-6">
            <FamilyActivity />
          </CardContent>
        </Card>
        <div className="grid content-start gap-6">
          <Card>
            <CardContent className="pt-6">
              <JoinWithCode />
            </CardContent>
          </Card>
          <Card>
            <CardContent className="pt-6">
              <RolesExplained />
            </CardContent>
          </Card>
        </div>
      </div>
    </>
  );
}

function RenameForm({ family }: { family: Family }) {
  const { t } = useTranslation('family');
  const rename = useRenameFamily();
  const [name, setName] = useState(family.name);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = name.trim();
    if (value.length === 0 || value.length > FAMILY_NAME_MAX) {
      setError(t('rename.invalid', { max: FAMILY_NAME_MAX }));
      return;
    }
    setError(null);
    try {
      await rename.mutateAsync(value);
      toast({ title: t('rename.done') });
    } catch (err) {
      setError(failureReason(err) ?? t('rename.failed'));
    }
  };

  return (
    <form className="grid gap-1.5" onSubmit={(event) => void submit(event)} noValidate>
      <Label htmlFor={id}>{t('rename.label')}</Label>
      <div className="flex min-w-0 gap-2">
        <Input
          id={id}
          value={name}
          maxLength={FAMILY_NAME_MAX + 20}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="outline" disabled={rename.isPending || name.trim() === family.name}>
          <Pencil aria-hidden="true" />
          {t('rename.save')}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}

function LeaveFamily({ family }: { family: Family }) {
  const { t } = useTranslation('family');
  const leave = useLeaveFamily();
  const [confirming, setConfirming] = useState(false);
  if (family.members.length <= 1) return null;
  if (family.myRole === 'owner') {
    return <p className="text-sm text-muted-foreground">{t('leave.ownerFirst')}</p>;
  }
  const confirm = async () => {
    setConfirming(false);
    try {
      await leave.mutateAsync();
      toast({ title: t('leave.done') });
    } catch (error) {
      toast({ variant: 'destructive', title: t('leave.failed'), description: failureReason(error) });
    }
  };
  return (
    <div>
      <Button variant="outline" disabled={leave.isPending} onClick={() => setConfirming(true)}>
        <DoorOpen aria-hidden="true" />
        {t('leave.button')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('leave.title', { family: family.name })}
        description={t('leave.description')}
        confirmLabel={t('leave.button')}
        destructive
        onConfirm={() => void confirm()}
      />
    </div>
  );
}

function JoinWithCode() {
  const { t } = useTranslation('family');
  const [, navigate] = useLocation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const normalized = normalizeInvitationCode(code);
    if (normalized.length !== INVITATION_CODE_LENGTH) {
      setError(t('joinCode.invalid'));
      return;
    }
    navigate(`/join-family/${normalized}`);
  };
  return (
    <form className="grid gap-2" onSubmit={submit} noValidate>
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <KeyRound className="size-5" aria-hidden="true" />
        {t('joinCode.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('joinCode.description')}</p>
      <Label htmlFor={id}>{t('joinCode.label')}</Label>
      <div className="flex min-w-0 gap-2">
        <Input
          id={id}
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="ABCDE-FGHJK"
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-w-0 flex-1 font-mono uppercase"
        />
        <Button type="submit" variant="outline">
          {t('joinCode.continue')}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}

function RolesExplained() {
  const { t } = useTranslation('family');
  return (
    <section aria-labelledby="family-roles-heading" className="grid gap-2">
      <h2 id="family-roles-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Users className="size-5" aria-hidden="true" />
        {t('roles.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('roles.everyone')}</p>
      <dl className="grid gap-2 text-sm">
        {FAMILY_ROLES.map((role) => (
          <div key={role} className="grid gap-0.5">
            <dt>
              <RoleBadge role={role} />
            </dt>
            <dd className="text-muted-foreground">{t(`roles.${role}.can`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
