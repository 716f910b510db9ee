import { Crown, Shield, UserMinus, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mayRemove, type Family, type FamilyMember, type FamilyRole } from '@shared/contracts/family';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { toast } from '../../lib/toast-store';
import { failureReason, useChangeRole, useRemoveMember, useTransferOwnership } from './family-api';

const ROLE_ICON: Record<FamilyRole, typeof Crown> = { owner: Crown, admin: Shield, member: UserRound };

export function RoleBadge({ role }: { role: FamilyRole }) {
  const { t } = useTranslation('family');
  const Icon = ROLE_ICON[role];
  return (
    <Badge variant={role === 'member' ? 'outline' : 'secondary'} className="gap-1">
      <Icon className="size-3" aria-hidden="true" />
      {t(`roles.${role}.name`)}
    </Badge>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

type Pending = { kind: 'remove' | 'transfer'; member: FamilyMember } | null;

/** The family's members, with what the reader's role may do to each. */
export function FamilyMembers({ family }: { family: Family }) {
  const { t, i18n } = useTranslation('family');
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const transfer = useTransferOwnership();
  const [pending, setPending] = useState<Pending>(null);
  const busy = changeRole.isPending || remove.isPending || transfer.isPending;
  const joined = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast({ title: done });
    } catch (error) {
      toast({ variant: 'destructive', title: t('members.failed'), description: failureReason(error) });
    }
  };

  return (
    <section aria-labelledby="family-members-heading" className="grid gap-3">
      <h2 id="family-members-heading" className="text-lg font-semibold">
        {t('members.title', { count: family.members.length, max: family.membersMax })}
      </h2>
      <ul className="grid gap-2">
        {family.members.map((member) => {
          const canRemove = !member.isMe && mayRemove(family.myRole, member.role);
          const canChangeRole = !member.isMe && family.can.includes('changeRole') && member.role !== 'owner';
          const canHandOver = !member.isMe && family.can.includes('transferOwnership');
          return (
            <li
              key={member.userId}
              className="grid gap-3 rounded-lg border border-border p-3 sm:flex sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 items-center gap-3">
                {member.avatarUrl ? (
                  <img src={member.avatarUrl} alt="" className="size-10 shrink-0 rounded-full object-cover" />
                ) : (
                  <span
                    aria-hidden="true"
                    className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-sm font-semibold"
                  >
                    {initials(member.name)}
                  </span>
                )}
                <div className="grid min-w-0 gap-0.5">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    <span className="truncate">{member.name}</span>
                    {member.isMe && <span className="text-xs text-muted-foreground">{t('members.you')}</span>}
                    <RoleBadge role={member.role} />
                  </p>
                  <p className="truncate text-xs text-muted-foreground">
                    @{member.username} ·{' '}
                    {t('members.joined', { date: joined.format(new Date(member.joinedAt)) })}
                  </p>
                </div>
              </div>
              {(canRemove || canChangeRole || canHandOver) && (
                <div className="flex flex-wrap gap-2">
                  {canChangeRole && (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={busy}
                      aria-label={t(
                        member.role === 'admin' ? 'members.makeMemberLabel' : 'members.makeAdminLabel',
                        { name: member.name },
                      )}
                      onClick={() =>
                        void run(
                          () =>
                            changeRole.mutateAsync({
                              userId: member.userId,
                              role: member.role === 'admin' ? 'member' : 'admin',
                            }),
                          t('members.roleChanged', { name: member.name }),
                        )
                      }
                    >
                      <Shield aria-hidden="true" />
                      {t(member.role === 'admin' ? 'members.makeMember' : 'members.makeAdmin')}
                    </Button>
                  )}
                  {canHandOver && (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={busy}
                      aria-label={t('members.handOverLabel', { name: member.name })}
                      onClick={() => setPending({ kind: 'transfer', member })}
                    >
                      <Crown aria-hidden="true" />
                      {t('members.handOver')}
                    </Button>
                  )}
                  {canRemove && (
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={busy}
                      aria-label={t('members.removeLabel', { name: member.name })}
                      onClick={() => setPending({ kind: 'remove', member })}
                    >
                      <UserMinus aria-hidden="true" />
                      {t('members.remove')}
                    </Button>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={
          pending?.kind === 'transfer'
            ? t('members.handOverTitle', { name: pending.member.name })
            : t('members.removeTitle', { name: pending?.member.name ?? '' })
        }
        description={
          pending?.kind === 'transfer'
            ? t('members.handOverDescription', { name: pending.member.name })
            : t('members.removeDescription', { name: pending?.member.name ?? '' })
        }
        confirmLabel={pending?.kind === 'transfer' ? t('members.handOver') : t('members.remove')}
        destructive={pending?.kind === 'remove'}
        onConfirm={() => {
          const current = pending;
          setPending(null);
          if (!current) return;
          if (current.kind === 'transfer') {
            void run(
              () => transfer.mutateAsync(current.member.userId),
              t('members.handedOver', { name: current.member.name }),
            );
          } else {
            void run(
              () => remove.mutateAsync(current.member.userId),
              t('members.removed', { name: current.member.name }),
            );
          }
        }}
      />
    </section>
  );
}
