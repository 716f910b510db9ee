import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { User } from '@shared/contracts/auth';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { useAuth } from '../../lib/auth';

/** The admin page's rule: admins, and everyone on a development build. */
export function canSeeDeveloperPages(
  user: User | null,
  isDevelopment: boolean = import.meta.env.DEV,
): boolean {
  return user?.isAdmin === true || isDevelopment;
}

/** A developer page: its title, then its content for those allowed and a refusal for the rest. */
export function DeveloperPage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('developer');
  const { user } = useAuth();
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <p className="text-sm text-muted-foreground">{description}</p>
      </header>
      {canSeeDeveloperPages(user) ? (
        children
      ) : (
        <EmptyState
          icon={ShieldAlert}
          title={t('denied.title')}
          description={t('denied.description')}
          action={
            <Button variant="outline" asChild>
              <Link href="/dashboard">{t('denied.back')}</Link>
            </Button>
          }
        />
      )}
    </div>
  );
}
