import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'wouter';
import type { RecipeDraft } from '@shared/contracts/recipes';
import { ConfirmDialog } from '../../components/ui/dialog';
import { toast } from '../../lib/toast-store';
import { usePreloadValidationMessages } from '../../lib/validation-messages';
import { EditorFrame, useLeaveGuard } from './editor-frame';
import { ImportPanel } from './import-panel';
import { RecipeForm, type ServerDetails } from './recipe-form';
import { formValuesFrom, type RecipeFormValues } from './recipe-form-values';
import { failureReason, useCreateRecipe, useUploadRecipeImage, validationDetails } from './recipes-api';

/**
 * /recipes/create: import a recipe (from a web page, a pasted text, another app's export) or write
 * one. An imported web page or text fills the editor for review; saving creates the recipe and
 * opens it. ?url= fills in the address to import (a shared link).
 */
export function RecipeCreatePage() {
  const { t } = useTranslation('recipes');
  usePreloadValidationMessages();
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const create = useCreateRecipe();
  const upload = useUploadRecipeImage();
  const [editor, setEditor] = useState<{ version: number; initial: RecipeFormValues; imported: boolean }>(
    () => ({
      version: 0,
      initial: formValuesFrom(),
      imported: false,
    }),
  );
  const [dirty, setDirty] = useState(false);
  const [waitingDraft, setWaitingDraft] = useState<RecipeDraft | null>(null);
  const { guardLink, leave, dialog } = useLeaveGuard(dirty);
  const editorHeading = useRef<HTMLHeadingElement>(null);

  const openDraft = useCallback((draft: RecipeDraft) => {
    setEditor((current) => ({
      version: current.version + 1,
      initial: formValuesFrom(draft),
      imported: true,
    }));
    setDirty(false);
    // The reader goes on where the imported recipe now is.
    requestAnimationFrame(() => {
      editorHeading.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
      editorHeading.current?.focus({ preventScroll: true });
    });
  }, []);

  // "Write one" (?write=1) skips the import panel and starts at the editor.
  const writing = params.get('write') === '1';
  useEffect(() => {
    if (!writing) return;
    editorHeading.current?.scrollIntoView?.({ block: 'start' });
    editorHeading.current?.focus({ preventScroll: true });
  }, [writing]);

  // An import over changes the reader made asks first.
  const handleDraft = (draft: RecipeDraft) => (dirty ? setWaitingDraft(draft) : openDraft(draft));

  const save = async (draft: RecipeDraft, extras: { image: File | null }): Promise<ServerDetails | void> => {
    let recipeId: string;
    try {
      const recipe = await create.mutateAsync(draft);
      recipeId = recipe.id;
    } catch (error) {
      toast({ variant: 'destructive', title: t('save.createFailed'), description: failureReason(error) });
      return validationDetails(error);
    }
    if (extras.image) {
      try {
        await upload.mutateAsync({ id: recipeId, file: extras.image });
      } catch (error) {
        // The recipe is saved; only its picture is missing, which its editor can add again.
        toast({ variant: 'destructive', title: t('save.pictureFailed'), description: failureReason(error) });
      }
    }
    setDirty(false);
    toast({ title: t('save.created', { title: draft.title }) });
    navigate(`/recipes/${encodeURIComponent(recipeId)}`);
  };

  return (
    <EditorFrame
      title={t('create.title')}
      backHref="/recipes"
      backLabel={t('notFound.back')}
      onBackClick={guardLink('/recipes')}
    >
      <ImportPanel initialUrl={params.get('url') ?? ''} onDraft={handleDraft} />
      <section aria-labelledby="recipe-editor-heading" className="grid min-w-0 grid-cols-1 gap-4">
        <div className="grid gap-1">
          <h2
            id="recipe-editor-heading"
            ref={editorHeading}
            tabIndex={-1}
            className="text-lg font-semibold outline-none"
          >
            {editor.imported ? t('create.reviewTitle') : t('create.writeTitle')}
          </h2>
          <p className="text-sm text-muted-foreground">
            {editor.imported ? t('create.reviewDescription') : t('create.writeDescription')}
          </p>
        </div>
        <RecipeForm
          key={editor.version}
          initial={editor.initial}
          submitLabel={t('create.submit')}
          onSubmit={save}
          onCancel={() => leave('/recipes')}
          onDirtyChange={setDirty}
        />
      </section>
      {dialog}
      <ConfirmDialog
        open={waitingDraft !== null}
        onOpenChange={(open) => !open && setWaitingDraft(null)}
        title={t('import.replaceTitle')}
        description={t('import.replaceDescription')}
        confirmLabel={t('import.replaceConfirm')}
        destructive
        onConfirm={() => {
          if (waitingDraft) openDraft(waitingDraft);
          setWaitingDraft(null);
        }}
      />
    </EditorFrame>
  );
}
