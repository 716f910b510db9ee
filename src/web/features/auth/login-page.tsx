import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'wouter';
import { AUTH_MESSAGES } from '@shared/auth-messages';
import type { LoginInput, RegisterForm as RegisterFormValues } from '@shared/contracts/auth';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { LoadingIndicator } from '../../components/ui/loading-indicator';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useAuth } from '../../lib/auth';
import { DEFAULT_REDIRECT, safeRedirect } from '../../lib/redirect';
import { toast } from '../../lib/toast-store';
import {
  formatWait,
  isAlreadyAuthenticated,
  looksLikeEmail,
  needsHumanCheck,
  retryAfterSeconds,
  serverText,
  suggestUsername,
} from './auth-api';
import { AuthLayout } from './auth-layout';
import { lazyResolver, preloadAuthValidation } from './lazy-validation';
import { LoginForm } from './login-form';
import { SocialSignIn } from './social-sign-in';

// Most visits sign in: the register form (its checkbox, username check and human-verification
// widget) is fetched when the register tab is chosen or about to be, not with the login tab.
const loadRegisterForm = () => import('./register-form');
const RegisterForm = lazy(() => loadRegisterForm().then((m) => ({ default: m.RegisterForm })));
// Asked for only after several failed sign-ins to an account: not part of the login tab's download.
const HumanVerification = lazy(() =>
  import('./human-verification').then((m) => ({ default: m.HumanVerification })),
);
const preloadRegisterForm = () => {
  loadRegisterForm().catch(() => undefined);
  preloadAuthValidation();
};

/** Spec §2/§9: how long the success toast is shown before the page moves on. */
export const LOGIN_REDIRECT_DELAY_MS = 1000;
export const REGISTER_REDIRECT_DELAY_MS = 1500;

export type LoginTab = 'login' | 'register';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const LOGIN_DEFAULTS: LoginInput = { email: '', password: '' };
const REGISTER_DEFAULTS: RegisterFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  username: '',
  password: '',
  agreeToTerms: false,
  turnstileToken: '',
};

export function LoginPage() {
  const { t, i18n } = useTranslation('auth');
  const auth = useAuth();
  const [, navigate] = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const activeTab: LoginTab = searchParams.get('tab') === 'register' ? 'register' : 'login';
  const redirectTarget = safeRedirect(searchParams.get('redirect'));
  const referralCode = searchParams.get('ref')?.trim().slice(0, 64) || undefined;

  const resolvers = useMemo(
    () => ({
      login: lazyResolver<LoginInput>(i18n, (validation) => validation.loginResolver),
      register: lazyResolver<RegisterFormValues>(i18n, (validation) => validation.registerResolver),
    }),
    [i18n],
  );
  const loginForm = useForm<LoginInput>({ resolver: resolvers.login, defaultValues: LOGIN_DEFAULTS });
  const registerForm = useForm<RegisterFormValues>({
    resolver: resolvers.register,
    defaultValues: REGISTER_DEFAULTS,
  });
  const [isRegistering, setIsRegistering] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const waitForCaptchaToken = useRef<(() => Promise<string | null>) | null>(null);
  // Set while this page signs the user in, so the "already signed in" redirect does not cut the
  // success toast and its wait short.
  const signingIn = useRef(false);
  // Sign-in throttling (see the server's login-throttle.ts): the human check once the account asks
  // for it, and how long this browser must wait after too many failures from its address.
  const [loginCheckKey, setLoginCheckKey] = useState<number | null>(null);
  const loginCheckToken = useRef<string | null>(null);
  const sendWhenVerified = useRef(false);
  const [waitNotice, setWaitNotice] = useState('');
  const [secondsLeft, startWait] = useCountdown();

  useEffect(() => {
    document.title = `${activeTab === 'register' ? t('tabs.register') : t('tabs.login')} · ${t('brand')}`;
  }, [activeTab, t]);

  // Spec §2: signed-in users are redirected to /dashboard.
  useEffect(() => {
    if (auth.status === 'authenticated' && !signingIn.current) navigate(DEFAULT_REDIRECT, { replace: true });
  }, [auth.status, navigate]);

  const setTab = useCallback(
    (tab: LoginTab) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set('tab', tab);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const fetchSuggestion = useCallback(
    async (options: { onlyIfEmpty: boolean; signal?: AbortSignal }) => {
      const ownEmail = registerForm.getValues('email');
      const loginEmail = loginForm.getValues('email');
      const email = looksLikeEmail(ownEmail)
        ? ownEmail.trim()
        : looksLikeEmail(loginEmail)
          ? loginEmail.trim()
          : null;
      try {
        const suggestion = await suggestUsername(email, options.signal);
        if (!suggestion || options.signal?.aborted) return;
        if (options.onlyIfEmpty && registerForm.getValues('username')) return;
        registerForm.setValue('username', suggestion, {
          shouldDirty: true,
          shouldValidate: registerForm.formState.isSubmitted,
        });
      } catch (error) {
        if (options.signal?.aborted) return;
        // Spec §8: a failed suggestion is only logged.
        console.error('Username suggestion failed', error);
      }
    },
    [loginForm, registerForm],
  );

  // Spec §4: arriving on the register tab with an empty username fills in one suggestion.
  useEffect(() => {
    if (activeTab !== 'register' || registerForm.getValues('username')) return;
    const loginEmail = loginForm.getValues('email');
    // Someone who typed their email on the login tab and then chose to register keeps it.
    if (!registerForm.getValues('email') && looksLikeEmail(loginEmail))
      registerForm.setValue('email', loginEmail.trim());
    const controller = new AbortController();
    void fetchSuggestion({ onlyIfEmpty: true, signal: controller.signal });
    return () => controller.abort();
  }, [activeTab, fetchSuggestion, loginForm, registerForm]);

  const loginWith = async (values: LoginInput) => {
    signingIn.current = true;
    // A token is good for one attempt; a failed attempt gets a fresh check.
    const turnstileToken = loginCheckToken.current;
    loginCheckToken.current = null;
    try {
      await auth.login(turnstileToken ? { ...values, turnstileToken } : values);
    } catch (error) {
      signingIn.current = false;
      if (isAlreadyAuthenticated(error)) {
        navigate(DEFAULT_REDIRECT);
        return;
      }
      const wait = retryAfterSeconds(error);
      const notice =
        wait === null ? null : t('login.tooManyAttempts', { time: formatWait(wait, i18n.language) });
      if (wait !== null && notice) {
        setWaitNotice(notice);
        startWait(wait);
      }
      if (needsHumanCheck(error)) sendWhenVerified.current = true;
      if (needsHumanCheck(error) || loginCheckKey !== null) setLoginCheckKey((key) => (key ?? 0) + 1);
      toast({
        variant: 'destructive',
        title: t('toast.loginFailedTitle'),
        description: notice ?? serverText(error) ?? t('toast.loginFailedDescription'),
      });
      // Spec §2: a failed login shows the login tab, and the address says so.
      setTab('login');
      return;
    }
    toast({ title: t('toast.loginSuccessTitle'), description: t('toast.loginSuccessDescription') });
    await wait(LOGIN_REDIRECT_DELAY_MS);
    navigate(redirectTarget);
  };
  const handleLogin = (event: FormEvent<HTMLFormElement>) => loginForm.handleSubmit(loginWith)(event);
  // The login the check interrupted goes on by itself once the check is passed.
  const sendLogin = useRef(() => {});
  useEffect(() => {
    sendLogin.current = () => void loginForm.handleSubmit(loginWith)();
  });
  const handleLoginCheckToken = useCallback((token: string | null) => {
    loginCheckToken.current = token;
    if (!token || !sendWhenVerified.current) return;
    sendWhenVerified.current = false;
    sendLogin.current();
  }, []);

  const registerWith = async (values: RegisterFormValues) => {
    signingIn.current = true;
    try {
      await auth.register(referralCode ? { ...values, referralCode } : values);
    } catch (error) {
      signingIn.current = false;
      if (isAlreadyAuthenticated(error)) {
        navigate(DEFAULT_REDIRECT);
        return;
      }
      const description =
        serverText(error) ??
        (error instanceof Error && error.message === AUTH_MESSAGES.registrationInvalidUser
          ? t('toast.registrationInvalidUser')
          : t('toast.registerFailedDescription'));
      toast({ variant: 'destructive', title: t('toast.registerFailedTitle'), description });
      // A verification token is good for one attempt; the widget starts over for the next.
      registerForm.setValue('turnstileToken', '');
      setCaptchaKey((key) => key + 1);
      return;
    }
    toast({ title: t('toast.registerSuccessTitle'), description: t('toast.registerSuccessDescription') });
    await wait(REGISTER_REDIRECT_DELAY_MS);
    // As after a login: a visitor sent here from a protected page (an invitation link) goes back.
    navigate(redirectTarget);
  };

  const handleRegister = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsRegistering(true);
    try {
      const waitForToken = waitForCaptchaToken.current;
      if (!registerForm.getValues('turnstileToken') && waitForToken) {
        const token = await waitForToken();
        if (token) registerForm.setValue('turnstileToken', token);
      }
      await registerForm.handleSubmit(registerWith)(event);
    } finally {
      setIsRegistering(false);
    }
  };

  const handleCaptchaToken = useCallback(
    (token: string | null) =>
      registerForm.setValue('turnstileToken', token ?? '', { shouldValidate: token !== null }),
    [registerForm],
  );
  const handleWaitForCaptchaToken = useCallback((waitFn: (() => Promise<string | null>) | null) => {
    waitForCaptchaToken.current = waitFn;
  }, []);

  return (
    <AuthLayout title={t('page.title')}>
      <Tabs
        value={activeTab}
        onValueChange={(value) => setTab(value === 'register' ? 'register' : 'login')}
        // Someone who moves into a form will soon send it: its rules load meanwhile.
        onFocusCapture={preloadAuthValidation}
      >
        <TabsList aria-label={t('tabs.label')} className="grid w-full grid-cols-2">
          <TabsTrigger value="login">{t('tabs.login')}</TabsTrigger>
          <TabsTrigger value="register" onPointerEnter={preloadRegisterForm} onFocus={preloadRegisterForm}>
            {t('tabs.register')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="login">
          <Card>
            <CardHeader>
              <CardTitle as="h2">{t('login.title')}</CardTitle>
              <CardDescription>{t('login.description')}</CardDescription>
            </CardHeader>
            <CardContent>
              <LoginForm
                form={loginForm}
                onSubmit={handleLogin}
                wait={secondsLeft > 0 ? { secondsLeft, notice: waitNotice } : null}
                humanCheck={
                  loginCheckKey !== null && (
                    <Suspense fallback={<LoadingIndicator size="sm" />}>
                      <HumanVerification key={loginCheckKey} action="login" onToken={handleLoginCheckToken} />
                    </Suspense>
                  )
                }
              />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="register">
          <Card>
            <CardHeader>
              <CardTitle as="h2">{t('register.title')}</CardTitle>
              <CardDescription>{t('register.description')}</CardDescription>
            </CardHeader>
            <CardContent>
              <Suspense fallback={<LoadingIndicator className="w-full py-8" />}>
                <RegisterForm
                  form={registerForm}
                  onSubmit={handleRegister}
                  isSubmitting={isRegistering || registerForm.formState.isSubmitting}
                  onSuggestUsername={() => void fetchSuggestion({ onlyIfEmpty: false })}
                  onCaptchaToken={handleCaptchaToken}
                  onWaitForCaptchaToken={handleWaitForCaptchaToken}
                  captchaKey={captchaKey}
                />
              </Suspense>
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
      <SocialSignIn redirect={redirectTarget} />
    </AuthLayout>
  );
}

/** A countdown in whole seconds: `start(n)` sets it going; it ticks each second down to 0. */
function useCountdown(): [secondsLeft: number, start: (seconds: number) => void] {
  const [until, setUntil] = useState<number | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const start = useCallback((seconds: number) => {
    setUntil(Date.now() + seconds * 1000);
    setSecondsLeft(seconds);
  }, []);
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return [secondsLeft, start];
}
