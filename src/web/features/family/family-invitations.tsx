import { ClipboardCopy, Link2, Mail, Share2, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  INVITATION_DAYS_DEFAULT,
  type Family,
  type FamilyInvitation,
  type GrantableRole,
} from '@shared/contracts/family';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { toast } from '../../lib/toast-store';
import { failureReason, useCreateInvitation, useRevokeInvitation } from './family-api';

const EXPIRY_CHOICES = [1, 7, 14, 30] as const;

/** A code as people read it aloud: two groups of five. */
export const spacedCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

const joinLinkOf = (code: string) => `${window.location.origin}/join-family/${code}`;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Inviting (a code and link to share, or a mail) and the invitations still open. */
export function FamilyInvitations({ family }: { family: Family }) {
  const { t, i18n } = useTranslation('family');
  const create = useCreateInvitation();
  const revoke = useRevokeInvitation();
  const [role, setRole] = useState<GrantableRole>('member');
  const [days, setDays] = useState<number>(INVITATION_DAYS_DEFAULT);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [latest, setLatest] = useState<{ code: string; link: string } | null>(null);
  const roleId = useId();
  const daysId = useId();
  const emailId = useId();
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const invite = async (withEmail?: string) => {
    try {
      const answer = await create.mutateAsync({
        role,
        expiresInDays: days,
        ...(withEmail ? { email: withEmail } : {}),
      });
      if (withEmail) {
        setEmail('');
        toast({ title: t('invite.mailed', { email: withEmail }) });
      } else {
        setLatest({ code: answer.invitation.code, link: answer.link });
        toast({ title: t('invite.created') });
      }
      return true;
    } catch (error) {
      const reason = failureReason(error);
      if (withEmail) setEmailError(reason ?? t('invite.failed'));
      toast({ variant: 'destructive', title: t('invite.failed'), description: reason });
      return false;
    }
  };

  const onMail = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setEmailError(null);
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      setEmailError(t('invite.emailInvalid'));
      return;
    }
    void invite(address);
  };

  const copy = async (text: string) => {
    toast(
      (await copyText(text))
        ? { title: t('invite.copied') }
        : { variant: 'warning', title: t('invite.copyFailed') },
    );
  };

  const share = async (link: string) => {
    try {
      await navigator.share({ title: t('invite.shareTitle', { family: family.name }), url: link });
    } catch {
      // Closed by the user, or refused: nothing to say.
    }
  };

  const withdraw = async (invitation: FamilyInvitation) => {
    try {
      await revoke.mutateAsync(invitation.id);
      if (latest?.code === invitation.code) setLatest(null);
      toast({ title: t('invite.withdrawn') });
    } catch (error) {
      toast({ variant: 'destructive', title: t('invite.failed'), description: failureReason(error) });
    }
  };

  return (
    <section aria-labelledby="family-invite-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="family-invite-heading" className="text-lg font-semibold">
          {t('invite.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('invite.description')}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={roleId}>{t('invite.role')}</Label>
          <NativeSelect id={roleId} value={role} onChange={(e) => setRole(e.target.value as GrantableRole)}>
            <option value="member">{t('roles.member.name')}</option>
            {family.can.includes('changeRole') && <option value="admin">{t('roles.admin.name')}</option>}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={daysId}>{t('invite.expiry')}</Label>
          <NativeSelect id={daysId} value={String(days)} onChange={(e) => setDays(Number(e.target.value))}>
            {EXPIRY_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {t('invite.days', { count: choice })}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button disabled={create.isPending} onClick={() => void invite()}>
          <Link2 aria-hidden="true" />
          {t('invite.createLink')}
        </Button>
      </div>
      {latest && (
        <div className="grid gap-2 rounded-lg border border-border bg-muted/40 p-3" aria-live="polite">
          <p className="text-sm">{t('invite.share')}</p>
          <p className="font-mono text-2xl font-semibold tracking-widest" aria-label={t('invite.codeLabel')}>
            {spacedCode(latest.code)}
          </p>
          <p className="break-all font-mono text-xs text-muted-foreground">{latest.link}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => void copy(latest.link)}>
              <ClipboardCopy aria-hidden="true" />
              {t('invite.copyLink')}
            </Button>
            <Button variant="outline" size="sm" onClick={() => void copy(latest.code)}>
              <ClipboardCopy aria-hidden="true" />
              {t('invite.copyCode')}
            </Button>
            {typeof navigator.share === 'function' && (
              <Button variant="outline" size="sm" onClick={() => void share(latest.link)}>
                <Share2 aria-hidden="true" />
                {t('invite.shareButton')}
              </Button>
            )}
          </div>
        </div>
      )}
      <form className="grid gap-1.5" onSubmit={onMail} noValidate>
        <Label htmlFor={emailId}>{t('invite.email')}</Label>
        <div className="flex min-w-0 gap-2">
          <Input
            id={emailId}
            type="email"
            autoComplete="off"
            inputMode="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={emailError !== null}
            aria-describedby={emailError ? `${emailId}-error` : undefined}
            className="min-w-0 flex-1"
          />
          <Button type="submit" variant="outline" disabled={create.isPending}>
            <Mail aria-hidden="true" />
            {t('invite.send')}
          </Button>
        </div>
        {emailError && (
          <p id={`${emailId}-error`} className="text-sm text-destructive" role="alert">
            {emailError}
          </p>
        )}
      </form>

      {family.invitations.length > 0 && (
        <div className="grid gap-2">
          <h3 className="text-base font-semibold">{t('invite.open')}</h3>
          <ul className="grid gap-2">
            {family.invitations.map((invitation) => (
              <li
                key={invitation.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3 text-sm"
              >
                <div className="grid min-w-0 gap-0.5">
                  <span className="font-mono font-medium">
                    {spacedCode(invitation.code)}
                    {invitation.email && <span className="ms-2 font-sans">{invitation.email}</span>}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {t('invite.details', {
                      role: t(`roles.${invitation.role}.name`),
                      date: dateTime.format(new Date(invitation.expiresAt)),
                      count: invitation.uses,
                    })}
                  </span>
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t('invite.copyLinkOf', { code: spacedCode(invitation.code) })}
                    onClick={() => void copy(joinLinkOf(invitation.code))}
                  >
                    <ClipboardCopy aria-hidden="true" />
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={revoke.isPending}
                    aria-label={t('invite.withdrawLabel', { code: spacedCode(invitation.code) })}
                    onClick={() => void withdraw(invitation)}
                  >
                    <X aria-hidden="true" />
                    {t('invite.withdraw')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
