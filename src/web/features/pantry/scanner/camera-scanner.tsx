import { Camera, CameraOff, Flashlight, FlashlightOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import {
  CAMERA_FAILURE_KEYS,
  CameraError,
  hasTorch,
  openRearCamera,
  setTorch,
  stopStream,
  videoTrackOf,
  type CameraFailure,
} from './camera';
import type { BarcodeDecoder, DecodedBarcode } from './decoder';
import { FrameAgreement } from './frame-schedule';
import { ScanTips } from './scan-tips';

/** Pause between two decodes of the live picture: quick enough to feel instant, light on a phone's CPU. */
export const FRAME_INTERVAL_MS = 150;
/** After this long without a read, the tips for a better picture appear under the camera view. */
export const TIPS_AFTER_MS = 8000;

type CameraState =
  | { status: 'idle' }
  | { status: 'starting' }
  | { status: 'scanning'; torch: boolean | null; slow: boolean }
  | { status: 'failed'; failure: CameraFailure | 'decoder' };

export type CameraScannerProps = {
  /** Resolves the decoder (loaded on the first start, then reused). */
  getDecoder: () => Promise<BarcodeDecoder>;
  onDecoded: (barcode: DecodedBarcode) => void;
  /** The camera's stream; asks for permission. Tests pass a fake. */
  openCamera?: () => Promise<MediaStream>;
  /** Moves to the typed-number field (offered with the tips when nothing is read for a while). */
  onTypeInstead?: () => void;
};

/**
 * The live camera: nothing is asked until the user presses "Start camera" (spec §6: camera
 * permission on demand); then the rear camera's picture is decoded a few times a second until two
 * frames agree on a code, and the camera is switched off again (on success, on Stop, and on close).
 */
export function CameraScanner({
  getDecoder,
  onDecoded,
  openCamera = openRearCamera,
  onTypeInstead,
}: CameraScannerProps) {
  const { t } = useTranslation('scanner');
  const [state, setState] = useState<CameraState>({ status: 'idle' });
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  /** Bumped on every start and stop: a decode loop from an older run sees it changed and ends. */
  const runRef = useRef(0);
  const onDecodedRef = useRef(onDecoded);
  useEffect(() => {
    onDecodedRef.current = onDecoded;
  }, [onDecoded]);

  const stop = () => {
    runRef.current += 1;
    stopStream(streamRef.current);
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  };

  // Closing the modal unmounts the scanner: the camera must go off with it.
  useEffect(
    () => () => {
      runRef.current += 1;
      stopStream(streamRef.current);
      streamRef.current = null;
    },
    [],
  );

  const decodeLoop = async (run: number, decoder: BarcodeDecoder, video: HTMLVideoElement) => {
    const agreement = new FrameAgreement();
    const started = Date.now();
    let slow = false;
    while (runRef.current === run) {
      if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
        // A frame that cannot be read (the camera still focusing) is simply skipped.
        const found = await decoder.decodeFrame(video).catch(() => []);
        if (runRef.current !== run) return;
        const agreed = agreement.offer(found[0]);
        if (agreed) {
          stop();
          setState({ status: 'idle' });
          onDecodedRef.current(agreed);
          return;
        }
      }
      if (!slow && Date.now() - started >= TIPS_AFTER_MS) {
        slow = true;
        setState((current) => (current.status === 'scanning' ? { ...current, slow: true } : current));
      }
      await new Promise((resolve) => setTimeout(resolve, FRAME_INTERVAL_MS));
    }
  };

  const handleStart = async () => {
    stop();
    const run = runRef.current;
    setState({ status: 'starting' });
    const decoderPromise = getDecoder();
    // Keep the decoder's failure for later: the camera's permission question comes first.
    decoderPromise.catch(() => undefined);
    let stream: MediaStream;
    try {
      stream = await openCamera();
    } catch (error) {
      if (runRef.current === run) {
        setState({ status: 'failed', failure: error instanceof CameraError ? error.failure : 'failed' });
      }
      return;
    }
    if (runRef.current !== run) {
      stopStream(stream);
      return;
    }
    streamRef.current = stream;
    let decoder: BarcodeDecoder;
    try {
      decoder = await decoderPromise;
    } catch {
      stop();
      setState({ status: 'failed', failure: 'decoder' });
      return;
    }
    const video = videoRef.current;
    if (runRef.current !== run || !video) return;
    video.srcObject = stream;
    try {
      await video.play();
    } catch {
      // Autoplay of a muted inline video is allowed; a refusal here means the camera is unusable.
      stop();
      setState({ status: 'failed', failure: 'failed' });
      return;
    }
    const track = videoTrackOf(stream);
    setState({ status: 'scanning', torch: hasTorch(track) ? false : null, slow: false });
    void decodeLoop(run, decoder, video);
  };

  const handleStop = () => {
    stop();
    setState({ status: 'idle' });
  };

  const handleTorch = async () => {
    if (state.status !== 'scanning' || state.torch === null) return;
    const track = videoTrackOf(streamRef.current);
    if (!track) return;
    const next = !state.torch;
    try {
      await setTorch(track, next);
      setState((current) => (current.status === 'scanning' ? { ...current, torch: next } : current));
    } catch {
      // Some cameras report a torch they then refuse to switch; hide the button.
      setState((current) => (current.status === 'scanning' ? { ...current, torch: null } : current));
    }
  };

  const live = state.status === 'starting' || state.status === 'scanning';
  const message =
    state.status === 'failed'
      ? state.failure === 'decoder'
        ? t('camera.decoderFailed')
        : t(CAMERA_FAILURE_KEYS[state.failure])
      : null;

  return (
    <section aria-labelledby="scan-camera-heading" className="grid gap-3">
      <h3 id="scan-camera-heading" className="text-sm font-medium">
        {t('camera.heading')}
      </h3>
      <div className={live ? 'relative aspect-[4/3] overflow-hidden rounded-lg border bg-black' : 'hidden'}>
        <video
          ref={videoRef}
          className="size-full object-cover"
          muted
          playsInline
          aria-label={t('camera.videoLabel')}
        />
        {/* The aiming frame: where to hold the barcode. */}
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-[12%] top-1/2 h-1/3 -translate-y-1/2 rounded-md border-2 border-white/80"
        />
      </div>
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {state.status === 'starting' && t('camera.starting')}
        {state.status === 'scanning' && (state.slow ? t('camera.stillLooking') : t('camera.scanning'))}
      </p>
      {state.status === 'scanning' && state.slow && <ScanTips onTypeInstead={onTypeInstead} />}
      {message && (
        <p role="alert" className="text-sm font-medium text-destructive-ink">
          {message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {live ? (
          <Button variant="outline" onClick={handleStop}>
            <CameraOff aria-hidden="true" />
            {t('camera.stop')}
          </Button>
        ) : (
          <Button onClick={() => void handleStart()}>
            <Camera aria-hidden="true" />
            {state.status === 'failed' ? t('camera.retry') : t('camera.start')}
          </Button>
        )}
        {state.status === 'scanning' && state.torch !== null && (
          <Button variant="outline" aria-pressed={state.torch} onClick={() => void handleTorch()}>
            {state.torch ? <FlashlightOff aria-hidden="true" /> : <Flashlight aria-hidden="true" />}
            {t('camera.torch')}
          </Button>
        )}
      </div>
    </section>
  );
}
