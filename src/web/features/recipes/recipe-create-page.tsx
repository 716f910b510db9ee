import { BookPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';

/** /recipes/create: this server keeps no recipes yet, so there is no form that could save one. */
export function RecipeCreatePage() {
  const { t } = useTranslation('recipes');
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('create.title')}</h1>
      </header>
      <EmptyState
        icon={BookPlus}
        title={t('create.unavailable.title')}
        description={t('create.unavailable.description')}
        action={
          <Button variant="outline" asChild>
            <Link href="/recipes">{t('notFound.back')}</Link>
          </Button>
        }
      />
    </div>
  );
}
