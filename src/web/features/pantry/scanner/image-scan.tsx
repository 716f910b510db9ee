import { Camera, ImageUp } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast-store';
import {
  CAMERA_FAILURE_KEYS,
  nativeCameraPlugin,
  takeNativePicture,
  type NativeCameraPlugin,
} from './camera';
import type { BarcodeDecoder, DecodedBarcode } from './decoder';
import { ScanTips } from './scan-tips';

export type ImageScanProps = {
  getDecoder: () => Promise<BarcodeDecoder>;
  onDecoded: (barcode: DecodedBarcode) => void;
  /** The native wrapper's Camera plugin; found on window.Capacitor when not given. */
  nativeCamera?: NativeCameraPlugin | null;
  /** Moves to the typed-number field (offered when a picture reads nothing). */
  onTypeInstead?: () => void;
};

type Status = { kind: 'idle' } | { kind: 'reading' } | { kind: 'none' } | { kind: 'failed' };

function base64ToBlob(base64: string, format: string): Blob {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: `image/${format}` });
}

/**
 * Reading a barcode from a picture, where the live camera is not possible (a desktop without a
 * camera, a refused permission, a blurry close-up): a file chooser that offers the rear camera on
 * phones, and in the native wrapper the platform's Camera/Gallery prompt.
 */
export function ImageScan({
  getDecoder,
  onDecoded,
  nativeCamera = nativeCameraPlugin(),
  onTypeInstead,
}: ImageScanProps) {
  const { t } = useTranslation('scanner');
  const inputRef = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const decode = async (image: Blob) => {
    setStatus({ kind: 'reading' });
    try {
      const decoder = await getDecoder();
      const [first] = await decoder.decodeImage(image);
      if (!first) {
        setStatus({ kind: 'none' });
        return;
      }
      setStatus({ kind: 'idle' });
      onDecoded(first);
    } catch {
      setStatus({ kind: 'failed' });
    }
  };

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same picture again must fire a change too.
    event.target.value = '';
    if (file) void decode(file);
  };

  const handleNativePhoto = async (camera: NativeCameraPlugin) => {
    const picture = await takeNativePicture(camera, {
      camera: t('native.camera'),
      gallery: t('native.gallery'),
    });
    if (!picture.ok) {
      // Spec §8: a toast, and nothing is returned.
      toast({ variant: 'destructive', title: t(CAMERA_FAILURE_KEYS[picture.failure]) });
      return;
    }
    await decode(base64ToBlob(picture.base64, picture.format));
  };

  const message =
    status.kind === 'none' ? t('image.noBarcode') : status.kind === 'failed' ? t('image.failed') : null;

  return (
    <section aria-labelledby="scan-image-heading" className="grid gap-3">
      <h3 id="scan-image-heading" className="text-sm font-medium">
        {t('image.heading')}
      </h3>
      <input
        ref={inputRef}
        id="scan-image-input"
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        // The button below is the control people and screen readers use; this input only opens
        // the system's chooser for it.
        tabIndex={-1}
        aria-hidden="true"
        aria-label={t('image.choose')}
        onChange={handleFile}
      />
      <div className="flex flex-wrap gap-2">
        {nativeCamera && (
          <Button variant="outline" onClick={() => void handleNativePhoto(nativeCamera)}>
            <Camera aria-hidden="true" />
            {t('native.takePhoto')}
          </Button>
        )}
        <Button
          variant="outline"
          disabled={status.kind === 'reading'}
          onClick={() => inputRef.current?.click()}
        >
          <ImageUp aria-hidden="true" />
          {t('image.choose')}
        </Button>
      </div>
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {status.kind === 'reading' && t('image.reading')}
      </p>
      {message && (
        <p role="alert" className="text-sm font-medium text-destructive-ink">
          {message}
        </p>
      )}
      {status.kind === 'none' && <ScanTips onTypeInstead={onTypeInstead} />}
    </section>
  );
}
