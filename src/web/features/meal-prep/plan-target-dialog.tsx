import { Copy, MoveRight } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MealPlanEntry, MealSlot } from '@shared/contracts/meal-plans';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { NativeSelect } from '../../components/ui/native-select';
import { MEAL_SLOTS, entryTitle, longDate } from './meal-plan-format';

/** The day of the shown week and the meal a dialog puts something on: two native selects. */
export function DayAndSlotFields({
  days,
  date,
  slot,
  onDate,
  onSlot,
}: {
  days: readonly string[];
  date: string;
  slot: MealSlot;
  onDate: (date: string) => void;
  onSlot: (slot: MealSlot) => void;
}) {
  const { t, i18n } = useTranslation('meal-prep');
  const language = i18n.language ?? 'en';
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <FormField label={t('plan.target.day')}>
        <NativeSelect value={date} onChange={(event) => onDate(event.target.value)}>
          {days.map((day) => (
            <option key={day} value={day}>
              {longDate(language, day)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t('plan.target.slot')}>
        <NativeSelect value={slot} onChange={(event) => onSlot(event.target.value as MealSlot)}>
          {MEAL_SLOTS.map((s) => (
            <option key={s} value={s}>
              {t(`plan.slots.${s}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </div>
  );
}

/** "Move to…" or "Copy to…" a planned meal: a day of the shown week and a meal. */
export function PlanTargetDialog({
  mode,
  entry,
  days,
  onConfirm,
  onClose,
}: {
  mode: 'move' | 'copy';
  entry: MealPlanEntry;
  days: readonly string[];
  onConfirm: (date: string, slot: MealSlot) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('meal-prep');
  const [date, setDate] = useState(days.includes(entry.date) ? entry.date : days[0]!);
  const [slot, setSlot] = useState<MealSlot>(entry.slot);
  const title = entryTitle(entry);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onClose();
    // Moving a meal where it already is changes nothing.
    if (mode === 'copy' || date !== entry.date || slot !== entry.slot) onConfirm(date, slot);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {mode === 'move' ? t('plan.target.moveTitle') : t('plan.target.copyTitle')}
          </DialogTitle>
          <DialogDescription>{t('plan.target.description', { title })}</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={submit}>
          <DayAndSlotFields days={days} date={date} slot={slot} onDate={setDate} onSlot={setSlot} />
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {t('plan.cancel')}
            </Button>
            <Button type="submit">
              {mode === 'move' ? <MoveRight aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {mode === 'move' ? t('plan.target.move') : t('plan.target.copy')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
