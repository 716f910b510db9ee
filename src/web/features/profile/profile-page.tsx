import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth';
import { AvatarSection } from './avatar-section';
import { DetailsForm } from './details-form';
import { EmailSection } from './email-section';

/** /profile: the signed-in user's picture, names, username and email address. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation('common');
  const { user } = useAuth();

  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6 px-4 py-6 sm:px-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-sm text-muted-foreground">{t('description')}</p>
      </header>
      {user ? (
        <>
          <AvatarSection user={user} />
          {/* Keyed by the saved values, so the form starts again from them after they change elsewhere. */}
          <DetailsForm key={`${user.firstName}\u0000${user.lastName}\u0000${user.username}`} user={user} />
          <EmailSection user={user} />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">{tc('status.loading')}</p>
      )}
    </div>
  );
}
