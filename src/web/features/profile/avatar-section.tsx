import { ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UserResponseSchema, type User } from '@shared/contracts/auth';
import { AVATAR_ACCEPT, AVATAR_MAX_BYTES } from '@shared/contracts/profile';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/dialog';
import { apiRequest } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { toast } from '../../lib/toast-store';
import { serverMessage } from './details-form';

const ACCEPTED_TYPES = AVATAR_ACCEPT.split(',');

/** Why a chosen file cannot be an avatar, checked before it is sent; the server checks again. */
export function avatarFileProblem(file: File): 'type' | 'size' | null {
  if (!ACCEPTED_TYPES.includes(file.type)) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}

export function initials(user: Pick<User, 'firstName' | 'lastName' | 'username'>): string {
  const letters = `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`;
  return (letters || user.username.charAt(0)).toUpperCase();
}

function Avatar({ src, user, alt }: { src: string | null; user: User; alt: string }) {
  return (
    <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-full border border-border bg-muted text-2xl font-semibold text-muted-foreground">
      {src ? (
        <img src={src} alt={alt} className="size-full object-cover" />
      ) : (
        <span aria-hidden="true">{initials(user)}</span>
      )}
    </div>
  );
}

export function AvatarSection({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation('common');
  const { updateUser } = useAuth();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // The preview URL holds the file in memory until it is revoked.
  useEffect(
    () => () => {
      if (chosen) URL.revokeObjectURL(chosen.url);
    },
    [chosen],
  );

  const clearChoice = () => {
    setChosen(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setProblem(null);
    if (!file) return;
    const issue = avatarFileProblem(file);
    if (issue) {
      setProblem(issue === 'type' ? t('avatar.wrongType') : t('avatar.tooLarge'));
      clearChoice();
      return;
    }
    setChosen({ file, url: URL.createObjectURL(file) });
  };

  const handleUpload = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      const data = new FormData();
      data.append('file', chosen.file, chosen.file.name);
      const { user: saved } = UserResponseSchema.parse(await apiRequest('POST', '/api/user/avatar', data));
      updateUser({ avatarUrl: saved.avatarUrl });
      clearChoice();
      toast({ title: t('avatar.saved') });
    } catch (error) {
      toast({ variant: 'destructive', title: t('avatar.failed'), description: serverMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const handleRemove = async () => {
    setBusy(true);
    try {
      const { user: saved } = UserResponseSchema.parse(await apiRequest('DELETE', '/api/user/avatar'));
      updateUser({ avatarUrl: saved.avatarUrl });
      toast({ title: t('avatar.removed') });
    } catch (error) {
      toast({ variant: 'destructive', title: t('avatar.removeFailed'), description: serverMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('avatar.title')}</CardTitle>
        <CardDescription>{t('avatar.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar
          src={chosen?.url ?? user.avatarUrl}
          user={user}
          alt={chosen ? t('avatar.previewAlt') : t('avatar.currentAlt')}
        />
        <div className="grid gap-2">
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={AVATAR_ACCEPT}
            className="hidden"
            tabIndex={-1}
            aria-label={t('avatar.fileLabel')}
            onChange={handleFile}
          />
          {chosen ? (
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => void handleUpload()} disabled={busy}>
                {busy ? t('avatar.uploading') : t('avatar.save')}
              </Button>
              <Button variant="outline" onClick={clearChoice} disabled={busy}>
                {tc('actions.cancel')}
              </Button>
            </div>
          ) : (
            <div className="flex flex-wrap gap-2">
              {/* The native file input cannot be styled; this button opens its picker. */}
              <Button
                variant="outline"
                onClick={() => inputRef.current?.click()}
                aria-describedby={`${inputId}-hint${problem ? ` ${inputId}-error` : ''}`}
              >
                <ImageUp aria-hidden="true" />
                {user.avatarUrl ? t('avatar.change') : t('avatar.choose')}
              </Button>
              {user.avatarUrl && (
                <ConfirmDialog
                  trigger={
                    <Button variant="ghost" disabled={busy}>
                      <Trash2 aria-hidden="true" />
                      {t('avatar.remove')}
                    </Button>
                  }
                  title={t('avatar.removeTitle')}
                  description={t('avatar.removeDescription')}
                  confirmLabel={t('avatar.remove')}
                  destructive
                  onConfirm={() => void handleRemove()}
                />
              )}
            </div>
          )}
          <p id={`${inputId}-hint`} className="text-sm text-muted-foreground">
            {chosen ? t('avatar.previewHint') : t('avatar.hint')}
          </p>
          {problem && (
            <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-destructive-ink">
              {problem}
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
