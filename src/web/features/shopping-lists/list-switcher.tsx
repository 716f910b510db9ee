import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CreateShoppingListInputSchema,
  SHOPPING_LIST_NAME_MAX,
  SHOPPING_STORE_NAME_MAX,
  type ShoppingListSummary,
} from '@shared/contracts/shopping';
import { Button } from '../../components/ui/button';
import {
  ConfirmDialog,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { toast } from '../../lib/toast-store';
import { isNetworkError } from './offline-queue';
import { SHOPPING_PATH, failureReason, useCreateList, useDeleteList, useUpdateList } from './shopping-api';

/** The toast for a list change that failed: offline, or the server's reason. */
export function showFailure(title: string, error: unknown, offlineText: string): void {
  toast({
    variant: 'destructive',
    title,
    description: isNetworkError(error) ? offlineText : failureReason(error),
  });
}

const refreshLists = (client: ReturnType<typeof useQueryClient>) =>
  client.invalidateQueries({
    predicate: (query) =>
      typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(SHOPPING_PATH),
  });

/** The household's lists: which one is on screen, and making, renaming and deleting them. */
export function ListSwitcher({
  lists,
  selected,
  onSelect,
}: {
  lists: readonly ShoppingListSummary[];
  selected: ShoppingListSummary;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation('shopping-lists');
  const client = useQueryClient();
  const deleteList = useDeleteList();
  const [form, setForm] = useState<'create' | 'edit' | null>(null);
  const [deleting, setDeleting] = useState(false);
  const selectId = useId();

  const confirmDelete = async () => {
    try {
      await deleteList.mutateAsync(selected.id);
      const next = lists.find((list) => list.id !== selected.id);
      if (next) onSelect(next.id);
      toast({ title: t('lists.deleted', { name: selected.name }) });
      await refreshLists(client);
    } catch (error) {
      showFailure(t('lists.deleteFailed'), error, t('errors.offline'));
    }
  };

  // On a phone the three buttons are icons beside the list (their names stay for screen readers),
  // so the items start higher on the screen; from the sm breakpoint they say what they do.
  const label = 'sr-only sm:not-sr-only';
  return (
    <div className="flex items-end gap-2">
      <div className="grid min-w-0 flex-1 gap-1.5">
        <Label htmlFor={selectId}>{t('lists.select')}</Label>
        <NativeSelect id={selectId} value={selected.id} onChange={(event) => onSelect(event.target.value)}>
          {lists.map((list) => (
            <option key={list.id} value={list.id}>
              {t('lists.option', {
                name: list.store ? `${list.name} (${list.store})` : list.name,
                count: list.itemCount - list.checkedCount,
              })}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="outline" className="max-sm:size-10 max-sm:px-0" onClick={() => setForm('create')}>
          <Plus aria-hidden="true" />
          <span className={label}>{t('lists.new')}</span>
        </Button>
        <Button variant="outline" className="max-sm:size-10 max-sm:px-0" onClick={() => setForm('edit')}>
          <Pencil aria-hidden="true" />
          <span className={label}>{t('lists.edit')}</span>
        </Button>
        <Button
          variant="outline"
          className="max-sm:size-10 max-sm:px-0"
          aria-label={t('lists.deleteLabel', { name: selected.name })}
          onClick={() => setDeleting(true)}
        >
          <Trash2 aria-hidden="true" />
          <span className={label}>{t('lists.delete')}</span>
        </Button>
      </div>
      {form && (
        <ListFormDialog
          list={form === 'edit' ? selected : null}
          onClose={() => setForm(null)}
          onSaved={(list) => {
            if (form === 'create') onSelect(list.id);
            void refreshLists(client);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('lists.deleteTitle', { name: selected.name })}
        description={t('lists.deleteDescription', { count: selected.itemCount })}
        confirmLabel={t('lists.delete')}
        destructive
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}

/** A new list, or the name and store of one (the store keeps its own aisle order). */
function ListFormDialog({
  list,
  onClose,
  onSaved,
}: {
  list: ShoppingListSummary | null;
  onClose: () => void;
  onSaved: (list: ShoppingListSummary) => void;
}) {
  const { t } = useTranslation('shopping-lists');
  const create = useCreateList();
  const update = useUpdateList();
  const [name, setName] = useState(list?.name ?? '');
  const [store, setStore] = useState(list?.store ?? '');
  const [errors, setErrors] = useState<{ name?: string; store?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { name: name.trim(), store: store.trim() === '' ? null : store.trim() };
    const parsed = CreateShoppingListInputSchema.safeParse(input);
    if (!parsed.success) {
      const paths = new Set(parsed.error.issues.map((issue) => issue.path[0]));
      setErrors({
        name: paths.has('name') ? t('listForm.nameError', { max: SHOPPING_LIST_NAME_MAX }) : undefined,
        store: paths.has('store') ? t('listForm.storeError', { max: SHOPPING_STORE_NAME_MAX }) : undefined,
      });
      return;
    }
    setErrors({});
    try {
      const saved = list
        ? await update.mutateAsync({ id: list.id, input: parsed.data })
        : await create.mutateAsync(parsed.data);
      toast({ title: t(list ? 'listForm.saved' : 'listForm.created', { name: saved.name }) });
      onSaved(saved);
      onClose();
    } catch (error) {
      showFailure(t('listForm.failed'), error, t('errors.offline'));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{list ? t('listForm.editTitle') : t('listForm.createTitle')}</DialogTitle>
          <DialogDescription>{t('listForm.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
          <FormField label={t('listForm.name')} required error={errors.name}>
            <Input
              value={name}
              maxLength={SHOPPING_LIST_NAME_MAX}
              autoComplete="off"
              onChange={(event) => setName(event.target.value)}
            />
          </FormField>
          <FormField label={t('listForm.store')} optional hint={t('listForm.storeHint')} error={errors.store}>
            <Input
              value={store}
              maxLength={SHOPPING_STORE_NAME_MAX}
              autoComplete="off"
              onChange={(event) => setStore(event.target.value)}
            />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {t('listForm.cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending || update.isPending}>
              {list ? t('listForm.save') : t('listForm.create')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
