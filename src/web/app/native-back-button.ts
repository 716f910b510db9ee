/** The part of Capacitor's App plugin (@capacitor/app) that the back button needs. */
export type BackButtonEvent = { canGoBack: boolean };
type ListenerHandle = { remove: () => Promise<void> | void };
export type CapacitorAppPlugin = {
  addListener: (
    eventName: 'backButton',
    listener: (event: BackButtonEvent) => void,
  ) => Promise<ListenerHandle> | ListenerHandle;
  exitApp: () => Promise<void> | void;
};

/** The path on which the back button offers to leave the app (spec §2). */
export const ROOT_PATH = '/';

/** Capacitor's App plugin when running inside the native wrapper, else null. */
export function findCapacitorApp(win: Window = window): CapacitorAppPlugin | null {
  const app = (win as unknown as { Capacitor?: { Plugins?: { App?: Partial<CapacitorAppPlugin> } } })
    .Capacitor?.Plugins?.App;
  return typeof app?.addListener === 'function' && typeof app.exitApp === 'function'
    ? (app as CapacitorAppPlugin)
    : null;
}

export type NativeBackButtonOptions = {
  app: CapacitorAppPlugin;
  getPath: () => string;
  /** Asks the user whether to leave; true to exit. */
  confirmExit: () => boolean;
  goBack: () => void;
};

/**
 * Spec §2: on the root path the back button asks to confirm exiting and exits if confirmed;
 * otherwise it goes back in history. A screen with no history behind it (the first screen after
 * launch) is treated like the root, since going back there would do nothing.
 * Returns a function that removes the listener.
 */
export function installNativeBackButton({
  app,
  getPath,
  confirmExit,
  goBack,
}: NativeBackButtonOptions): () => void {
  let removed = false;
  let handle: ListenerHandle | null = null;
  const onBack = (event: BackButtonEvent) => {
    if (getPath() === ROOT_PATH || !event.canGoBack) {
      if (confirmExit()) void app.exitApp();
      return;
    }
    goBack();
  };
  void Promise.resolve(app.addListener('backButton', onBack)).then((h) => {
    handle = h;
    if (removed) void h.remove();
  });
  return () => {
    removed = true;
    if (handle) void handle.remove();
  };
}
