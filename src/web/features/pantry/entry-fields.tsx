import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ENTRY_NOTE_MAX, ExpiryKindSchema } from '@shared/contracts/pantry';
import type { ExpiryKind } from '@shared/domain/stock';
import { FormField } from '../../components/ui/form-field';
import { Textarea } from '../../components/ui/textarea';
import type { Money } from '../../lib/currency';
import { NativeSelect } from '../../components/ui/native-select';
import { MoneyInput } from './money-input';

// A stock entry's details as "Add item" and "Adjust" both ask for them; each dialog passes its own
// labels and keeps its own state.

export function ExpiryKindField({
  label,
  value,
  onChange,
}: {
  label: ReactNode;
  value: ExpiryKind;
  onChange: (kind: ExpiryKind) => void;
}) {
  const { t } = useTranslation('pantry');
  return (
    <FormField label={label}>
      <NativeSelect value={value} onChange={(e) => onChange(ExpiryKindSchema.parse(e.target.value))}>
        {ExpiryKindSchema.options.map((kind) => (
          <option key={kind} value={kind}>
            {t(`expiryKinds.${kind}`)}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

export function PriceField({
  label,
  money,
  value,
  error,
  onChange,
}: {
  label: ReactNode;
  money: Money;
  value: string;
  error: string | undefined;
  onChange: (price: string) => void;
}) {
  return (
    <FormField label={label} optional error={error}>
      {(field) => (
        <MoneyInput money={money} field={field} value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </FormField>
  );
}

export function EntryNoteField({
  label,
  value,
  error,
  onChange,
}: {
  label: ReactNode;
  value: string;
  error: string | undefined;
  onChange: (note: string) => void;
}) {
  return (
    <FormField label={label} optional error={error}>
      <Textarea
        rows={2}
        maxLength={ENTRY_NOTE_MAX}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </FormField>
  );
}
