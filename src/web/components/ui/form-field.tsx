import { Slot } from 'radix-ui';
import { useId, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from './label';
import { cn } from './utils';

/** What FormField puts on its control. */
export type FormFieldControlProps = {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
};

export type FormFieldProps = {
  label: ReactNode;
  /**
   * Exactly one control (Input, Textarea, Checkbox, Switch…), which receives the wiring props; or,
   * when the focusable element sits deeper (a Select's trigger), a function that spreads them there:
   * `{(field) => <Select><SelectTrigger {...field}>…</SelectTrigger>…</Select>}`.
   */
  children: ReactElement | ((field: FormFieldControlProps) => ReactNode);
  /** Help text shown under the control and announced with it. */
  hint?: ReactNode;
  /** Validation message; when present the control is marked aria-invalid. */
  error?: ReactNode;
  required?: boolean;
  /** Adds "(Optional)" after the label. */
  optional?: boolean;
  /** The control's id; generated when omitted. */
  id?: string;
  /** 'inline' puts a checkbox or switch before its label on one line. */
  layout?: 'stacked' | 'inline';
  className?: string;
};

/**
 * Label + control + hint + error, wired so that a screen reader reads the label as the control's
 * name and the hint and error as its description (aria-describedby), with aria-invalid set while
 * an error shows.
 */
export function FormField({
  label,
  children,
  hint,
  error,
  required = false,
  optional = false,
  id,
  layout = 'stacked',
  className,
}: FormFieldProps) {
  const { t } = useTranslation('common');
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy =
    [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ') || undefined;

  const labelNode = (
    <Label htmlFor={controlId}>
      {label}
      {required && (
        <span aria-hidden="true" className="text-destructive-ink">
          *
        </span>
      )}
      {optional && (
        <>
          {/* Keeps "Note (Optional)" two words in the accessible name; flex hides the space visually. */}{' '}
          <span className="font-normal text-muted-foreground">({t('labels.optional')})</span>
        </>
      )}
    </Label>
  );

  const controlProps: FormFieldControlProps = {
    id: controlId,
    'aria-describedby': describedBy,
    'aria-invalid': hasError ? true : undefined,
    'aria-required': required ? true : undefined,
  };
  const control =
    typeof children === 'function' ? (
      children(controlProps)
    ) : (
      <Slot.Root {...controlProps}>{children}</Slot.Root>
    );

  return (
    <div data-slot="form-field" className={cn('flex flex-col gap-2', className)}>
      {layout === 'inline' ? (
        <div className="flex items-center gap-3">
          {control}
          {labelNode}
        </div>
      ) : (
        <>
          {labelNode}
          {control}
        </>
      )}
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {hasError && (
        <p id={errorId} className="text-sm font-medium text-destructive-ink">
          {error}
        </p>
      )}
    </div>
  );
}
