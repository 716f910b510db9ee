import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { ChatPantryResultSchema, ChefProposalSchema, type ChefProposal } from '@shared/contracts/chef';
import { StockChangeResponseSchema } from '@shared/contracts/pantry';
import { apiRequest } from '../../lib/api';
import { isMealPlanQueryKey, MEAL_PLANS_PATH } from '../../lib/meal-plan-queries';
import { isInvalidatedAfterMutation } from '../../lib/query-client';
import { toast } from '../../lib/toast-store';
import { failureReason } from '../../lib/validation-messages';
import { addLinesToDefaultList, SHOPPING_LISTS_PATH } from './chef-api';
import type { AnyProposal } from './chef-messages';

/*
 * What Confirm on a card does: the three spec actions through POST /api/chat/actions/*, a
 * shopping-list card onto the default list, a meal-plan card into the plan, a timer card in the
 * browser; then the toast of spec §8 and a refresh of what changed.
 */

export const CHAT_ACTION_PATHS = {
  pantry: '/api/chat/actions/pantry',
  dietaryPreferences: '/api/chat/actions/dietary-preferences',
  appliance: '/api/chat/actions/appliance',
} as const;

const RECIPE_SUGGESTIONS_PATH = '/api/recipes/suggestions';
const undoPath = (operationId: string) => `/api/stock/operations/${encodeURIComponent(operationId)}/undo`;

export type CardRunnerContext = {
  /** The chef namespace's t. */
  t: TFunction<'chef'>;
  queryClient: QueryClient;
  startTimer: (label: string, seconds: number) => void;
  navigate: (href: string) => void;
};

const startsWithPath = (key: unknown, path: string) =>
  typeof key === 'string' && (key === path || key.startsWith(`${path}/`) || key.startsWith(`${path}?`));

/**
 * Spec §7's data groups (every query under /api/food, /api/pantry, /api/user/preferences,
 * /api/user/settings, /api/kitchen, /api/appliances, /api/appliance, /api/user/onboarding, and
 * the pantry's own lists), plus what the kind of card changed: the shopping lists, the meal plan,
 * and the recipe suggestions that rank by pantry, diet and appliances.
 */
export function isRefreshedAfter(kind: ChefProposal['kind'], key: unknown): boolean {
  if (isInvalidatedAfterMutation(key)) return true;
  switch (kind) {
    case 'shoppingList':
      return startsWithPath(key, SHOPPING_LISTS_PATH);
    case 'mealPlan':
      return isMealPlanQueryKey(key);
    case 'pantry':
    case 'dietaryPreferences':
    case 'appliance':
      return startsWithPath(key, RECIPE_SUGGESTIONS_PATH) || startsWithPath(key, SHOPPING_LISTS_PATH);
    case 'timer':
      return false;
  }
}

function refresh(client: QueryClient, kind: ChefProposal['kind']): void {
  void client.invalidateQueries({ predicate: (query) => isRefreshedAfter(kind, query.queryKey[0]) });
}

/** The spec §8 failure toast of an action: its title, the server's reason or the fallback. */
function failed(t: CardRunnerContext['t'], kind: keyof typeof CHAT_ACTION_PATHS, error: unknown): void {
  toast({
    variant: 'destructive',
    title: t(`actions.${kind}.failed`),
    description: failureReason(error) ?? t(`actions.${kind}.fallback`),
  });
}

/** "Item added to your pantry", with Undo while the server allows it. */
function pantryAdded(ctx: CardRunnerContext, operationId: string, canUndo: boolean): void {
  const { t, queryClient } = ctx;
  toast({
    title: t('actions.pantry.success'),
    action: canUndo
      ? {
          label: t('actions.undo.label'),
          altText: t('actions.undo.altText'),
          onClick: () => {
            apiRequest('POST', undoPath(operationId))
              .then((answer) => StockChangeResponseSchema.parse(answer))
              .then(
                () => {
                  refresh(queryClient, 'pantry');
                  toast({ title: t('actions.undo.done') });
                },
                (error: unknown) =>
                  toast({
                    variant: 'destructive',
                    title: t('actions.undo.failed'),
                    description: failureReason(error) ?? t('actions.failed.description'),
                  }),
              );
          },
        }
      : undefined,
  });
}

/** The three spec actions; resolves to whether the change was made (the toast said which). */
async function runChatAction(
  proposal: Extract<ChefProposal, { kind: 'pantry' | 'dietaryPreferences' | 'appliance' }>,
  ctx: CardRunnerContext,
): Promise<boolean> {
  const { t, queryClient } = ctx;
  let answer: unknown;
  try {
    answer = await apiRequest('POST', CHAT_ACTION_PATHS[proposal.kind], proposal.action);
  } catch (error) {
    failed(t, proposal.kind, error);
    return false;
  }
  refresh(queryClient, proposal.kind);
  switch (proposal.kind) {
    case 'pantry': {
      const parsed = ChatPantryResultSchema.safeParse(answer);
      const operation = parsed.success ? parsed.data.result.operation : null;
      if (operation) pantryAdded(ctx, operation.id, operation.canUndo);
      else toast({ title: t('actions.pantry.success') });
      return true;
    }
    case 'dietaryPreferences':
      toast({ title: t('actions.dietaryPreferences.success') });
      return true;
    case 'appliance':
      toast({ title: t('actions.appliance.success') });
      return true;
  }
}

/**
 * Carries out what a card proposes and says how it went. A kind this browser does not know is
 * 'Unsupported action'; a failure outside the three spec actions is 'Action Failed' with the
 * server's reason, or 'Something went wrong'. Resolves to whether it was carried out.
 */
export async function runProposal(proposal: AnyProposal, ctx: CardRunnerContext): Promise<boolean> {
  const { t, queryClient } = ctx;
  const known = ChefProposalSchema.safeParse(proposal);
  if (!known.success) {
    toast({
      variant: 'destructive',
      title: t('actions.unsupported.title'),
      description: t('actions.unsupported.description'),
    });
    return false;
  }
  const card = known.data;
  try {
    switch (card.kind) {
      case 'pantry':
      case 'dietaryPreferences':
      case 'appliance':
        return await runChatAction(card, ctx);
      case 'shoppingList': {
        const answer = await addLinesToDefaultList(card.lines);
        refresh(queryClient, card.kind);
        if (answer.items.length === 0 && answer.failed.length > 0) {
          toast({
            variant: 'destructive',
            title: t('actions.failed.title'),
            description: answer.failed[0]!.error,
          });
          return false;
        }
        toast({
          title: t('actions.shoppingList.success', { count: answer.items.length }),
          action: { label: t('actions.shoppingList.open'), onClick: () => ctx.navigate('/shopping-lists') },
        });
        return true;
      }
      case 'mealPlan': {
        await apiRequest('POST', `${MEAL_PLANS_PATH}/entries`, {
          date: card.date,
          slot: card.slot,
          recipeId: card.recipeId,
        });
        refresh(queryClient, card.kind);
        toast({
          title: t('actions.mealPlan.success', { title: card.recipeTitle }),
          action: { label: t('actions.mealPlan.open'), onClick: () => ctx.navigate('/meal-prep-plan') },
        });
        return true;
      }
      case 'timer':
        ctx.startTimer(card.label, card.seconds);
        return true;
    }
  } catch (error) {
    toast({
      variant: 'destructive',
      title: t('actions.failed.title'),
      description: failureReason(error) ?? t('actions.failed.description'),
    });
    return false;
  }
}
