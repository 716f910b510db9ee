import { Check, Pencil, Plus, Trash2, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCATION_NAME_MAX, MAX_LOCATIONS, StorageKindSchema, type Location } from '@shared/contracts/pantry';
import type { StorageKind } from '@shared/domain/stock';
import { Button } from '../../components/ui/button';
import {
  ConfirmDialog,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../lib/toast-store';
import { NativeSelect } from '../../components/ui/native-select';
import {
  failureReason,
  useCreateLocation,
  useDeleteLocation,
  useLocations,
  useUpdateLocation,
} from './pantry-api';

/** Where the household keeps food: entry counts, add a custom place, rename, delete an empty one. */
export function LocationsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('pantry');
  const locations = useLocations();
  const [deleting, setDeleting] = useState<Location | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useDeleteLocation();

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('locations.title')}</DialogTitle>
          <DialogDescription>{t('locations.description')}</DialogDescription>
        </DialogHeader>
        {problem && (
          <p role="alert" className="rounded-md border border-destructive p-3 text-sm text-destructive-ink">
            {problem}
          </p>
        )}
        {locations.isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : locations.isError ? (
          <p role="alert" className="text-sm text-destructive-ink">
            {t('locations.loadFailed')}
          </p>
        ) : (
          <ul className="grid gap-2" aria-label={t('locations.title')}>
            {locations.data.map((location) => (
              <LocationItem
                key={location.id}
                location={location}
                onDelete={() => {
                  setProblem(null);
                  setDeleting(location);
                }}
              />
            ))}
          </ul>
        )}
        {(locations.data?.length ?? 0) < MAX_LOCATIONS && <AddLocationForm />}
        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(open) => !open && setDeleting(null)}
          title={t('locations.deleteTitle', { name: deleting?.name ?? '' })}
          description={t('locations.deleteDescription')}
          confirmLabel={t('locations.delete')}
          destructive
          onConfirm={() => {
            const location = deleting;
            if (!location) return;
            remove.mutate(location.id, {
              onSuccess: () => toast({ title: t('locations.deleted', { name: location.name }) }),
              // The server refuses a place that still holds food (or the last one): say why, here.
              onError: (error) => setProblem(failureReason(error) ?? t('locations.deleteFailed')),
            });
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function KindOptions() {
  const { t } = useTranslation('pantry');
  return StorageKindSchema.options.map((kind) => (
    <option key={kind} value={kind}>
      {t(`storageKinds.${kind}`)}
    </option>
  ));
}

/** A location's name and kind, with the name's error: the add form's fields and the rename form's. */
function LocationFields({
  name,
  kind,
  error,
  autoFocus,
  onNameChange,
  onKindChange,
}: {
  name: string;
  kind: StorageKind;
  error: string | null;
  autoFocus?: boolean;
  onNameChange: (name: string) => void;
  onKindChange: (kind: StorageKind) => void;
}) {
  const { t } = useTranslation('pantry');
  const nameId = useId();
  const kindId = useId();
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={nameId}>{t('locations.name')}</Label>
          <Input
            id={nameId}
            autoFocus={autoFocus}
            maxLength={LOCATION_NAME_MAX}
            value={name}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${nameId}-error` : undefined}
            onChange={(event) => onNameChange(event.target.value)}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={kindId}>{t('locations.kind')}</Label>
          <NativeSelect
            id={kindId}
            value={kind}
            onChange={(event) => onKindChange(StorageKindSchema.parse(event.target.value))}
          >
            <KindOptions />
          </NativeSelect>
        </div>
      </div>
      {error && (
        <p id={`${nameId}-error`} className="text-sm font-medium text-destructive-ink">
          {error}
        </p>
      )}
    </>
  );
}

function LocationItem({ location, onDelete }: { location: Location; onDelete: () => void }) {
  const { t } = useTranslation('pantry');
  const update = useUpdateLocation();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(location.name);
  const [kind, setKind] = useState<StorageKind>(location.kind);
  const [error, setError] = useState<string | null>(null);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(t('locations.nameRequired'));
      return;
    }
    setError(null);
    const input = {
      ...(trimmed !== location.name ? { name: trimmed } : {}),
      ...(kind !== location.kind ? { kind } : {}),
    };
    if (Object.keys(input).length === 0) {
      setEditing(false);
      return;
    }
    update.mutate(
      { id: location.id, input },
      {
        onSuccess: (saved) => {
          toast({ title: t('locations.saved', { name: saved.name }) });
          setEditing(false);
        },
        onError: (failure) => setError(failureReason(failure) ?? t('locations.saveFailed')),
      },
    );
  };

  if (editing) {
    return (
      <li className="rounded-md border p-3">
        <form noValidate className="grid gap-3" onSubmit={save}>
          <LocationFields
            autoFocus
            name={name}
            kind={kind}
            error={error}
            onNameChange={setName}
            onKindChange={setKind}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={update.isPending}>
              <Check aria-hidden="true" />
              {t('locations.save')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                setEditing(false);
                setName(location.name);
                setKind(location.kind);
                setError(null);
              }}
            >
              <X aria-hidden="true" />
              {t('locations.cancel')}
            </Button>
          </div>
        </form>
      </li>
    );
  }

  return (
    <li className="flex items-center gap-3 rounded-md border p-3">
      <div className="grid min-w-0 flex-1">
        <span className="truncate font-medium">{location.name}</span>
        <span className="text-sm text-muted-foreground">
          {t(`storageKinds.${location.kind}`)} · {t('locations.entries', { count: location.entryCount })}
        </span>
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('locations.rename', { name: location.name })}
        onClick={() => setEditing(true)}
      >
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('locations.deleteNamed', { name: location.name })}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}

function AddLocationForm() {
  const { t } = useTranslation('pantry');
  const create = useCreateLocation();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<StorageKind>('pantry');
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(t('locations.nameRequired'));
      return;
    }
    setError(null);
    create.mutate(
      { name: trimmed, kind },
      {
        onSuccess: (location) => {
          toast({ title: t('locations.added', { name: location.name }) });
          setName('');
        },
        onError: (failure) => setError(failureReason(failure) ?? t('locations.saveFailed')),
      },
    );
  };

  return (
    <form noValidate className="grid gap-3 border-t pt-4" onSubmit={submit} aria-labelledby={headingId}>
      <h3 id={headingId} className="text-sm font-semibold">
        {t('locations.addTitle')}
      </h3>
      <LocationFields name={name} kind={kind} error={error} onNameChange={setName} onKindChange={setKind} />
      <Button type="submit" className="w-fit" disabled={create.isPending}>
        <Plus aria-hidden="true" />
        {t('locations.add')}
      </Button>
    </form>
  );
}
