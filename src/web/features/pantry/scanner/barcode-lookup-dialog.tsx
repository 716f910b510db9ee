import { useTranslation } from 'react-i18next';
import { checkBarcode } from '@shared/domain/barcode';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { BarcodeLookup } from './barcode-lookup';

/**
 * /pantry?barcode=CODE: the lookup of a barcode in a dialog over the pantry (a link from elsewhere,
 * a bookmark, a typed address). A code that is not a real barcode says so instead of asking.
 */
export function BarcodeLookupDialog({ code, onClose }: { code: string; onClose(): void }) {
  const { t } = useTranslation(['scanner', 'pantry']);
  const checked = checkBarcode(code);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('lookup.title')}</DialogTitle>
          <DialogDescription>{t('lookup.description')}</DialogDescription>
        </DialogHeader>
        {checked.ok ? (
          <BarcodeLookup code={checked.code} onDone={onClose} />
        ) : (
          <p role="alert" className="text-sm font-medium text-destructive-ink">
            {t(`typed.errors.${checked.reason}`)}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
