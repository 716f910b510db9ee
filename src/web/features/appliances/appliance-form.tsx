import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldError } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import {
  APPLIANCE_DETAIL_MAX,
  APPLIANCE_NAME_MAX,
  APPLIANCE_NOTES_MAX,
  UpdateApplianceInputSchema,
  type HouseholdAppliance,
  type UpdateApplianceInput,
} from '@shared/contracts/appliances';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';

/** The server's update schema with every field present: the same rules for adding and editing. */
export const ApplianceFormSchema = UpdateApplianceInputSchema.required();
/** What the form holds; brand, model and notes are never null in it, but the schema allows it. */
export type ApplianceFormValues = z.input<typeof ApplianceFormSchema>;

export const emptyApplianceForm: ApplianceFormValues = { name: '', brand: '', model: '', notes: '' };

export function formValuesOf(appliance: HouseholdAppliance): ApplianceFormValues {
  return {
    name: appliance.name,
    brand: appliance.brand ?? '',
    model: appliance.model ?? '',
    notes: appliance.notes ?? '',
  };
}

/** A blank detail is sent as null, which clears it on the server. */
const detail = (value: string | null): string | null => (value?.trim() ? value.trim() : null);

/** Only what changed against `current`; everything (but an empty detail) when there is none. */
export function applianceChanges(
  values: ApplianceFormValues,
  current: ApplianceFormValues | null,
): UpdateApplianceInput {
  const next: Required<UpdateApplianceInput> = {
    name: values.name.trim(),
    brand: detail(values.brand),
    model: detail(values.model),
    notes: detail(values.notes),
  };
  const changes: UpdateApplianceInput = {};
  if (!current || next.name !== current.name.trim()) changes.name = next.name;
  if (!current ? next.brand !== null : next.brand !== detail(current.brand)) changes.brand = next.brand;
  if (!current ? next.model !== null : next.model !== detail(current.model)) changes.model = next.model;
  if (!current ? next.notes !== null : next.notes !== detail(current.notes)) changes.notes = next.notes;
  return changes;
}

export type ApplianceFormProps = {
  defaultValues: ApplianceFormValues;
  /** Catalogue appliances keep their name; only custom ones can be renamed. */
  showName: boolean;
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (values: ApplianceFormValues) => Promise<void>;
  onCancel?: () => void;
};

export function ApplianceForm({
  defaultValues,
  showName,
  submitLabel,
  pendingLabel,
  onSubmit,
  onCancel,
}: ApplianceFormProps) {
  const { t } = useTranslation('appliances');
  const { t: tc } = useTranslation('common');
  const form = useForm<ApplianceFormValues>({
    resolver: zodResolver(ApplianceFormSchema),
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;

  // zod's own texts are English; the issue code is enough to say it in the reader's language.
  const message = (error: FieldError | undefined, max: number) => {
    if (!error) return undefined;
    return error.type === 'too_big' ? t('form.tooLong', { count: max }) : t('form.nameRequired');
  };

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => void form.handleSubmit((values) => onSubmit(values))(event)}
    >
      {showName && (
        <FormField label={t('form.name')} required error={message(errors.name, APPLIANCE_NAME_MAX)}>
          <Input autoComplete="off" maxLength={APPLIANCE_NAME_MAX} {...form.register('name')} />
        </FormField>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('form.brand')} optional error={message(errors.brand, APPLIANCE_DETAIL_MAX)}>
          <Input autoComplete="off" maxLength={APPLIANCE_DETAIL_MAX} {...form.register('brand')} />
        </FormField>
        <FormField label={t('form.model')} optional error={message(errors.model, APPLIANCE_DETAIL_MAX)}>
          <Input autoComplete="off" maxLength={APPLIANCE_DETAIL_MAX} {...form.register('model')} />
        </FormField>
      </div>
      <FormField
        label={t('form.notes')}
        optional
        hint={t('form.notesHint')}
        error={message(errors.notes, APPLIANCE_NOTES_MAX)}
      >
        <Textarea rows={3} maxLength={APPLIANCE_NOTES_MAX} {...form.register('notes')} />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            {tc('actions.cancel')}
          </Button>
        )}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
