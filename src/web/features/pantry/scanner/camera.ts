/**
 * The camera rules of spec §5/§8/§9 in one place, for the browser scanner and for a native
 * (Capacitor) build: permission is asked for on demand and must be granted before a picture is
 * taken; a refusal says 'Camera permission is required to take pictures', any other failure
 * 'Failed to take picture'.
 */

export type CameraFailure = 'permission' | 'failed';

/** The i18n keys (namespace scanner) of the spec's two camera messages. */
export const CAMERA_FAILURE_KEYS: Record<CameraFailure, string> = {
  permission: 'camera.permissionRequired',
  failed: 'camera.failed',
};

export class CameraError extends Error {
  readonly failure: CameraFailure;
  constructor(failure: CameraFailure, cause?: unknown) {
    super(
      failure === 'permission' ? 'Camera permission is required to take pictures' : 'Failed to take picture',
      {
        cause,
      },
    );
    this.name = 'CameraError';
    this.failure = failure;
  }
}

/** getUserMedia's refusals (the user, the browser's settings, or an insecure page) versus the rest. */
export function classifyCameraError(error: unknown): CameraFailure {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError'
    ? 'permission'
    : 'failed';
}

/** The rear camera, at a resolution that reads barcodes well without taxing a cheap phone. */
export const REAR_CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
};

/** Asks for the camera (the browser prompts for permission here) and returns its stream. */
export async function openRearCamera(
  mediaDevices: Pick<MediaDevices, 'getUserMedia'> | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.mediaDevices,
): Promise<MediaStream> {
  if (!mediaDevices?.getUserMedia) throw new CameraError('failed');
  try {
    return await mediaDevices.getUserMedia(REAR_CAMERA_CONSTRAINTS);
  } catch (error) {
    throw new CameraError(classifyCameraError(error), error);
  }
}

/** Turns the camera off (its light goes out); safe to call twice. */
export function stopStream(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** Torch capability is not in TypeScript's DOM types yet. */
type TorchCapabilities = MediaTrackCapabilities & { torch?: boolean };

export function videoTrackOf(stream: MediaStream | null): MediaStreamTrack | null {
  return stream?.getVideoTracks()[0] ?? null;
}

/** True when the camera has a light the page may switch (most phones' rear cameras). */
export function hasTorch(track: MediaStreamTrack | null): boolean {
  if (!track || typeof track.getCapabilities !== 'function') return false;
  return (track.getCapabilities() as TorchCapabilities).torch === true;
}

export async function setTorch(track: MediaStreamTrack, on: boolean): Promise<void> {
  await track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
}

// ---------------------------------------------------------------------------------------------
// Native wrapper (spec §9): quality 90, editing allowed, base64 result, a prompt offering Camera
// and Gallery. The shape below is @capacitor/camera's; the web build never loads it.

export type NativePermissionState = 'granted' | 'denied' | 'prompt' | 'prompt-with-rationale' | 'limited';
export type NativeCameraOptions = {
  quality: number;
  allowEditing: boolean;
  resultType: 'base64';
  source: 'PROMPT';
  promptLabelHeader?: string;
  promptLabelPhoto: string;
  promptLabelPicture: string;
  promptLabelCancel?: string;
};
export type NativeCameraPlugin = {
  checkPermissions(): Promise<{ camera: NativePermissionState }>;
  requestPermissions(options?: {
    permissions: Array<'camera' | 'photos'>;
  }): Promise<{ camera: NativePermissionState }>;
  getPhoto(options: NativeCameraOptions): Promise<{ base64String?: string; format: string }>;
};

export const NATIVE_CAMERA_QUALITY = 90;

export function nativeCameraOptions(labels: { camera: string; gallery: string }): NativeCameraOptions {
  return {
    quality: NATIVE_CAMERA_QUALITY,
    allowEditing: true,
    resultType: 'base64',
    source: 'PROMPT',
    promptLabelPhoto: labels.gallery,
    promptLabelPicture: labels.camera,
  };
}

/** The Camera plugin when the app runs in a native build that includes it, else null. */
export function nativeCameraPlugin(
  win: Window | undefined = typeof window === 'undefined' ? undefined : window,
) {
  const capacitor = (
    win as unknown as { Capacitor?: { Plugins?: { Camera?: NativeCameraPlugin } } } | undefined
  )?.Capacitor;
  return capacitor?.Plugins?.Camera ?? null;
}

export type NativePicture =
  { ok: true; base64: string; format: string } | { ok: false; failure: CameraFailure };

/**
 * Takes a picture in the native wrapper: permission first (asked for when not yet granted), then
 * the Camera/Gallery prompt. A refusal returns nothing but the permission failure.
 */
export async function takeNativePicture(
  camera: NativeCameraPlugin,
  labels: { camera: string; gallery: string },
): Promise<NativePicture> {
  try {
    let { camera: state } = await camera.checkPermissions();
    if (state !== 'granted' && state !== 'limited') {
      ({ camera: state } = await camera.requestPermissions({ permissions: ['camera'] }));
    }
    if (state !== 'granted' && state !== 'limited') return { ok: false, failure: 'permission' };
    const photo = await camera.getPhoto(nativeCameraOptions(labels));
    if (!photo.base64String) return { ok: false, failure: 'failed' };
    return { ok: true, base64: photo.base64String, format: photo.format };
  } catch {
    return { ok: false, failure: 'failed' };
  }
}
