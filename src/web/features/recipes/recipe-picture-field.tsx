import { ImageUp, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { RECIPE_IMAGE_ACCEPT, recipeImageProblem } from './recipes-api';

export type RecipePictureFieldProps = {
  /** What the preview shows: the chosen file's object URL, the saved picture, or an import's. */
  previewUrl: string | null;
  /** Which of those it is, for its alternative text. */
  previewKind: 'chosen' | 'saved' | 'imported' | null;
  /** A chosen file that passed the checks (type, size). */
  onChoose: (file: File) => void;
  onRemove: () => void;
  /** True while an upload or removal is under way. */
  busy?: boolean;
  /** Why the picture is as it is, under the controls ("Saved with the recipe", say). */
  hint?: string;
};

/** The recipe's picture: a preview, a button to choose a file, and one to remove the picture. */
export function RecipePictureField({
  previewUrl,
  previewKind,
  onChoose,
  onRemove,
  busy = false,
  hint,
}: RecipePictureFieldProps) {
  const { t } = useTranslation('recipes');
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setProblem(null);
    if (input.current) input.current.value = '';
    if (!file) return;
    const reason = recipeImageProblem(file);
    if (reason) {
      setProblem(reason === 'type' ? t('form.picture.wrongType') : t('form.picture.tooLarge'));
      return;
    }
    onChoose(file);
  };

  const alt =
    previewKind === 'chosen'
      ? t('form.picture.chosenAlt')
      : previewKind === 'imported'
        ? t('form.picture.importedAlt')
        : t('form.picture.savedAlt');

  return (
    <div className="grid gap-2">
      <span className="text-sm font-semibold">{t('form.picture.label')}</span>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex aspect-[4/3] w-32 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted">
          {previewUrl ? (
            <img src={previewUrl} alt={alt} referrerPolicy="no-referrer" className="size-full object-cover" />
          ) : (
            <ImageUp className="size-6 text-muted-foreground" aria-hidden="true" />
          )}
        </div>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={RECIPE_IMAGE_ACCEPT}
          className="sr-only"
          // The visible button opens it; one tab stop is enough.
          tabIndex={-1}
          aria-label={t('form.picture.choose')}
          onChange={choose}
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" disabled={busy} onClick={() => input.current?.click()}>
            <ImageUp aria-hidden="true" />
            {previewUrl ? t('form.picture.change') : t('form.picture.choose')}
          </Button>
          {previewUrl && (
            <Button variant="ghost" size="sm" disabled={busy} onClick={onRemove}>
              <Trash2 aria-hidden="true" />
              {t('form.picture.remove')}
            </Button>
          )}
        </div>
      </div>
      {busy && (
        <p className="text-sm text-muted-foreground" role="status">
          {t('form.picture.working')}
        </p>
      )}
      {!busy && hint && <p className="text-sm text-muted-foreground">{hint}</p>}
      {problem && (
        <p role="alert" className="text-sm font-medium text-destructive-ink">
          {problem}
        </p>
      )}
    </div>
  );
}
