import { describe, expect, test, vi } from 'vitest';
import {
  findCapacitorApp,
  installNativeBackButton,
  type BackButtonEvent,
  type CapacitorAppPlugin,
} from './native-back-button';

/** A fake of Capacitor's App plugin: the edge between the web app and the native shell. */
function fakeApp() {
  const listeners = new Set<(event: BackButtonEvent) => void>();
  const app = {
    exited: 0,
    addListener: (_name: 'backButton', listener: (event: BackButtonEvent) => void) => {
      listeners.add(listener);
      return Promise.resolve({ remove: () => void listeners.delete(listener) });
    },
    exitApp: () => {
      app.exited += 1;
      return Promise.resolve();
    },
    press: (canGoBack = true) => listeners.forEach((l) => l({ canGoBack })),
    listenerCount: () => listeners.size,
  };
  return app;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('native back button', () => {
  test('on the root path it asks to exit and exits when confirmed', async () => {
    const app = fakeApp();
    const confirmExit = vi.fn(() => true);
    const goBack = vi.fn();
    installNativeBackButton({ app, getPath: () => '/', confirmExit, goBack });
    await flush();
    app.press();
    expect(confirmExit).toHaveBeenCalledTimes(1);
    expect(app.exited).toBe(1);
    expect(goBack).not.toHaveBeenCalled();
  });

  test('on the root path it stays when the user declines', async () => {
    const app = fakeApp();
    installNativeBackButton({ app, getPath: () => '/', confirmExit: () => false, goBack: vi.fn() });
    await flush();
    app.press();
    expect(app.exited).toBe(0);
  });

  test('elsewhere it goes back in history without asking', async () => {
    const app = fakeApp();
    const confirmExit = vi.fn(() => true);
    const goBack = vi.fn();
    installNativeBackButton({ app, getPath: () => '/pantry', confirmExit, goBack });
    await flush();
    app.press(true);
    expect(goBack).toHaveBeenCalledTimes(1);
    expect(confirmExit).not.toHaveBeenCalled();
    expect(app.exited).toBe(0);
  });

  test('on the first screen after launch, with nothing to go back to, it offers to exit', async () => {
    const app = fakeApp();
    const goBack = vi.fn();
    installNativeBackButton({ app, getPath: () => '/dashboard', confirmExit: () => true, goBack });
    await flush();
    app.press(false);
    expect(goBack).not.toHaveBeenCalled();
    expect(app.exited).toBe(1);
  });

  test('removing the handler stops listening, even before the plugin answered', async () => {
    const app = fakeApp();
    const remove = installNativeBackButton({
      app,
      getPath: () => '/',
      confirmExit: () => true,
      goBack: vi.fn(),
    });
    remove();
    await flush();
    expect(app.listenerCount()).toBe(0);
  });

  test('finds the App plugin only inside the native wrapper', () => {
    const plugin: CapacitorAppPlugin = fakeApp();
    expect(findCapacitorApp({ Capacitor: { Plugins: { App: plugin } } } as unknown as Window)).toBe(plugin);
    expect(findCapacitorApp({} as Window)).toBeNull();
    expect(findCapacitorApp({ Capacitor: { Plugins: {} } } as unknown as Window)).toBeNull();
  });
});
