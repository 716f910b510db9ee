import { useId, type ComponentProps } from 'react';
import type { FormFieldControlProps } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import type { Money } from '../../lib/currency';

const currencyNames = new Map<string, Intl.DisplayNames | null>();

/** "US Dollar", "Euro" in the reader's language, for screen readers; the code when unknown. */
function currencyName(language: string, currency: string): string {
  let names = currencyNames.get(language);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([language], { type: 'currency' });
    } catch {
      names = null;
    }
    currencyNames.set(language, names);
  }
  return names?.of(currency) ?? currency;
}

/**
 * A price field: a decimal number typed in the user's currency, its sign shown before it (and its
 * name read out with the field).
 */
export function MoneyInput({
  money,
  field,
  ...props
}: { money: Money; field: FormFieldControlProps } & Omit<
  ComponentProps<typeof Input>,
  keyof FormFieldControlProps
>) {
  const currencyId = useId();
  return (
    <div className="flex min-w-0">
      <span
        aria-hidden="true"
        className="inline-flex shrink-0 items-center rounded-s-md border border-e-0 border-input bg-muted px-3 text-sm text-muted-foreground"
      >
        {money.symbol}
      </span>
      <span id={currencyId} className="sr-only">
        {currencyName(money.language, money.currency)}
      </span>
      <Input
        {...field}
        aria-describedby={[currencyId, field['aria-describedby']].filter(Boolean).join(' ')}
        inputMode={money.digits > 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        className="rounded-s-none"
        {...props}
      />
    </div>
  );
}
