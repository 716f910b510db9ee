import { Plus, X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RECIPE_TAG_MAX, RECIPE_TAGS_MAX } from '@shared/contracts/recipes';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';

export type TagInputProps = {
  id?: string;
  value: string[];
  onChange: (tags: string[]) => void;
  onBlur?: () => void;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
};

/** The tags a typed text adds: split at commas, trimmed, without the ones already there (any case). */
export function tagsToAdd(typed: string, existing: readonly string[]): string[] {
  const seen = new Set(existing.map((tag) => tag.toLocaleLowerCase()));
  const added: string[] = [];
  for (const part of typed.split(',')) {
    const tag = part.trim().replace(/\s+/g, ' ');
    const key = tag.toLocaleLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    added.push(tag);
  }
  return added;
}

/**
 * Tags as chips: type one and press Enter (or a comma, or "Add"); each chip has its own remove
 * button. Backspace in the empty box takes the last chip off.
 */
export function TagInput({ id, value, onChange, onBlur, ...aria }: TagInputProps) {
  const { t } = useTranslation('recipes');
  const [typed, setTyped] = useState('');
  const isFull = value.length >= RECIPE_TAGS_MAX;

  const commit = () => {
    const added = tagsToAdd(typed, value).slice(0, RECIPE_TAGS_MAX - value.length);
    if (added.length > 0) onChange([...value, ...added]);
    setTyped('');
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      // Enter would submit the whole recipe; here it means "add this tag".
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && typed === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div className="grid gap-2">
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('form.tags.current')}>
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex max-w-full items-center gap-1 rounded-full border bg-secondary py-0.5 ps-3 pe-1 text-sm text-secondary-foreground"
            >
              <span className="truncate">{tag}</span>
              <Button
                variant="ghost"
                size="icon"
                className="size-7 rounded-full"
                aria-label={t('form.tags.remove', { tag })}
                onClick={() => onChange(value.filter((item) => item !== tag))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <Input
          id={id}
          {...aria}
          autoComplete="off"
          enterKeyHint="done"
          maxLength={RECIPE_TAG_MAX}
          disabled={isFull}
          placeholder={isFull ? t('form.tags.full', { count: RECIPE_TAGS_MAX }) : t('form.tags.placeholder')}
          value={typed}
          onChange={(event) => {
            const next = event.target.value;
            // A pasted "quick, vegetarian, soup" becomes three tags at once.
            if (next.includes(',')) {
              const added = tagsToAdd(next, value).slice(0, RECIPE_TAGS_MAX - value.length);
              if (added.length > 0) onChange([...value, ...added]);
              setTyped('');
            } else setTyped(next);
          }}
          onKeyDown={handleKeyDown}
          onBlur={() => {
            commit();
            onBlur?.();
          }}
        />
        <Button
          variant="outline"
          className="shrink-0"
          disabled={isFull || typed.trim() === ''}
          onClick={commit}
        >
          <Plus aria-hidden="true" />
          {t('form.tags.add')}
        </Button>
      </div>
    </div>
  );
}
