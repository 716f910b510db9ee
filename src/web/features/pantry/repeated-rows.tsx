import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';

/**
 * A list of like rows in a form (a product's barcodes, its conversions): each row's fields in a
 * bordered frame with a button that removes it, then a button that adds one while under `max`.
 */
export function RepeatedRows({
  rows,
  max,
  renderFields,
  removeLabel,
  onRemove,
  addLabel,
  onAdd,
}: {
  /** The rows' stable keys (useFieldArray's field ids). */
  rows: readonly { id: string }[];
  max: number;
  renderFields: (index: number) => ReactNode;
  removeLabel: (index: number) => string;
  onRemove: (index: number) => void;
  addLabel: string;
  onAdd: () => void;
}) {
  return (
    <>
      {rows.map((row, index) => (
        <div key={row.id} className="grid grid-cols-[1fr_auto] items-start gap-2 rounded-md border p-3">
          {renderFields(index)}
          <Button
            variant="ghost"
            size="icon"
            className="mt-6"
            aria-label={removeLabel(index)}
            onClick={() => onRemove(index)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ))}
      {rows.length < max && (
        <Button variant="outline" size="sm" className="w-fit" onClick={onAdd}>
          <Plus aria-hidden="true" />
          {addLabel}
        </Button>
      )}
    </>
  );
}
