import { CookingPot, Pencil, Plus, Sparkles, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { HouseholdAppliance } from '@shared/contracts/appliances';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import {
  ConfirmDialog,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { toast } from '../../lib/toast-store';
import { AddApplianceDialog } from './add-appliance-dialog';
import { ApplianceForm, applianceChanges, formValuesOf, type ApplianceFormValues } from './appliance-form';
import {
  failureReason,
  useApplianceCatalogue,
  useApplianceNames,
  useHouseholdAppliances,
  useRemoveAppliance,
  useUpdateAppliance,
} from './appliances-api';

/** /kitchen-appliance: the household's appliances, added from the catalogue or by name. */
export function KitchenAppliancePage() {
  const { t } = useTranslation('appliances');
  const { t: tc } = useTranslation('common');
  const appliances = useHouseholdAppliances();
  const catalogue = useApplianceCatalogue();
  const { applianceName } = useApplianceNames(catalogue.data);
  const [adding, setAdding] = useState(false);
  // The appliance stays while its dialog closes, so the closing dialog keeps its words.
  const [editing, setEditing] = useState<{ appliance: HouseholdAppliance | null; open: boolean }>({
    appliance: null,
    open: false,
  });
  const [removing, setRemoving] = useState<{ appliance: HouseholdAppliance | null; open: boolean }>({
    appliance: null,
    open: false,
  });
  const remove = useRemoveAppliance();

  const handleRemove = async (appliance: HouseholdAppliance) => {
    const name = applianceName(appliance);
    try {
      await remove.mutateAsync(appliance.id);
      toast({ title: t('toast.removed', { name }) });
    } catch (error) {
      toast({ variant: 'destructive', title: t('toast.removeFailed'), description: failureReason(error) });
    }
  };

  const addButton = (
    <Button onClick={() => setAdding(true)}>
      <Plus aria-hidden="true" />
      {t('addButton')}
    </Button>
  );
  const guidedLink = (
    <Button variant="outline" asChild>
      <Link href="/appliance-onboarding">
        <Sparkles aria-hidden="true" />
        {t('guidedSetup')}
      </Link>
    </Button>
  );

  const list = appliances.data ?? [];

  return (
    <div className="grid gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
          <p className="text-sm text-muted-foreground">{t('description')}</p>
        </div>
        {list.length > 0 && (
          <div className="flex flex-wrap gap-2">
            {guidedLink}
            {addButton}
          </div>
        )}
      </header>

      {appliances.isPending && <LoadingIndicator message={t('loading')} className="justify-start" />}
      {appliances.isError && (
        <div role="alert" className="grid justify-items-start gap-3">
          <p className="text-sm text-muted-foreground">{t('loadFailed')}</p>
          <Button variant="outline" onClick={() => void appliances.refetch()}>
            {tc('actions.retry')}
          </Button>
        </div>
      )}
      {appliances.isSuccess && list.length === 0 && (
        <EmptyState
          icon={CookingPot}
          title={t('empty.title')}
          description={t('empty.description')}
          action={
            <div className="flex flex-wrap justify-center gap-2">
              {addButton}
              {guidedLink}
            </div>
          }
        />
      )}
      {list.length > 0 && (
        <section aria-labelledby="appliance-list-heading" className="grid gap-3">
          <h2 id="appliance-list-heading" className="text-lg font-semibold">
            {t('list.heading', { count: list.length })}
          </h2>
          <ul className="grid gap-3 lg:grid-cols-2">
            {list.map((appliance) => (
              <ApplianceItem
                key={appliance.id}
                appliance={appliance}
                name={applianceName(appliance)}
                onEdit={() => setEditing({ appliance, open: true })}
                onRemove={() => setRemoving({ appliance, open: true })}
              />
            ))}
          </ul>
        </section>
      )}

      <AddApplianceDialog
        open={adding}
        onOpenChange={setAdding}
        catalogue={catalogue.data}
        catalogueStatus={catalogue.status}
        owned={list}
      />
      <EditApplianceDialog
        appliance={editing.appliance}
        open={editing.open}
        name={editing.appliance ? applianceName(editing.appliance) : ''}
        onClose={() => setEditing((current) => ({ ...current, open: false }))}
      />
      <ConfirmDialog
        open={removing.open}
        onOpenChange={(open) => setRemoving((current) => ({ ...current, open }))}
        title={removing.appliance ? t('remove.title', { name: applianceName(removing.appliance) }) : ''}
        description={t('remove.description')}
        confirmLabel={t('remove.confirm')}
        destructive
        onConfirm={() => removing.appliance && void handleRemove(removing.appliance)}
      />
    </div>
  );
}

function ApplianceItem({
  appliance,
  name,
  onEdit,
  onRemove,
}: {
  appliance: HouseholdAppliance;
  name: string;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('appliances');
  const { t: tc } = useTranslation('common');
  const { categoryName } = useApplianceNames(undefined);
  const details = [appliance.brand, appliance.model].filter(Boolean).join(' · ');
  return (
    <li>
      <Card className="h-full gap-3 py-4">
        <div className="flex flex-col gap-3 px-4 min-[420px]:flex-row min-[420px]:items-start min-[420px]:justify-between">
          <div className="grid min-w-0 gap-1.5">
            <h3 className="font-semibold break-words">{name}</h3>
            <Badge variant="secondary">{categoryName(appliance.category)}</Badge>
            {details && <p className="text-sm break-words text-muted-foreground">{details}</p>}
            {appliance.notes && <p className="text-sm break-words whitespace-pre-line">{appliance.notes}</p>}
          </div>
          <div className="flex shrink-0 gap-2">
            <Button variant="outline" size="sm" aria-label={t('list.edit', { name })} onClick={onEdit}>
              <Pencil aria-hidden="true" />
              {tc('actions.edit')}
            </Button>
            <Button variant="outline" size="sm" aria-label={t('list.remove', { name })} onClick={onRemove}>
              <Trash2 aria-hidden="true" />
              {t('remove.confirm')}
            </Button>
          </div>
        </div>
      </Card>
    </li>
  );
}

function EditApplianceDialog({
  appliance,
  open,
  name,
  onClose,
}: {
  appliance: HouseholdAppliance | null;
  open: boolean;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('appliances');
  const update = useUpdateAppliance();

  const handleSubmit = async (values: ApplianceFormValues) => {
    if (!appliance) return;
    const changes = applianceChanges(values, formValuesOf(appliance));
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    try {
      await update.mutateAsync({ id: appliance.id, input: changes });
      toast({ title: t('toast.updated', { name: changes.name ?? name }) });
      onClose();
    } catch (error) {
      toast({ variant: 'destructive', title: t('toast.updateFailed'), description: failureReason(error) });
    }
  };

  return (
    <Dialog open={open && appliance !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('edit.title', { name })}</DialogTitle>
          <DialogDescription>{t('edit.description')}</DialogDescription>
        </DialogHeader>
        {appliance && (
          <ApplianceForm
            key={appliance.id}
            defaultValues={formValuesOf(appliance)}
            showName={appliance.applianceSlug === null}
            submitLabel={t('edit.submit')}
            pendingLabel={t('edit.submitting')}
            onSubmit={handleSubmit}
            onCancel={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
