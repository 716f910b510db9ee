import { useEffect, useRef } from 'react';

/**
 * USB and Bluetooth barcode scanners act as keyboards ("keyboard wedge"): they type the digits far
 * faster than a person can, then press Enter. Keys arriving less than 50 ms apart and ending with
 * Enter are a scan; anything slower is a person typing and is left alone.
 */
export const WEDGE_MAX_GAP_MS = 50;
export const WEDGE_MIN_DIGITS = 8;
export const WEDGE_MAX_DIGITS = 14;

export type WedgeKey = { key: string; timeStamp: number };

export class KeyboardWedgeDetector {
  private digits = '';
  private lastAt = Number.NEGATIVE_INFINITY;

  /** Feeds one key press; returns the scanned code when this key (an Enter) completes a scan. */
  push({ key, timeStamp }: WedgeKey): string | null {
    const gap = timeStamp - this.lastAt;
    this.lastAt = timeStamp;
    if (/^\d$/.test(key)) {
      // A slow key starts a new run: people type, scanners burst.
      this.digits = gap < WEDGE_MAX_GAP_MS ? this.digits + key : key;
      if (this.digits.length > WEDGE_MAX_DIGITS) this.digits = this.digits.slice(-WEDGE_MAX_DIGITS);
      return null;
    }
    const digits = this.digits;
    this.digits = '';
    if (key !== 'Enter' || gap >= WEDGE_MAX_GAP_MS) return null;
    return digits.length >= WEDGE_MIN_DIGITS ? digits : null;
  }

  reset(): void {
    this.digits = '';
    this.lastAt = Number.NEGATIVE_INFINITY;
  }
}

/**
 * Listens to the whole window while `enabled` and calls `onScan` with each code a keyboard-wedge
 * scanner types. The Enter that ends a scan is swallowed, so it does not also submit a form.
 */
export function useKeyboardWedge(onScan: (code: string) => void, enabled = true): void {
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  }, [onScan]);
  useEffect(() => {
    if (!enabled) return;
    const detector = new KeyboardWedgeDetector();
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) {
        detector.reset();
        return;
      }
      const code = detector.push({ key: event.key, timeStamp: event.timeStamp });
      if (code === null) return;
      event.preventDefault();
      event.stopPropagation();
      onScanRef.current(code);
    };
    window.addEventListener('keydown', handleKeyDown, true);
    return () => window.removeEventListener('keydown', handleKeyDown, true);
  }, [enabled]);
}
