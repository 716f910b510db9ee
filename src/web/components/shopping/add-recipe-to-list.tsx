import { ListPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ApiRequestError } from '../../lib/api';
import { useAddRecipeToList } from '../../lib/shopping-queries';
import { toast } from '../../lib/toast-store';
import { translateServerMessage } from '../../lib/validation-messages';
import { Button, type ButtonProps } from '../ui/button';

export type AddRecipeToListProps = {
  recipeId: string;
  /** The servings to shop for; absent: as the recipe is written. */
  servings?: number | undefined;
  /** The recipe's title, for the accessible name of a small button. */
  title: string;
  /** Icon only (a list item), or icon and words (a recipe page). */
  compact?: boolean;
  className?: string;
  size?: ButtonProps['size'];
};

/**
 * "Add to the shopping list": what the recipe needs at these servings, less what the pantry holds
 * and what the list has already (the smart list), onto the household's list; a toast says how much
 * went on and opens the list. Pressing it again adds nothing more.
 */
export function AddRecipeToList({
  recipeId,
  servings,
  title,
  compact = false,
  className,
  size,
}: AddRecipeToListProps) {
  const { t } = useTranslation('common');
  const [, navigate] = useLocation();
  const add = useAddRecipeToList();
  const onClick = () =>
    add.mutate(
      { recipeId, servings },
      {
        onSuccess: ({ added, updated }) => {
          const count = added.length + updated.length;
          toast({
            title: count === 0 ? t('shoppingList.nothingMissing') : t('shoppingList.added', { count }),
            description: title,
            action: { label: t('shoppingList.open'), onClick: () => navigate('/shopping-lists') },
          });
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('shoppingList.addFailed'),
            description:
              error instanceof ApiRequestError
                ? translateServerMessage(error.serverMessage ?? undefined)
                : undefined,
          }),
      },
    );
  return (
    <Button
      type="button"
      variant="outline"
      size={size ?? (compact ? 'icon' : 'default')}
      className={className}
      disabled={add.isPending}
      aria-label={compact ? t('shoppingList.addRecipe', { title }) : undefined}
      onClick={onClick}
    >
      <ListPlus aria-hidden />
      {compact ? null : t('shoppingList.addMissing')}
    </Button>
  );
}
