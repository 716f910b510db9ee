import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'wouter';
import { ProductDetailResponseSchema } from '@shared/contracts/pantry';
import type { RecipeSuggestion } from '@shared/contracts/recipes';
import { IdSchema } from '@shared/contracts/text';
import { AddToPlanButton } from '../../components/meal-plan/add-to-plan-dialog';
import { SuggestionItem } from '../../components/recipes/suggestion-reason';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiRequestError, apiRequest } from '../../lib/api';
import { useRecipeSuggestions } from './recipes-api';

/** How many suggestions the section shows. */
export const SUGGESTIONS_SHOWN = 6;
/** "Recipes with this" (?with=): a recipe may miss this many other ingredients. */
export const WITH_MAX_MISSING = 5;
/** The address parameter naming the pantry product the suggestions must use. */
export const WITH_PARAM = 'with';

/**
 * The product named by ?with= (from a pantry item's "Recipes with this"), or null; an id the API
 * would refuse counts as none.
 */
function useWithProduct() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(WITH_PARAM);
  const productId = raw !== null && IdSchema.safeParse(raw).success ? raw : null;
  const clear = useCallback(
    () =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        next.delete(WITH_PARAM);
        return next;
      }),
    [setParams],
  );
  return { productId, clear };
}

/**
 * The product's name for the heading: GET /api/products/:id, under the key and in the shape the
 * pantry reads it (so an answer the pantry already has is used at once). Until it arrives, or if
 * it fails, a suggestion's expiring food of that product may name it.
 */
function useProductName(productId: string | null, suggestions: readonly RecipeSuggestion[]) {
  const path = `/api/products/${encodeURIComponent(productId ?? '')}`;
  const product = useQuery({
    queryKey: [path],
    queryFn: async ({ signal }) =>
      ProductDetailResponseSchema.parse(await apiRequest('GET', path, undefined, { signal })),
    enabled: productId !== null,
  });
  if (productId === null) return null;
  return (
    product.data?.product.name ??
    suggestions.flatMap((item) => item.expiringSoon).find((item) => item.productId === productId)?.name ??
    null
  );
}

/**
 * "What can I cook": the recipes the pantry covers best, with the reasons in words. With
 * ?with=<productId>, only the recipes that use that product (a few more may be missing).
 */
export function Suggestions() {
  // "Add to meal plan" on each suggestion reads meal-prep-session: it loads with the section.
  const { t } = useTranslation(['recipes', 'meal-prep-session']);
  const { productId, clear } = useWithProduct();
  const query = useRecipeSuggestions(
    productId
      ? { maxMissing: WITH_MAX_MISSING, limit: SUGGESTIONS_SHOWN, productId }
      : { limit: SUGGESTIONS_SHOWN },
  );
  const suggestions = query.data?.suggestions ?? [];
  const productName = useProductName(productId, suggestions);

  let body;
  if (query.isPending) {
    body = (
      <div
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
        aria-busy="true"
        aria-label={t('suggestions.loading')}
      >
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-24 w-full" />
        ))}
      </div>
    );
  } else if (query.isError) {
    // A product that is gone (deleted, or of another household) is a 404.
    const gone = productId !== null && query.error instanceof ApiRequestError && query.error.status === 404;
    body = (
      <div className="flex flex-wrap items-center gap-3">
        <p role="alert" className="text-sm text-destructive-ink">
          {gone ? t('suggestions.withGone') : t('suggestions.loadFailed')}
        </p>
        {!gone && (
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {t('list.retry')}
          </Button>
        )}
      </div>
    );
  } else if (suggestions.length === 0) {
    body = productId ? (
      <p className="text-sm text-muted-foreground">{t('suggestions.withEmpty')}</p>
    ) : (
      <p className="text-sm text-muted-foreground">
        {t('suggestions.empty')}{' '}
        <Link href="/pantry" className="font-medium text-primary-ink underline-offset-4 hover:underline">
          {t('suggestions.toPantry')}
        </Link>
      </p>
    );
  } else {
    body = (
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-labelledby="what-can-i-cook">
        {suggestions.map((suggestion) => (
          <SuggestionItem
            key={suggestion.recipe.id}
            suggestion={suggestion}
            actions={<AddToPlanButton recipe={suggestion.recipe} compact size="icon" />}
          />
        ))}
      </ul>
    );
  }

  let title = t('suggestions.title');
  if (productId) {
    title = productName
      ? t('suggestions.withTitle', { name: productName })
      : t('suggestions.withTitleUnknown');
  }

  return (
    <section aria-labelledby="what-can-i-cook" className="grid gap-3">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="grid min-w-0 gap-1">
          <h2 id="what-can-i-cook" className="text-lg font-semibold break-words">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">
            {productId ? t('suggestions.withDescription') : t('suggestions.description')}
          </p>
        </div>
        {productId && (
          <Button variant="outline" size="sm" onClick={clear}>
            <X aria-hidden="true" />
            {t('suggestions.clearWith')}
          </Button>
        )}
      </div>
      {body}
    </section>
  );
}
