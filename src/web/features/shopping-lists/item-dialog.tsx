import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SHOPPING_ITEM_NAME_MAX,
  SHOPPING_ITEM_NOTE_MAX,
  UpdateShoppingItemInputSchema,
  type ShoppingItem,
  type ShoppingListSummary,
  type UpdateShoppingItemInput,
} from '@shared/contracts/shopping';
import { FOOD_CATEGORIES, type FoodCategory } from '@shared/domain/food-categories';
import { UNITS, isUnit } from '@shared/domain/units';
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
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { Textarea } from '../../components/ui/textarea';
import { isKnownValidationMessage, useValidationMessage } from '../../lib/validation-messages';
import { aisleLabel, parseDecimal, unitLabel } from './shopping-format';

type Draft = {
  name: string;
  quantity: string;
  unit: string;
  category: FoodCategory;
  note: string;
  listId: string;
};
type Errors = Partial<Record<'name' | 'quantity' | 'note', string>>;

/** The fields that differ from the item, as PATCH …/items/:itemId takes them (NaN: an unreadable amount). */
export function itemChanges(item: ShoppingItem, draft: Draft): UpdateShoppingItemInput {
  const changes: UpdateShoppingItemInput = {};
  const name = draft.name.trim();
  if (name !== item.name) changes.name = name;
  const quantity = parseDecimal(draft.quantity);
  const unit = quantity === null || !isUnit(draft.unit) ? null : draft.unit;
  if (quantity !== item.quantity || unit !== item.unit) {
    changes.quantity = quantity;
    changes.unit = unit;
  }
  if (draft.category !== item.category) changes.category = draft.category;
  const note = draft.note.trim() === '' ? null : draft.note.trim();
  if (note !== item.note) changes.note = note;
  if (draft.listId !== item.listId) changes.listId = draft.listId;
  return changes;
}

/** Edit an item: name, amount, aisle, note, or move it to another list; or delete it. */
export function ItemDialog({
  item,
  lists,
  onSave,
  onDelete,
  onClose,
}: {
  item: ShoppingItem;
  lists: readonly ShoppingListSummary[];
  onSave: (item: ShoppingItem, changes: UpdateShoppingItemInput) => void;
  onDelete: (item: ShoppingItem) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('shopping-lists');
  const translate = useValidationMessage();
  const [draft, setDraft] = useState<Draft>(() => ({
    name: item.name,
    quantity: item.quantity === null ? '' : String(item.quantity),
    unit: item.unit ?? '',
    category: item.category,
    note: item.note ?? '',
    listId: item.listId,
  }));
  const [errors, setErrors] = useState<Errors>({});
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) =>
      setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes = itemChanges(item, draft);
    const parsed = UpdateShoppingItemInputSchema.safeParse(changes);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        const known = isKnownValidationMessage(issue.message) ? translate(issue.message) : undefined;
        if (field === 'name') next.name = t('form.errors.name', { max: SHOPPING_ITEM_NAME_MAX });
        if (field === 'quantity') next.quantity = known ?? t('form.errors.quantity');
        if (field === 'note') next.note = t('form.errors.tooLong', { max: SHOPPING_ITEM_NOTE_MAX });
      }
      setErrors(next);
      return;
    }
    if (Object.keys(parsed.data).length > 0) onSave(item, parsed.data);
    onClose();
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('itemDialog.title', { name: item.name })}</DialogTitle>
          <DialogDescription>{t('itemDialog.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={submit}>
          <FormField label={t('itemDialog.name')} required error={errors.name}>
            <Input
              value={draft.name}
              maxLength={SHOPPING_ITEM_NAME_MAX}
              autoComplete="off"
              onChange={(e) => set('name')(e.target.value)}
            />
          </FormField>
          <div className="grid grid-cols-2 gap-4">
            <FormField label={t('itemDialog.quantity')} optional error={errors.quantity}>
              <Input
                inputMode="decimal"
                value={draft.quantity}
                onChange={(e) => set('quantity')(e.target.value)}
              />
            </FormField>
            <FormField label={t('itemDialog.unit')}>
              <NativeSelect value={draft.unit} onChange={(e) => set('unit')(e.target.value)}>
                <option value="">{t('itemDialog.noUnit')}</option>
                {UNITS.map((unit) => (
                  <option key={unit} value={unit}>
                    {unitLabel(t, unit, 2)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('itemDialog.aisle')}>
              <NativeSelect
                value={draft.category}
                onChange={(e) => set('category')(e.target.value as FoodCategory)}
              >
                {FOOD_CATEGORIES.map((aisle) => (
                  <option key={aisle} value={aisle}>
                    {aisleLabel(t, aisle)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label={t('itemDialog.list')}>
              <NativeSelect value={draft.listId} onChange={(e) => set('listId')(e.target.value)}>
                {lists.map((list) => (
                  <option key={list.id} value={list.id}>
                    {list.name}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <FormField label={t('itemDialog.note')} optional error={errors.note}>
            <Textarea
              rows={2}
              maxLength={SHOPPING_ITEM_NOTE_MAX}
              value={draft.note}
              onChange={(e) => set('note')(e.target.value)}
            />
          </FormField>
          <DialogFooter className="sm:justify-between">
            <Button
              variant="outline"
              className="text-destructive-ink"
              onClick={() => {
                onDelete(item);
                onClose();
              }}
            >
              <Trash2 aria-hidden="true" />
              {t('itemDialog.delete')}
            </Button>
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <Button variant="outline" onClick={onClose}>
                {t('itemDialog.cancel')}
              </Button>
              <Button type="submit">{t('itemDialog.save')}</Button>
            </div>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
