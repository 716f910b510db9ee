import { ArrowRightLeft, CircleMinus, PackageOpen, Trash2, Utensils } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkActionInput } from '@shared/contracts/pantry';
import { BULK_ACTION_MAX } from '@shared/contracts/pantry';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { ConfirmDialog } from '../../components/ui/dialog';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { useBulkAction, useLocations } from './pantry-api';
import { useRunStockChange } from './undo-toast';

/**
 * Select mode's bar: how many are selected, "select all loaded", and one action over all of them
 * (POST /api/stock/bulk: one operation, one undo).
 */
export function BulkBar({
  selected,
  loadedIds,
  onSelectAll,
  onDone,
}: {
  selected: ReadonlySet<string>;
  loadedIds: readonly string[];
  onSelectAll: (on: boolean) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('pantry');
  const bulk = useBulkAction();
  const run = useRunStockChange();
  const locations = useLocations();
  const [target, setTarget] = useState('');
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const selectAllId = useId();
  const moveId = useId();
  const count = selected.size;
  const allSelected = count > 0 && loadedIds.every((id) => selected.has(id));
  const tooMany = count > BULK_ACTION_MAX;
  const disabled = count === 0 || tooMany || bulk.isPending;
  const moveTarget = target || locations.data?.[0]?.id || '';

  const act = async (action: BulkActionInput['action'], locationId?: string) => {
    const input: BulkActionInput = { action, productIds: [...selected] };
    if (locationId) input.locationId = locationId;
    const done = await run(() => bulk.mutateAsync(input));
    if (done) onDone();
  };

  return (
    <div
      role="region"
      aria-label={t('bulk.label')}
      className="sticky top-2 z-10 grid gap-3 rounded-lg border bg-card p-3 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Checkbox
            id={selectAllId}
            checked={allSelected ? true : count > 0 ? 'indeterminate' : false}
            onCheckedChange={(checked) => onSelectAll(checked === true)}
          />
          <Label htmlFor={selectAllId}>{t('bulk.selectAll')}</Label>
        </div>
        <p className="text-sm font-medium" aria-live="polite">
          {t('bulk.selected', { count })}
        </p>
      </div>
      {tooMany && (
        <p role="alert" className="text-sm text-destructive-ink">
          {t('bulk.tooMany', { max: BULK_ACTION_MAX })}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <Button size="sm" variant="secondary" disabled={disabled} onClick={() => void act('consume')}>
          <Utensils aria-hidden="true" />
          {t('bulk.consume')}
        </Button>
        <Button size="sm" variant="outline" disabled={disabled} onClick={() => void act('spoil')}>
          <CircleMinus aria-hidden="true" />
          {t('bulk.spoil')}
        </Button>
        <Button size="sm" variant="outline" disabled={disabled} onClick={() => void act('open')}>
          <PackageOpen aria-hidden="true" />
          {t('bulk.open')}
        </Button>
        <div className="flex items-end gap-2">
          <div className="grid gap-1">
            <Label htmlFor={moveId} className="text-xs">
              {t('bulk.moveTo')}
            </Label>
            <NativeSelect
              id={moveId}
              className="w-40"
              value={moveTarget}
              onChange={(event) => setTarget(event.target.value)}
            >
              {(locations.data ?? []).map((location) => (
                <option key={location.id} value={location.id}>
                  {location.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button
            size="sm"
            variant="outline"
            className="h-10"
            disabled={disabled || !moveTarget}
            onClick={() => void act('move', moveTarget)}
          >
            <ArrowRightLeft aria-hidden="true" />
            {t('bulk.move')}
          </Button>
        </div>
        <Button size="sm" variant="outline" disabled={disabled} onClick={() => setConfirmingDelete(true)}>
          <Trash2 aria-hidden="true" />
          {t('bulk.delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title={t('bulk.deleteTitle', { count })}
        description={t('bulk.deleteDescription')}
        confirmLabel={t('bulk.delete')}
        destructive
        onConfirm={() => void act('delete')}
      />
    </div>
  );
}
