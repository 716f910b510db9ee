import { ListPlus, Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BULK_ADD_LINES_MAX, QUICK_ADD_TEXT_MAX } from '@shared/contracts/pantry';
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
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../lib/toast-store';
import { NativeSelect } from '../../components/ui/native-select';
import { failureReason, useBulkAdd, useLocations, useQuickAdd, type BulkAddResult } from './pantry-api';
import { useRunStockChange, useUndoToast } from './undo-toast';

/** One typed line, "2 l milk": the server finds or creates the product and stocks it. */
export function QuickAddBar() {
  const { t } = useTranslation('pantry');
  const quickAdd = useQuickAdd();
  const run = useRunStockChange();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const inputId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const line = text.trim();
    if (!line) {
      setError(t('quickAdd.required'));
      return;
    }
    setError(null);
    const done = await run(() => quickAdd.mutateAsync({ text: line }));
    if (done) setText('');
  };

  return (
    <div className="grid gap-2">
      <form noValidate className="flex flex-wrap items-start gap-2" onSubmit={(event) => void submit(event)}>
        <label htmlFor={inputId} className="sr-only">
          {t('quickAdd.label')}
        </label>
        <Input
          id={inputId}
          className="min-w-0 flex-1 basis-48"
          placeholder={t('quickAdd.placeholder')}
          autoComplete="off"
          enterKeyHint="done"
          maxLength={QUICK_ADD_TEXT_MAX}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" disabled={quickAdd.isPending}>
          <Plus aria-hidden="true" />
          {t('quickAdd.submit')}
        </Button>
        <Button variant="outline" onClick={() => setBulkOpen(true)}>
          <ListPlus aria-hidden="true" />
          {t('quickAdd.bulk')}
        </Button>
      </form>
      <p
        id={`${inputId}-hint`}
        className={error ? 'text-sm font-medium text-destructive-ink' : 'text-sm text-muted-foreground'}
      >
        {error ?? t('quickAdd.hint')}
      </p>
      {bulkOpen && <BulkAddDialog onClose={() => setBulkOpen(false)} />}
    </div>
  );
}

/** Splits the box's text into lines to add (newlines or ';'), blank ones dropped. */
export function bulkLines(text: string): string[] {
  return text
    .split(/[\n;]/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** Several lines at once, one operation (one undo); lines the server could not read stay in the box. */
export function BulkAddDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('pantry');
  const bulkAdd = useBulkAdd();
  const showUndo = useUndoToast();
  const locations = useLocations();
  const [text, setText] = useState('');
  const [locationId, setLocationId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState<BulkAddResult['failed']>([]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const lines = bulkLines(text);
    if (lines.length === 0) {
      setError(t('bulkAdd.required'));
      return;
    }
    if (lines.length > BULK_ADD_LINES_MAX || lines.some((line) => line.length > QUICK_ADD_TEXT_MAX)) {
      setError(t('bulkAdd.tooMany', { max: BULK_ADD_LINES_MAX, length: QUICK_ADD_TEXT_MAX }));
      return;
    }
    setError(null);
    try {
      const result = await bulkAdd.mutateAsync({ lines, ...(locationId ? { locationId } : {}) });
      if (result.change) showUndo(result.change);
      if (result.failed.length > 0) {
        setFailed(result.failed);
        setText(result.failed.map((item) => item.line).join('\n'));
        return;
      }
      onClose();
    } catch (failure) {
      toast({ variant: 'destructive', title: t('bulkAdd.failed'), description: failureReason(failure) });
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('bulkAdd.title')}</DialogTitle>
          <DialogDescription>{t('bulkAdd.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
          <FormField label={t('bulkAdd.lines')} error={error ?? undefined}>
            <Textarea
              rows={6}
              placeholder={t('bulkAdd.placeholder')}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </FormField>
          {failed.length > 0 && (
            <div role="alert" className="grid gap-1 rounded-md border border-destructive p-3 text-sm">
              <p className="font-medium">{t('bulkAdd.failedLines', { count: failed.length })}</p>
              <ul className="list-disc ps-5">
                {failed.map((item, index) => (
                  <li key={index}>{`${item.line}: ${item.reason}`}</li>
                ))}
              </ul>
            </div>
          )}
          <FormField label={t('bulkAdd.location')}>
            <NativeSelect value={locationId} onChange={(event) => setLocationId(event.target.value)}>
              <option value="">{t('bulkAdd.automatic')}</option>
              {(locations.data ?? []).map((location) => (
                <option key={location.id} value={location.id}>
                  {location.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {t('bulkAdd.cancel')}
            </Button>
            <Button type="submit" disabled={bulkAdd.isPending}>
              {t('bulkAdd.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
