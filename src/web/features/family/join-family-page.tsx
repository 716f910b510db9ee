import { LinkIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';

/**
 * /join-family/{invitationCode}: no family invitations exist on this server yet, so every code is
 * one that cannot be used.
 */
export function JoinFamilyPage() {
  const { t } = useTranslation('family');
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('join.title')}</h1>
      </header>
      <EmptyState
        icon={LinkIcon}
        title={t('join.invalid.title')}
        description={t('join.invalid.description')}
        action={
          <Button variant="outline" asChild>
            <Link href="/dashboard">{t('join.invalid.back')}</Link>
          </Button>
        }
      />
    </div>
  );
}
