import { FileQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';

/** What a recipe address shows when there is no such recipe. */
export function RecipeNotFound() {
  const { t } = useTranslation('recipes');
  return (
    <EmptyState
      icon={FileQuestion}
      title={t('notFound.title')}
      description={t('notFound.description')}
      action={
        <Button variant="outline" asChild>
          <Link href="/recipes">{t('notFound.back')}</Link>
        </Button>
      }
    />
  );
}
