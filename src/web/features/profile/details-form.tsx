import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { UserResponseSchema, type User } from '@shared/contracts/auth';
import { UpdateProfileInputSchema, type UpdateProfileInput } from '@shared/contracts/profile';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { ApiRequestError, apiRequest } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { toast } from '../../lib/toast-store';
import { useUsernameAvailability, type UsernameAvailability } from '../../lib/use-username-availability';
import { useValidationMessage } from '../../lib/validation-messages';

/** The profile form validates with the server's schema, every field present. */
export const DetailsFormSchema = UpdateProfileInputSchema.required();
type DetailsForm = Required<UpdateProfileInput>;

export function serverMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

function UsernameIndicator({ state }: { state: UsernameAvailability }) {
  const { t } = useTranslation('profile');
  return (
    <p aria-live="polite" className="min-h-5 text-sm">
      {state === 'checking' && <span className="text-muted-foreground">{t('username.checking')}</span>}
      {state === 'available' && <span className="text-success-ink">{t('username.available')}</span>}
      {state === 'taken' && <span className="text-destructive-ink">{t('username.taken')}</span>}
    </p>
  );
}

export function DetailsForm({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const translate = useValidationMessage();
  const { updateUser } = useAuth();
  const [usernameEdited, setUsernameEdited] = useState(false);
  const form = useForm<DetailsForm>({
    resolver: zodResolver(DetailsFormSchema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, username: user.username },
  });
  const { errors, isSubmitting } = form.formState;
  const username = useWatch({ control: form.control, name: 'username' });
  const availability = useUsernameAvailability(username, {
    own: user.username,
    enabled: usernameEdited,
  });
  const usernameField = form.register('username', { onChange: () => setUsernameEdited(true) });

  const onSubmit = async (values: DetailsForm) => {
    const changes: UpdateProfileInput = {};
    if (values.firstName !== user.firstName) changes.firstName = values.firstName;
    if (values.lastName !== user.lastName) changes.lastName = values.lastName;
    if (values.username !== user.username) changes.username = values.username;
    if (Object.keys(changes).length === 0) {
      toast({ title: t('details.unchanged') });
      return;
    }
    try {
      const { user: saved } = UserResponseSchema.parse(
        await apiRequest('PATCH', '/api/user/profile', changes),
      );
      updateUser({
        firstName: saved.firstName,
        lastName: saved.lastName,
        username: saved.username,
        name: saved.name,
      });
      form.reset({ firstName: saved.firstName, lastName: saved.lastName, username: saved.username });
      setUsernameEdited(false);
      toast({ title: t('details.saved') });
    } catch (error) {
      const details = error instanceof ApiRequestError ? (error.apiError?.details ?? []) : [];
      const code = error instanceof ApiRequestError ? error.apiError?.code : undefined;
      let shown = false;
      if (code === 'USERNAME_TAKEN') {
        form.setError('username', { message: serverMessage(error) });
        shown = true;
      }
      for (const detail of details) {
        if (detail.path === 'firstName' || detail.path === 'lastName' || detail.path === 'username') {
          form.setError(detail.path, { message: detail.message });
          shown = true;
        }
      }
      if (!shown)
        toast({ variant: 'destructive', title: t('details.failed'), description: serverMessage(error) });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('details.title')}</CardTitle>
        <CardDescription>{t('details.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4" noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('details.firstName')} error={translate(errors.firstName?.message)} required>
              <Input autoComplete="given-name" {...form.register('firstName')} />
            </FormField>
            <FormField label={t('details.lastName')} error={translate(errors.lastName?.message)} required>
              <Input autoComplete="family-name" {...form.register('lastName')} />
            </FormField>
          </div>
          <div className="grid gap-1">
            <FormField
              label={t('details.username')}
              hint={t('details.usernameHint')}
              error={translate(errors.username?.message)}
              required
            >
              <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...usernameField} />
            </FormField>
            <UsernameIndicator state={availability} />
          </div>
          <div>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t('saving') : t('details.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
