import { Usb } from 'lucide-react';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkBarcode } from '@shared/domain/barcode';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Separator } from '../../../components/ui/separator';
import { BarcodeLookup } from './barcode-lookup';
import { CameraScanner } from './camera-scanner';
import {
  createBarcodeDecoder,
  type BarcodeDecoder,
  type DecodedBarcode,
  type DecoderLoader,
} from './decoder';
import { ImageScan } from './image-scan';
import { useKeyboardWedge } from './keyboard-wedge';
import { scannedCodeOf } from './scanned-code';

export type ScanPanelProps = {
  /** Closes the modal. */
  onClose: () => void;
  /** How to get a decoder; the platform's best by default. Tests inject their own. */
  loadDecoder?: DecoderLoader;
  /** The camera stream (tests pass a fake). */
  openCamera?: () => Promise<MediaStream>;
};

/**
 * The scan modal's body (spec §2): the live camera, a picture, typed digits, or a USB scanner
 * typing into the page; then, for the code read, the lookup with its one-tap actions.
 */
export function ScanPanel({ onClose, loadDecoder = createBarcodeDecoder, openCamera }: ScanPanelProps) {
  const { t } = useTranslation(['scanner', 'pantry']);
  const [code, setCode] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const [scanProblem, setScanProblem] = useState<string | null>(null);
  const typedRef = useRef<HTMLInputElement>(null);
  const handleTypeInstead = useCallback(() => typedRef.current?.focus(), []);
  // One decoder per modal: the camera and the picture share it, and a failed load is retried.
  const decoderRef = useRef<Promise<BarcodeDecoder> | null>(null);
  const getDecoder = useCallback(() => {
    decoderRef.current ??= loadDecoder().catch((error: unknown) => {
      decoderRef.current = null;
      throw error;
    });
    return decoderRef.current;
  }, [loadDecoder]);

  const accept = useCallback((found: string) => {
    setScanProblem(null);
    setTypedError(null);
    setTyped('');
    setCode(found);
  }, []);

  const handleDecoded = (barcode: DecodedBarcode) => {
    const result = scannedCodeOf(barcode);
    if (result.ok) accept(result.code);
    else setScanProblem(result.reason === 'not-product' ? t('problems.notProduct') : t('problems.invalid'));
  };

  const handleWedge = useCallback(
    (digits: string) => {
      const result = checkBarcode(digits);
      if (result.ok) accept(result.code);
      else setScanProblem(t('problems.invalid'));
    },
    [accept, t],
  );
  useKeyboardWedge(handleWedge, code === null);

  const handleTyped = (event: FormEvent) => {
    event.preventDefault();
    const result = checkBarcode(typed);
    if (!result.ok) {
      setTypedError(t(`typed.errors.${result.reason}`));
      return;
    }
    accept(result.code);
  };

  if (code) {
    return <BarcodeLookup code={code} onScanAnother={() => setCode(null)} onDone={onClose} />;
  }

  return (
    <div className="grid gap-5">
      {scanProblem && (
        <p role="alert" className="text-sm font-medium text-destructive-ink">
          {scanProblem}
        </p>
      )}
      <CameraScanner
        getDecoder={getDecoder}
        onDecoded={handleDecoded}
        openCamera={openCamera}
        onTypeInstead={handleTypeInstead}
      />
      <Separator />
      <ImageScan getDecoder={getDecoder} onDecoded={handleDecoded} onTypeInstead={handleTypeInstead} />
      <Separator />
      <form onSubmit={handleTyped} className="grid gap-3" noValidate aria-labelledby="scan-typed-heading">
        <h3 id="scan-typed-heading" className="text-sm font-medium">
          {t('typed.heading')}
        </h3>
        <Label htmlFor="scan-code">{t('typed.label')}</Label>
        <div className="flex gap-2">
          <Input
            ref={typedRef}
            id="scan-code"
            inputMode="numeric"
            autoComplete="off"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setTypedError(null);
            }}
            aria-invalid={typedError ? true : undefined}
            aria-describedby={typedError ? 'scan-code-error' : undefined}
            placeholder="4006381333931"
          />
          <Button type="submit">{t('typed.submit')}</Button>
        </div>
        {typedError && (
          <p id="scan-code-error" role="alert" className="text-sm font-medium text-destructive-ink">
            {typedError}
          </p>
        )}
      </form>
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <Usb className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('wedge.hint')}
      </p>
    </div>
  );
}
