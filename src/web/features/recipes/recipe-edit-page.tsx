import { Copy, Library, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import { draftOfRecipe, type Recipe, type RecipeDraftInput } from '@shared/contracts/recipes';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiRequestError } from '../../lib/api';
import { toast } from '../../lib/toast-store';
import { usePreloadValidationMessages } from '../../lib/validation-messages';
import { EditorFrame, useLeaveGuard } from './editor-frame';
import { RecipeForm, type ServerDetails } from './recipe-form';
import { formValuesFrom } from './recipe-form-values';
import { RecipeNotFound } from './recipe-not-found';
import {
  failureReason,
  useCopyRecipe,
  useDeleteRecipe,
  useDeleteRecipeImage,
  useRecipe,
  useUpdateRecipe,
  useUploadRecipeImage,
  validationDetails,
} from './recipes-api';

/** A built-in recipe cannot change: it can be copied into the household's own recipes. */
function CopyToEdit({ recipe }: { recipe: Recipe }) {
  const { t } = useTranslation('recipes');
  const [, navigate] = useLocation();
  const copy = useCopyRecipe();
  return (
    <div className="grid justify-items-start gap-3 rounded-xl border bg-card p-5">
      <div className="flex items-center gap-2 font-semibold">
        <Library className="size-5 text-primary-ink" aria-hidden="true" />
        {t('edit.builtIn.title')}
      </div>
      <p className="text-sm text-muted-foreground">
        {t('edit.builtIn.description', { title: recipe.title })}
      </p>
      <Button
        disabled={copy.isPending}
        onClick={() =>
          copy.mutate(recipe.id, {
            onSuccess: (copied) => {
              toast({ title: t('edit.builtIn.copied', { title: copied.title }) });
              navigate(`/recipes/edit/${encodeURIComponent(copied.id)}`, { replace: true });
            },
            onError: (error) =>
              toast({
                variant: 'destructive',
                title: t('edit.builtIn.copyFailed'),
                description: failureReason(error),
              }),
          })
        }
      >
        <Copy aria-hidden="true" />
        {t('edit.builtIn.copy')}
      </Button>
    </div>
  );
}

/** The editor for a saved household recipe: the fields, its picture (changed at once), deleting it. */
function EditRecipe({ recipe, onDirtyChange }: { recipe: Recipe; onDirtyChange: (dirty: boolean) => void }) {
  const { t } = useTranslation('recipes');
  const [, navigate] = useLocation();
  const update = useUpdateRecipe();
  const upload = useUploadRecipeImage();
  const removeImage = useDeleteRecipeImage();
  const remove = useDeleteRecipe();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const recipeHref = `/recipes/${encodeURIComponent(recipe.id)}`;
  // The editor opens with the recipe as it was loaded; a picture change must not reset typed text.
  const [initial] = useState(() => formValuesFrom(draftOfRecipe(recipe)));

  const save = async (draft: RecipeDraftInput): Promise<ServerDetails | void> => {
    try {
      await update.mutateAsync({ id: recipe.id, draft });
    } catch (error) {
      toast({ variant: 'destructive', title: t('save.updateFailed'), description: failureReason(error) });
      return validationDetails(error);
    }
    onDirtyChange(false);
    toast({ title: t('save.updated', { title: draft.title }) });
    navigate(recipeHref);
  };

  const pictureFailed = (error: unknown) =>
    toast({ variant: 'destructive', title: t('save.pictureFailed'), description: failureReason(error) });

  return (
    <>
      <RecipeForm
        initial={initial}
        submitLabel={t('edit.submit')}
        onSubmit={save}
        onCancel={() => navigate(recipeHref)}
        onDirtyChange={onDirtyChange}
        savedPicture={{
          url: recipe.image?.medium ?? null,
          busy: upload.isPending || removeImage.isPending,
          onChoose: (file) =>
            upload.mutate(
              { id: recipe.id, file },
              { onSuccess: () => toast({ title: t('save.pictureSaved') }), onError: pictureFailed },
            ),
          onRemove: () =>
            removeImage.mutate(recipe.id, {
              onSuccess: () => toast({ title: t('save.pictureRemoved') }),
              onError: pictureFailed,
            }),
        }}
      />
      <section
        className="grid justify-items-start gap-2 border-t pt-6"
        aria-labelledby="delete-recipe-heading"
      >
        <h2 id="delete-recipe-heading" className="text-sm font-semibold">
          {t('delete.heading')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('delete.hint')}</p>
        <Button variant="outline" className="text-destructive-ink" onClick={() => setConfirmingDelete(true)}>
          <Trash2 aria-hidden="true" />
          {t('delete.button')}
        </Button>
      </section>
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title={t('delete.title', { title: recipe.title })}
        description={t('delete.description')}
        confirmLabel={t('delete.button')}
        destructive
        onConfirm={() =>
          remove.mutate(recipe.id, {
            onSuccess: () => {
              onDirtyChange(false);
              toast({ title: t('delete.done', { title: recipe.title }) });
              navigate('/recipes', { replace: true });
            },
            onError: (error) =>
              toast({ variant: 'destructive', title: t('delete.failed'), description: failureReason(error) }),
          })
        }
      />
    </>
  );
}

/**
 * /recipes/edit/{id}: the editor for a household recipe. A built-in recipe (editable=false)
 * offers "Copy to my recipes" instead.
 */
export function RecipeEditPage() {
  const { t } = useTranslation('recipes');
  usePreloadValidationMessages();
  const { id = '' } = useParams<{ id: string }>();
  const query = useRecipe(id);
  const [dirty, setDirty] = useState(false);
  const { guardLink, dialog } = useLeaveGuard(dirty);
  const recipe = query.data?.recipe;
  const backHref = `/recipes/${encodeURIComponent(id)}`;

  let content;
  if (query.isPending) {
    content = (
      <div className="grid gap-4" aria-busy="true" aria-label={t('edit.loading')}>
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  } else if (query.isError) {
    content =
      query.error instanceof ApiRequestError && query.error.status === 404 ? (
        <RecipeNotFound />
      ) : (
        <div className="grid justify-items-start gap-3 rounded-lg border p-4">
          <p role="alert" className="text-sm text-destructive-ink">
            {t('edit.loadFailed')}
          </p>
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('list.retry')}
          </Button>
        </div>
      );
  } else if (recipe && !recipe.editable) {
    content = <CopyToEdit recipe={recipe} />;
  } else if (recipe) {
    content = <EditRecipe key={recipe.id} recipe={recipe} onDirtyChange={setDirty} />;
  }

  return (
    <EditorFrame
      title={recipe ? t('edit.titleOf', { title: recipe.title }) : t('edit.title')}
      backHref={query.isError ? '/recipes' : backHref}
      backLabel={query.isError ? t('notFound.back') : t('edit.back')}
      onBackClick={guardLink(query.isError ? '/recipes' : backHref)}
    >
      {content}
      {dialog}
    </EditorFrame>
  );
}
