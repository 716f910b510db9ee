import { ScanBarcode } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { checkBarcode } from '@shared/domain/barcode';
import { Button } from '../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';

/**
 * The scan modal (spec §2). Typed entry of an EAN/UPC code, checked by its check digit, opens the
 * pantry on that barcode; the pantry issue adds the camera, image and lookup.
 */
export function ScanButton() {
  const { t } = useTranslation('nav');
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [, navigate] = useLocation();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkBarcode(code);
    if (!result.ok) {
      setError(t(`scan.errors.${result.reason}`));
      return;
    }
    setOpen(false);
    setCode('');
    setError(null);
    navigate(`/pantry?barcode=${result.code}`);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="ghost" size="icon" aria-label={t('scan.open')} onClick={() => setOpen(true)}>
        <ScanBarcode className="size-5" aria-hidden="true" />
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('scan.title')}</DialogTitle>
          <DialogDescription>{t('scan.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit} className="grid gap-3" noValidate>
          <Label htmlFor="scan-code">{t('scan.label')}</Label>
          <Input
            id="scan-code"
            inputMode="numeric"
            autoComplete="off"
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'scan-error' : undefined}
            placeholder="4006381333931"
          />
          {error && (
            <p id="scan-error" role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <Button type="submit">{t('scan.submit')}</Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
