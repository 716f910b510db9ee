import { useId, type ReactNode } from 'react';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { cn } from '../../components/ui/utils';

export type CheckboxOption = { value: string; label: string };

export type CheckboxGroupProps = {
  legend: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  options: readonly CheckboxOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Hides the legend visually (a <details> summary names the group instead). */
  legendHidden?: boolean;
  className?: string;
};

/**
 * A fieldset of checkboxes for a multiple choice (dietary flags, appliances): the legend names the
 * group, each box its own label; ticked values keep the options' order.
 */
export function CheckboxGroup({
  legend,
  hint,
  error,
  options,
  value,
  onChange,
  legendHidden = false,
  className,
}: CheckboxGroupProps) {
  const id = useId();
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hint ? `${id}-hint` : null, hasError ? `${id}-error` : null].filter(Boolean).join(' ');
  const toggle = (option: string, on: boolean) => {
    const chosen = new Set(value);
    if (on) chosen.add(option);
    else chosen.delete(option);
    onChange(options.map((item) => item.value).filter((item) => chosen.has(item)));
  };
  return (
    <fieldset className={cn('grid gap-3', className)} aria-describedby={describedBy || undefined}>
      <legend className={cn('mb-1 text-sm font-semibold', legendHidden && 'sr-only')}>{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="-mt-1 text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <div className="grid grid-cols-1 gap-x-4 gap-y-3 min-[375px]:grid-cols-2 sm:grid-cols-3">
        {options.map((option, index) => (
          <div key={option.value} className="flex min-w-0 items-center gap-2">
            <Checkbox
              id={`${id}-${index}`}
              checked={value.includes(option.value)}
              onCheckedChange={(checked) => toggle(option.value, checked === true)}
            />
            <Label htmlFor={`${id}-${index}`} className="min-w-0 leading-snug font-normal break-words">
              {option.label}
            </Label>
          </div>
        ))}
      </div>
      {hasError && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive-ink">
          {error}
        </p>
      )}
    </fieldset>
  );
}
