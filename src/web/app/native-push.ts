/**
 * Push set-up inside the native (Capacitor) wrapper, through its PushNotifications plugin when the
 * build includes it: ask permission, then register with the platform's push service. The device
 * token is kept for the notifications issue, which sends it to the server.
 */
type PushPlugin = {
  requestPermissions(): Promise<{ receive: string }>;
  register(): Promise<void>;
  addListener(event: 'registration', handler: (token: { value: string }) => void): unknown;
};

export const PUSH_TOKEN_STORAGE_KEY = 'larder.pushToken';

export async function setUpNativePush(win: Window = window): Promise<boolean> {
  const plugins = (win as unknown as { Capacitor?: { Plugins?: { PushNotifications?: PushPlugin } } })
    .Capacitor?.Plugins;
  const push = plugins?.PushNotifications;
  if (!push) return false;
  try {
    const { receive } = await push.requestPermissions();
    if (receive !== 'granted') return false;
    push.addListener('registration', (token) => {
      try {
        localStorage.setItem(PUSH_TOKEN_STORAGE_KEY, token.value);
      } catch {
        // Without storage the token is requested again on the next start.
      }
    });
    await push.register();
    return true;
  } catch (error) {
    console.warn('Push notification set-up failed', error);
    return false;
  }
}
