import { Plus, Sparkles, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SMART_LIST_RECIPES_MAX,
  SmartListInputSchema,
  type SmartListInput,
} from '@shared/contracts/shopping';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../lib/toast-store';
import { useDebounced } from '../../lib/use-debounced';
import { useValidationMessage } from '../../lib/validation-messages';
import { upsertItems } from './list-state';
import { showFailure } from './list-switcher';
import { useRecipe, useRecipeSearch, useSmartList } from './shopping-api';
import { useShoppingSync } from './use-shopping-sync';

type Chosen = { recipeId: string; title: string; servings: string; defaultServings: number | null };

/** A recipe and servings to start with (?recipe=<id>&servings=N, from another screen's link). */
export type SmartListPreset = { recipeId: string; servings: number | null };

/** "" → as the recipe is written; else a whole number of servings (NaN when it is not one). */
function servingsOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * The smart list: chosen recipes at the servings wanted, and the products below their minimum
 * stock, less what the pantry and the list already hold (the server plans it); the same food from
 * several recipes becomes one item.
 */
export function SmartListDialog({
  listId,
  preset,
  onClose,
}: {
  listId: string;
  preset: SmartListPreset | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('shopping-lists');
  const translate = useValidationMessage();
  const sync = useShoppingSync();
  const smart = useSmartList();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 250);
  const results = useRecipeSearch(q);
  const presetRecipe = useRecipe(preset?.recipeId ?? null);
  const [chosen, setChosen] = useState<Chosen[]>(() =>
    preset
      ? [
          {
            recipeId: preset.recipeId,
            title: '',
            servings: preset.servings ? String(preset.servings) : '',
            defaultServings: null,
          },
        ]
      : [],
  );
  const [lowStock, setLowStock] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const titleOf = (c: Chosen) =>
    c.title || (c.recipeId === presetRecipe.data?.id ? presetRecipe.data.title : t('smart.loadingRecipe'));
  const choose = (recipe: { id: string; title: string; servings: number | null }) =>
    setChosen((current) =>
      current.some((c) => c.recipeId === recipe.id) || current.length >= SMART_LIST_RECIPES_MAX
        ? current
        : [
            ...current,
            { recipeId: recipe.id, title: recipe.title, servings: '', defaultServings: recipe.servings },
          ],
    );
  const setServings = (recipeId: string, servings: string) =>
    setChosen((current) => current.map((c) => (c.recipeId === recipeId ? { ...c, servings } : c)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input: SmartListInput = {
      recipes: chosen.map((c) => {
        const servings = servingsOf(c.servings);
        return servings === undefined ? { recipeId: c.recipeId } : { recipeId: c.recipeId, servings };
      }),
      lowStock,
    };
    const parsed = SmartListInputSchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(
        issue?.path.includes('servings') ? t('smart.servingsError') : (translate(issue?.message) ?? null),
      );
      return;
    }
    setError(null);
    try {
      // The server plans against the list: it must have every change made here first.
      await sync.queue.whenIdle();
      const result = await smart.mutateAsync({ listId, input: parsed.data });
      sync.updateBase(listId, (base) => upsertItems(base, [...result.added, ...result.updated]));
      const added = result.added.length;
      const updated = result.updated.length;
      toast({ title: added + updated === 0 ? t('smart.nothing') : t('smart.done', { added, updated }) });
      onClose();
    } catch (failure) {
      showFailure(t('smart.failed'), failure, t('errors.offline'));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('smart.title')}</DialogTitle>
          <DialogDescription>{t('smart.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
          <div className="grid gap-2">
            <Label htmlFor={searchId}>{t('smart.search')}</Label>
            <Input
              id={searchId}
              type="search"
              autoComplete="off"
              placeholder={t('smart.searchPlaceholder')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <ul aria-label={t('smart.results')} className="grid max-h-48 gap-1 overflow-y-auto">
              {(results.data ?? []).map((recipe) => {
                const picked = chosen.some((c) => c.recipeId === recipe.id);
                return (
                  <li key={recipe.id}>
                    <Button
                      variant="ghost"
                      className="h-auto w-full justify-start py-2 text-start whitespace-normal"
                      disabled={picked}
                      aria-label={t('smart.choose', { title: recipe.title })}
                      onClick={() => choose(recipe)}
                    >
                      <Plus aria-hidden="true" />
                      <span className="min-w-0 flex-1">{recipe.title}</span>
                    </Button>
                  </li>
                );
              })}
              {results.isSuccess && results.data.length === 0 && (
                <li className="px-2 text-sm text-muted-foreground">{t('smart.noResults')}</li>
              )}
            </ul>
          </div>
          {chosen.length > 0 && (
            <ul aria-label={t('smart.chosen')} className="grid gap-2">
              {chosen.map((c) => {
                const title = titleOf(c);
                const defaultServings =
                  c.defaultServings ??
                  (c.recipeId === presetRecipe.data?.id ? presetRecipe.data.servings : null);
                return (
                  <li key={c.recipeId} className="flex flex-wrap items-end gap-2 rounded-md border p-2">
                    <span className="min-w-0 flex-1 basis-40 self-center font-medium break-words">
                      {title}
                    </span>
                    <FormField label={t('smart.servings')} className="w-28">
                      <Input
                        inputMode="numeric"
                        aria-label={t('smart.servingsFor', { title })}
                        placeholder={defaultServings ? String(defaultServings) : ''}
                        value={c.servings}
                        onChange={(event) => setServings(c.recipeId, event.target.value)}
                      />
                    </FormField>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('smart.remove', { title })}
                      onClick={() => setChosen((current) => current.filter((x) => x.recipeId !== c.recipeId))}
                    >
                      <X aria-hidden="true" />
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
          <div className="flex items-center gap-3">
            <Checkbox
              id={`${searchId}-low`}
              checked={lowStock}
              onCheckedChange={(v) => setLowStock(v === true)}
            />
            <Label htmlFor={`${searchId}-low`} className="leading-snug">
              {t('smart.lowStock')}
            </Label>
          </div>
          {error && (
            <p role="alert" className="text-sm font-medium text-destructive-ink">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {t('smart.cancel')}
            </Button>
            <Button type="submit" disabled={smart.isPending}>
              <Sparkles aria-hidden="true" />
              {t('smart.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
