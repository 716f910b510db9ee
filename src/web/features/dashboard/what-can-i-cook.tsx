import { ChefHat, ChevronRight } from 'lucide-react';
import { Suspense, useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { RecipeSuggestion } from '@shared/contracts/recipes';
import { AddToPlanButton } from '../../components/meal-plan/add-to-plan-dialog';
import { SuggestionItem } from '../../components/recipes/suggestion-reason';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useRecipeSuggestions } from '../../lib/recipe-queries';

/** How many suggestions the card shows; /recipes has the rest. */
export const DASHBOARD_SUGGESTIONS = 3;

/**
 * "What can I cook" on the dashboard: the three recipes the pantry covers best, each with why in
 * words (the same items as on /recipes), or how to get suggestions when there are none.
 */
export function WhatCanICookCard() {
  const { t, i18n } = useTranslation('dashboard');
  const titleId = useId();
  const query = useRecipeSuggestions({ limit: DASHBOARD_SUGGESTIONS });
  // The reasons' words (recipes namespace) and "Add to meal plan" load alongside the suggestions.
  useEffect(() => {
    void i18n.loadNamespaces(['recipes', 'meal-prep-session']);
  }, [i18n]);
  const suggestions = query.data?.suggestions.slice(0, DASHBOARD_SUGGESTIONS) ?? [];

  let content: ReactNode;
  if (query.isPending) {
    content = <Loading />;
  } else if (query.isError) {
    content = <p className="text-sm text-muted-foreground">{t('cards.recipes.loadFailed')}</p>;
  } else if (suggestions.length === 0) {
    content = (
      <>
        <p className="font-medium">{t('cards.recipes.emptyTitle')}</p>
        <p className="text-sm text-muted-foreground">
          {t('cards.recipes.emptyDescription')}{' '}
          <Link href="/pantry" className="font-medium text-primary-ink underline-offset-4 hover:underline">
            {t('cards.recipes.toPantry')}
          </Link>
        </p>
      </>
    );
  } else {
    content = (
      // The reasons are in the recipes namespace, loaded on first use: only this list waits for it.
      <Suspense fallback={<Loading />}>
        <SuggestionList suggestions={suggestions} labelledBy={titleId} />
      </Suspense>
    );
  }

  return (
    <Card className="gap-3" role="region" aria-labelledby={titleId}>
      <CardHeader className="flex-row items-center gap-2">
        <ChefHat className="size-5 text-primary-ink" aria-hidden="true" />
        <CardTitle as="h3" id={titleId} className="text-base">
          {t('cards.recipes.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-1">{content}</CardContent>
      <CardFooter>
        <Button variant="link" asChild className="h-auto px-0">
          <Link href="/recipes">
            {suggestions.length > 0 ? t('cards.recipes.allSuggestions') : t('cards.recipes.link')}
            <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

function SuggestionList({
  suggestions,
  labelledBy,
}: {
  suggestions: readonly RecipeSuggestion[];
  labelledBy: string;
}) {
  // Asks for the namespaces (suspending until they are there) before the items read them.
  useTranslation(['recipes', 'meal-prep-session']);
  return (
    <ul className="grid gap-2" aria-labelledby={labelledBy}>
      {suggestions.map((suggestion) => (
        <SuggestionItem
          key={suggestion.recipe.id}
          suggestion={suggestion}
          headingLevel="h4"
          compact
          actions={<AddToPlanButton recipe={suggestion.recipe} compact size="icon" />}
        />
      ))}
    </ul>
  );
}

function Loading() {
  const { t } = useTranslation('dashboard');
  return (
    <div aria-busy="true" className="grid gap-2">
      <span className="sr-only">{t('cards.recipes.loading')}</span>
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}
