import { useId, type ReactNode } from 'react';
import { cn } from '../../components/ui/utils';

export type Option<T extends string> = {
  value: T;
  label: ReactNode;
  description?: ReactNode;
  /** Drawn before the label (a swatch, an icon); decorative. */
  visual?: ReactNode;
  lang?: string;
};

/**
 * A set of native radio buttons in a fieldset: arrow keys move between them, the legend names the
 * group, and a screen reader announces "1 of 3, selected" without extra work.
 */
export function OptionGroup<T extends string>({
  legend,
  description,
  options,
  value,
  onChange,
  columns = 'grid-cols-1 min-[400px]:grid-cols-3',
  disabled,
}: {
  legend: ReactNode;
  description?: ReactNode;
  options: ReadonlyArray<Option<T>>;
  value: T | undefined;
  onChange: (value: T) => void;
  columns?: string;
  disabled?: boolean;
}) {
  const name = useId();
  const descriptionId = `${name}-description`;
  return (
    <fieldset
      className="grid gap-3"
      aria-describedby={description ? descriptionId : undefined}
      disabled={disabled}
    >
      <legend className="text-sm font-semibold">{legend}</legend>
      {description && (
        <p id={descriptionId} className="-mt-1 text-sm text-muted-foreground">
          {description}
        </p>
      )}
      <div className={cn('grid gap-2', columns)}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-border bg-card px-3 py-2.5 text-sm transition-colors',
              'hover:bg-accent has-[:checked]:border-primary has-[:checked]:bg-primary/10',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-0.5 size-4 shrink-0 accent-(--primary)"
            />
            {option.visual}
            <span className="grid min-w-0 gap-0.5">
              <span className="font-medium" lang={option.lang}>
                {option.label}
              </span>
              {option.description && <span className="text-muted-foreground">{option.description}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
