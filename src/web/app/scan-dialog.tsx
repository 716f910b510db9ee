import { ScanBarcode } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Button } from '../components/ui/button';
import { LoadingIndicator } from '../components/ui/loading-indicator';
import { useScannerOpen } from '../lib/scan-store';

// The scanner (camera, decoder, lookup, product form) loads when the modal first opens, so the
// frame that shows the scan button on every page stays light.
const ScanPanel = lazy(() =>
  import('../features/pantry/scanner/scan-panel').then((module) => ({ default: module.ScanPanel })),
);

/**
 * The scan button and the scan modal (spec §2). Other screens open the same modal through
 * lib/scan-store (the dashboard's Scan button).
 */
export function ScanButton() {
  const { t } = useTranslation('nav');
  const [open, setOpen] = useScannerOpen();

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="ghost" size="icon" aria-label={t('scan.open')} onClick={() => setOpen(true)}>
        <ScanBarcode className="size-5" aria-hidden="true" />
      </Button>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('scan.title')}</DialogTitle>
          <DialogDescription>{t('scan.description')}</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<LoadingIndicator size="sm" />}>
          <ScanPanel onClose={() => setOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
