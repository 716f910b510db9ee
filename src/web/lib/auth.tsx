import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { AUTH_MESSAGES } from '@shared/auth-messages';
import type { AuthStatus, LoginInput, RegisterForm, User } from '@shared/contracts/auth';
import { ApiRequestError, apiRequest } from './api';
import { clearCsrfToken } from './csrf';

/** Spec §4: unknown while loading, then authenticated or not. */
export type AuthState =
  | { status: 'unknown'; user: null }
  | { status: 'authenticated'; user: User }
  | { status: 'unauthenticated'; user: null };

export type AuthContextValue = AuthState & {
  login(input: LoginInput): Promise<User>;
  register(form: RegisterForm & { referralCode?: string }): Promise<User>;
  logout(): Promise<void>;
  deleteAccount(): Promise<void>;
  /** Merges fields locally at once, then re-reads the status after 500 ms. */
  updateUser(fields: Partial<User>): void;
  /** Re-reads /api/auth/status (after a social sign-in, an email change…). */
  refresh(): Promise<void>;
};

export const STATUS_REREAD_DELAY_MS = 500;

const signedOutListeners = new Set<() => void>();
/**
 * Runs `listener` whenever the user signs out or deletes the account (the query layer drops its
 * cached data this way, so the auth state does not have to load the query library).
 */
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** The registration payload of spec §3: the form plus name and cf-turnstile-response. */
export function registrationPayload(form: RegisterForm & { referralCode?: string }) {
  return {
    ...form,
    name: `${form.firstName} ${form.lastName}`.trim(),
    'cf-turnstile-response': form.turnstileToken,
  };
}

function hasUserWithId(value: unknown): value is { user: User } {
  const user = (value as { user?: { id?: unknown } } | null)?.user;
  return typeof user?.id === 'string' && user.id.length > 0;
}

/** The user this device last saw signed in, kept so the app opens offline (PRODUCT: PWA). */
const LAST_USER_KEY = 'larder:last-user';

function rememberUser(user: User | null): void {
  try {
    if (user) localStorage.setItem(LAST_USER_KEY, JSON.stringify(user));
    else localStorage.removeItem(LAST_USER_KEY);
  } catch {
    // Storage refused (private mode): offline starts signed out.
  }
}

function rememberedUser(): User | null {
  try {
    const value: unknown = { user: JSON.parse(localStorage.getItem(LAST_USER_KEY) ?? 'null') };
    return hasUserWithId(value) ? value.user : null;
  } catch {
    return null;
  }
}

/**
 * Reads /api/auth/status. A server that cannot be reached at all (offline) keeps the user this
 * device last saw signed in, so the screens can show their offline copies; any answer from the
 * server (401 included) is authoritative, and with no remembered user offline is signed out.
 */
async function fetchAuthState(): Promise<AuthState> {
  try {
    const status = await apiRequest<AuthStatus>('GET', '/api/auth/status');
    const next: AuthState =
      status.isAuthenticated && status.user
        ? { status: 'authenticated', user: status.user }
        : { status: 'unauthenticated', user: null };
    rememberUser(next.user);
    return next;
  } catch (error) {
    const answered = error instanceof ApiRequestError && ![502, 503, 504].includes(error.status);
    const user = answered ? null : rememberedUser();
    return user ? { status: 'authenticated', user } : { status: 'unauthenticated', user: null };
  }
}

/**
 * Signing out on a browser that receives this account's pushes (settings → notifications) ends
 * them, on the server and in the browser, so that the next person at this computer does not see
 * them. Best effort: sign-out goes on whatever happens here. Inline, not through lib/web-push, so
 * that the first screen's code does not grow.
 */
async function forgetPushSubscription(): Promise<void> {
  try {
    if (typeof navigator === 'undefined' || !navigator.serviceWorker) return;
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    if (!subscription) return;
    await apiRequest('DELETE', '/api/notifications/push/subscriptions', { endpoint: subscription.endpoint });
    await subscription.unsubscribe();
  } catch {
    // Spec §8: logout errors are swallowed; so are these.
  }
}

export function AuthProvider({ children, initial }: { children: ReactNode; initial?: AuthState }) {
  const [state, setState] = useState<AuthState>(initial ?? { status: 'unknown', user: null });
  const rereadTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const readStatus = useCallback(async () => setState(await fetchAuthState()), []);

  // The status check runs once at start.
  useEffect(() => {
    let cancelled = false;
    if (!initial) void fetchAuthState().then((next) => !cancelled && setState(next));
    return () => {
      cancelled = true;
      if (rereadTimer.current) clearTimeout(rereadTimer.current);
    };
  }, [initial]);

  const signedIn = useCallback((user: User) => {
    clearCsrfToken();
    rememberUser(user);
    setState({ status: 'authenticated', user });
  }, []);

  const signedOut = useCallback(() => {
    clearCsrfToken();
    rememberUser(null);
    signedOutListeners.forEach((listener) => listener());
    setState({ status: 'unauthenticated', user: null });
  }, []);

  const login = useCallback(
    async (input: LoginInput) => {
      try {
        let result: { user: User };
        try {
          // Spec §7: dev-login is tried first; the real login is the fallback.
          result = await apiRequest<{ user: User }>('POST', '/api/auth/dev-login', input);
        } catch {
          result = await apiRequest<{ user: User }>('POST', '/api/auth/login', input);
        }
        signedIn(result.user);
        return result.user;
      } catch (error) {
        console.error('Login failed', error);
        throw error;
      }
    },
    [signedIn],
  );

  const register = useCallback(
    async (form: RegisterForm & { referralCode?: string }) => {
      try {
        const result = await apiRequest<unknown>('POST', '/api/auth/register', registrationPayload(form));
        if (!hasUserWithId(result)) throw new Error(AUTH_MESSAGES.registrationInvalidUser);
        signedIn(result.user);
        return result.user;
      } catch (error) {
        console.error('Registration failed', error);
        throw error;
      }
    },
    [signedIn],
  );

  const logout = useCallback(async () => {
    // While still signed in: this browser stops receiving the account's pushes.
    await forgetPushSubscription();
    try {
      await apiRequest('POST', '/api/auth/logout');
    } catch {
      // Spec §8: logout errors are swallowed; the local state is cleared regardless.
    }
    signedOut();
  }, [signedOut]);

  const deleteAccount = useCallback(async () => {
    await apiRequest('DELETE', '/api/user/account');
    signedOut();
  }, [signedOut]);

  const updateUser = useCallback(
    (fields: Partial<User>) => {
      setState((prev) =>
        prev.status === 'authenticated' ? { ...prev, user: { ...prev.user, ...fields } } : prev,
      );
      if (rereadTimer.current) clearTimeout(rereadTimer.current);
      rereadTimer.current = setTimeout(() => void readStatus(), STATUS_REREAD_DELAY_MS);
    },
    [readStatus],
  );

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, login, register, logout, deleteAccount, updateUser, refresh: readStatus }),
    [state, login, register, logout, deleteAccount, updateUser, readStatus],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
