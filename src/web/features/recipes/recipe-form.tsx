import { useCallback, useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DIETARY_FLAGS,
  RECIPE_AUTHOR_MAX,
  RECIPE_CUISINE_MAX,
  RECIPE_DESCRIPTION_MAX,
  RECIPE_DIFFICULTIES,
  RECIPE_GROUP_MAX,
  RECIPE_NOTES_MAX,
  RECIPE_TITLE_MAX,
  RECIPE_URL_MAX,
  type DietaryFlag,
  type RecipeDraft,
} from '@shared/contracts/recipes';
import { applianceLabel, dietaryFlagLabel } from '../../components/recipes/recipe-format';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { Textarea } from '../../components/ui/textarea';
import { CheckboxGroup } from './checkbox-group';
import { useProblemText } from './recipe-form-messages';
import {
  checkRecipeForm,
  serverProblems,
  type FieldProblem,
  type RecipeFormValues,
} from './recipe-form-values';
import { RecipePictureField } from './recipe-picture-field';
import { useApplianceCatalogue } from './recipes-api';
import { TagInput } from './tag-input';

/** The API's field messages, as a refused save returns them. */
export type ServerDetails = ReadonlyArray<{ path: string; message: string }>;

export type RecipeFormProps = {
  initial: RecipeFormValues;
  submitLabel: string;
  /**
   * Saves the checked draft (with a picture chosen for a new recipe); resolves to the API's field
   * messages when the server refused it, which are then shown at their fields.
   */
  onSubmit: (draft: RecipeDraft, extras: { image: File | null }) => Promise<ServerDetails | void>;
  onCancel?: () => void;
  /** Told whether the editor holds changes that are not saved. */
  onDirtyChange?: (dirty: boolean) => void;
  /**
   * Editing a saved recipe: its picture, changed at once by the caller. Without it, a chosen file
   * waits for the save, and a picture an import found can be dropped.
   */
  savedPicture?: { url: string | null; onChoose: (file: File) => void; onRemove: () => void; busy: boolean };
};

const MINUTE_FIELDS = ['prepMinutes', 'cookMinutes', 'totalMinutes'] as const;

/** The first problem of each field as the form library holds errors. */
function errorsOf(problems: FieldProblem[], text: (problem: FieldProblem) => string) {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const problem of problems) {
    errors[problem.field] ??= { type: problem.code, message: text(problem) };
  }
  return errors as FieldErrors<RecipeFormValues>;
}

/**
 * The recipe editor: every field of a draft, checked with the contract's schema before it is
 * sent. Ingredients and steps are plain text (see recipe-text.ts for the rules it explains).
 */
export function RecipeForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  onDirtyChange,
  savedPicture,
}: RecipeFormProps) {
  const { t } = useTranslation(['recipes', 'onboarding', 'appliances']);
  const { t: tc } = useTranslation('common');
  const problemText = useProblemText();
  const catalogue = useApplianceCatalogue();

  const resolver = useCallback<Resolver<RecipeFormValues, unknown, RecipeDraft>>(
    async (values) => {
      const result = checkRecipeForm(values);
      if (result.ok) return { values: result.draft, errors: {} };
      return { values: {}, errors: errorsOf(result.problems, problemText) };
    },
    [problemText],
  );
  const form = useForm<RecipeFormValues, unknown, RecipeDraft>({ resolver, defaultValues: initial });
  const { errors, isDirty, isSubmitting } = form.formState;
  const imageUrl = useWatch({ control: form.control, name: 'imageUrl' });
  const [image, setImage] = useState<{ file: File; url: string } | null>(null);

  // Opened at first when the recipe names appliances; after that, the reader opens and closes it.
  const [appliancesOpen] = useState(initial.appliances.length > 0);

  useEffect(() => onDirtyChange?.(isDirty || image !== null), [isDirty, image, onDirtyChange]);
  // The preview URL holds the file in memory until it is revoked.
  useEffect(
    () => () => {
      if (image) URL.revokeObjectURL(image.url);
    },
    [image],
  );

  const submit = form.handleSubmit(async (draft) => {
    const details = await onSubmit(draft, { image: image?.file ?? null });
    if (!details || details.length === 0) return;
    const problems = serverProblems(details, form.getValues());
    for (const [field, error] of Object.entries(errorsOf(problems, problemText))) {
      form.setError(field as keyof RecipeFormValues, error as { type: string; message: string });
    }
  });

  const applianceOptions = useMemo(() => {
    const known = (catalogue.data ?? []).map((item) => ({
      value: item.slug,
      label: applianceLabel(t, item.slug, item.name),
    }));
    // An import may name appliances the catalogue does not have: they stay, ticked, until unticked.
    const extra = initial.appliances
      .filter((slug) => !known.some((item) => item.value === slug))
      .map((slug) => ({ value: slug, label: applianceLabel(t, slug) }));
    return [...known, ...extra];
  }, [catalogue.data, initial.appliances, t]);

  const dietOptions = DIETARY_FLAGS.map((flag) => ({ value: flag, label: dietaryFlagLabel(t, flag) }));
  const error = (field: keyof RecipeFormValues) => errors[field]?.message;

  const picture = savedPicture ? (
    <RecipePictureField
      previewUrl={savedPicture.url}
      previewKind={savedPicture.url ? 'saved' : null}
      onChoose={savedPicture.onChoose}
      onRemove={savedPicture.onRemove}
      busy={savedPicture.busy}
      hint={t('form.picture.savedHint')}
    />
  ) : (
    <RecipePictureField
      previewUrl={image?.url ?? imageUrl}
      previewKind={image ? 'chosen' : imageUrl ? 'imported' : null}
      onChoose={(file) => setImage({ file, url: URL.createObjectURL(file) })}
      onRemove={() => {
        if (image) setImage(null);
        else form.setValue('imageUrl', null, { shouldDirty: true });
      }}
      hint={image || !imageUrl ? t('form.picture.newHint') : t('form.picture.importedHint')}
    />
  );

  return (
    <form noValidate className="grid gap-6" onSubmit={(event) => void submit(event)}>
      <div className="grid gap-4">
        <FormField label={t('form.title')} required error={error('title')}>
          <Input autoComplete="off" maxLength={RECIPE_TITLE_MAX} {...form.register('title')} />
        </FormField>
        <FormField label={t('form.description')} optional error={error('description')}>
          <Textarea rows={3} maxLength={RECIPE_DESCRIPTION_MAX} {...form.register('description')} />
        </FormField>
      </div>

      <fieldset className="grid gap-4">
        <legend className="mb-1 text-sm font-semibold">{t('form.timesLegend')}</legend>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <FormField label={t('form.servings')} error={error('servings')}>
            <Input inputMode="numeric" autoComplete="off" {...form.register('servings')} />
          </FormField>
          {MINUTE_FIELDS.map((field) => (
            <FormField key={field} label={t(`form.${field}`)} error={error(field)}>
              <Input inputMode="numeric" autoComplete="off" {...form.register(field)} />
            </FormField>
          ))}
        </div>
        <p className="-mt-1 text-sm text-muted-foreground">{t('form.timesHint')}</p>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField
            label={t('form.yieldText')}
            optional
            hint={t('form.yieldHint')}
            error={error('yieldText')}
          >
            <Input autoComplete="off" maxLength={RECIPE_GROUP_MAX} {...form.register('yieldText')} />
          </FormField>
          <FormField label={t('form.difficulty')} error={error('difficulty')}>
            <NativeSelect {...form.register('difficulty')}>
              <option value="">{t('form.difficultyNone')}</option>
              {RECIPE_DIFFICULTIES.map((difficulty) => (
                <option key={difficulty} value={difficulty}>
                  {t(`difficulty.${difficulty}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={t('form.cuisine')} optional error={error('cuisine')}>
            <Input autoComplete="off" maxLength={RECIPE_CUISINE_MAX} {...form.register('cuisine')} />
          </FormField>
        </div>
      </fieldset>

      <FormField label={t('form.ingredients')} hint={t('form.ingredientsHint')} error={error('ingredients')}>
        <Textarea
          rows={10}
          className="font-mono text-sm md:text-sm"
          spellCheck
          {...form.register('ingredients')}
        />
      </FormField>
      <FormField label={t('form.steps')} hint={t('form.stepsHint')} error={error('steps')}>
        <Textarea rows={12} spellCheck {...form.register('steps')} />
      </FormField>

      <Controller
        control={form.control}
        name="tags"
        render={({ field }) => (
          <FormField label={t('form.tags.label')} optional hint={t('form.tags.hint')} error={error('tags')}>
            {(wiring) => (
              <TagInput
                id={wiring.id}
                aria-describedby={wiring['aria-describedby']}
                aria-invalid={wiring['aria-invalid']}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          </FormField>
        )}
      />

      <Controller
        control={form.control}
        name="dietaryFlags"
        render={({ field }) => (
          <CheckboxGroup
            legend={t('form.dietaryFlags')}
            hint={t('form.dietaryHint')}
            error={error('dietaryFlags')}
            options={dietOptions}
            value={field.value}
            onChange={(value) => field.onChange(value as DietaryFlag[])}
          />
        )}
      />

      <Controller
        control={form.control}
        name="appliances"
        render={({ field }) => (
          <details className="rounded-lg border p-4" open={appliancesOpen}>
            <summary className="cursor-pointer text-sm font-semibold">
              {t('form.appliances')}{' '}
              <span className="font-normal text-muted-foreground">
                ({t('form.appliancesChosen', { count: field.value.length })})
              </span>
            </summary>
            <div className="mt-3 grid gap-2">
              {catalogue.isError && (
                <p className="text-sm text-destructive-ink">{t('form.appliancesFailed')}</p>
              )}
              <CheckboxGroup
                legend={t('form.appliances')}
                legendHidden
                hint={t('form.appliancesHint')}
                error={error('appliances')}
                options={applianceOptions}
                value={field.value}
                onChange={field.onChange}
              />
            </div>
          </details>
        )}
      />

      <FormField label={t('form.notes')} optional error={error('notes')}>
        <Textarea rows={3} maxLength={RECIPE_NOTES_MAX} {...form.register('notes')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('form.sourceUrl')} optional error={error('sourceUrl')}>
          <Input
            type="url"
            inputMode="url"
            autoComplete="off"
            maxLength={RECIPE_URL_MAX}
            {...form.register('sourceUrl')}
          />
        </FormField>
        <FormField label={t('form.author')} optional error={error('author')}>
          <Input autoComplete="off" maxLength={RECIPE_AUTHOR_MAX} {...form.register('author')} />
        </FormField>
      </div>

      {picture}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            {tc('actions.cancel')}
          </Button>
        )}
        <Button type="submit" disabled={isSubmitting || savedPicture?.busy}>
          {isSubmitting ? t('form.saving') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
