import { useSyncExternalStore } from 'react';

/**
 * Whether the scan modal is open. The modal lives in the app frame; any screen (the dashboard's
 * Scan button, say) opens it through here without importing the frame or the pantry feature.
 */
let open = false;
const listeners = new Set<() => void>();

function setOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export function openScanner(): void {
  setOpen(true);
}

export function closeScanner(): void {
  setOpen(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => open;

/** The modal's open state and its setter, shared by everyone who reads it. */
export function useScannerOpen(): [boolean, (next: boolean) => void] {
  return [useSyncExternalStore(subscribe, getSnapshot, getSnapshot), setOpen];
}
