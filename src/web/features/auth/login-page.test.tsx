import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  advance,
  createTestI18n,
  deferred,
  renderPage,
  settle,
  signedIn,
  testUser,
} from '../../../../tests/web';
import type { AuthState } from '../../lib/auth';
import { clearCsrfToken } from '../../lib/csrf';
import {
  csrfRoute,
  installFakeNetwork,
  type FakeRequest,
  type FakeResponse,
  type Handler,
} from '../../lib/test-network';
import { clearToasts } from '../../lib/toast-store';
import { USERNAME_CHECK_DEBOUNCE_MS } from '../../lib/use-username-availability';
import type { TurnstileApi } from './turnstile-widget';
import { loadAuthValidation } from './lazy-validation';
import { LOGIN_REDIRECT_DELAY_MS, LoginPage, REGISTER_REDIRECT_DELAY_MS } from './login-page';

const OFF = { body: { mode: 'off' } };

/** The server as the login page sees it; each test overrides what it is about. */
function network(routes: Record<string, Handler> = {}) {
  return installFakeNetwork({
    ...csrfRoute,
    'GET /api/auth/providers': () => ({ body: { providers: [] } }),
    'GET /api/auth/human-verification': () => OFF,
    'GET /api/username/suggestions': () => ({ body: { suggestions: [] } }),
    'GET /api/username/check': () => ({ body: { available: true } }),
    ...routes,
  });
}

function requestsTo(requests: FakeRequest[], method: string, path: string) {
  return requests.filter((r) => r.method === method && r.url.split('?')[0] === path);
}

// fireEvent, not user-event: user-event waits on real timers between steps, and these tests keep
// the clock fake so that the 500 ms, 1000 ms and 1500 ms waits are exact.
function type(element: HTMLElement, value: string) {
  fireEvent.change(element, { target: { value } });
}
function click(element: HTMLElement) {
  fireEvent.click(element);
}
/** Radix tabs switch on mouse down (and on focus with the keyboard). */
function chooseTab(name: string) {
  fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 });
}

async function openPage(path = '/login', auth?: AuthState) {
  const page = renderPage(<LoginPage />, { path, auth });
  await settle();
  return page;
}

function fillRegisterForm(values: Partial<Record<string, string>> = {}) {
  const v = {
    firstName: 'Ana',
    lastName: 'Diaz',
    email: 'ana@example.com',
    username: 'ana_cooks',
    password: 'correct horse',
    ...values,
  };
  type(screen.getByLabelText(/^first name/i), v.firstName);
  type(screen.getByLabelText(/^last name/i), v.lastName);
  type(screen.getByLabelText(/^email/i), v.email);
  type(screen.getByLabelText(/^username/i), v.username);
  type(screen.getByLabelText(/^password/i), v.password);
}

beforeAll(async () => {
  // The register form and the forms' rules are lazy chunks. A first import compiles the module,
  // which takes real time that the fake clock cannot move on; once in the module cache, the
  // page's own imports of them settle within settle().
  await Promise.all([import('./register-form'), loadAuthValidation()]);
  // jsdom has no pointer capture; Radix asks for it on pointer events.
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
});

beforeEach(() => {
  vi.useFakeTimers();
  clearCsrfToken();
});

afterEach(() => {
  act(() => clearToasts());
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete window.turnstile;
});

describe('tabs bound to ?tab', () => {
  test('the login tab is the default', async () => {
    network();
    await openPage('/login');
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  test('?tab=register opens the register tab', async () => {
    network();
    await openPage('/login?tab=register');
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
  });

  test('switching tabs updates the address and keeps the other query values', async () => {
    network();
    const page = await openPage('/login?redirect=%2Fpantry&ref=FRIEND1');
    chooseTab('Register');
    await settle();
    expect(page.currentUrl()).toBe('/login?redirect=%2Fpantry&ref=FRIEND1&tab=register');
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    chooseTab('Login');
    await settle();
    expect(page.currentUrl()).toBe('/login?redirect=%2Fpantry&ref=FRIEND1&tab=login');
  });

  test('a signed-in visitor is sent to /dashboard', async () => {
    network();
    const page = await openPage('/login', signedIn);
    expect(page.currentUrl()).toBe('/dashboard');
  });
});

describe('password toggles', () => {
  test('the login form shows and hides its password with a named toggle', async () => {
    network();
    await openPage('/login');
    const password = screen.getByLabelText(/^password/i);
    expect(password).toHaveAttribute('type', 'password');
    click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  test('the register form has its own toggle', async () => {
    network();
    await openPage('/login?tab=register');
    const password = screen.getByLabelText(/^password/i);
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-controls', password.id);
    click(toggle);
    expect(password).toHaveAttribute('type', 'text');
  });
});

describe('social sign-in', () => {
  /** The list is asked for just after the page's first paint: a frame (16 ms) and a tick later. */
  async function afterFirstPaint() {
    await advance(50);
    await settle();
  }

  test('the provider list is asked for once the page has painted, not before', async () => {
    const net = network({ 'GET /api/auth/providers': () => ({ body: { providers: ['google'] } }) });
    await openPage('/login');
    expect(screen.getByRole('heading', { name: 'Welcome to Larder' })).toBeInTheDocument();
    expect(requestsTo(net.requests, 'GET', '/api/auth/providers')).toHaveLength(0);
    await afterFirstPaint();
    expect(requestsTo(net.requests, 'GET', '/api/auth/providers')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  test('no providers listed: no heading and no buttons', async () => {
    network();
    await openPage('/login');
    await afterFirstPaint();
    expect(screen.queryByText('OR CONTINUE WITH')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /continue with/i })).not.toBeInTheDocument();
  });

  test('only the listed providers get a button, which navigates to /api/auth/{provider} with the safe redirect', async () => {
    network({ 'GET /api/auth/providers': () => ({ body: { providers: ['google', 'github'] } }) });
    await openPage('/login?redirect=%2Fpantry%3Fview%3Dlist');
    await afterFirstPaint();
    expect(screen.getByRole('heading', { name: 'OR CONTINUE WITH' })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /continue with/i });
    expect(links.map((link) => link.textContent)).toEqual(['Google', 'GitHub']);
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/auth/google?redirect=%2Fpantry%3Fview%3Dlist',
    );
  });

  test('an unsafe redirect becomes /dashboard', async () => {
    network({ 'GET /api/auth/providers': () => ({ body: { providers: ['apple'] } }) });
    await openPage('/login?redirect=%2F%2Fevil.example');
    await afterFirstPaint();
    expect(screen.getByRole('link', { name: 'Continue with Apple' })).toHaveAttribute(
      'href',
      '/api/auth/apple?redirect=%2Fdashboard',
    );
  });

  test('a failed provider list is asked once, without retry, and shows no buttons', async () => {
    const net = network({ 'GET /api/auth/providers': () => ({ status: 500 }) });
    await openPage('/login');
    await advance(10_000);
    expect(requestsTo(net.requests, 'GET', '/api/auth/providers')).toHaveLength(1);
    expect(screen.queryByText('OR CONTINUE WITH')).not.toBeInTheDocument();
  });
});

describe('username availability indicator', () => {
  const status = () => document.getElementById('register-username-status')!;

  test('stays hidden and asks nothing below 8 characters', async () => {
    const net = network();
    await openPage('/login?tab=register');
    type(screen.getByLabelText(/^username/i), 'ana_coo');
    await advance(2000);
    expect(requestsTo(net.requests, 'GET', '/api/username/check')).toHaveLength(0);
    expect(status()).toHaveTextContent('');
  });

  test('asks once, 500 ms after the last keystroke, and shows Checking... then available', async () => {
    const answer = deferred<FakeResponse>();
    const net = network({ 'GET /api/username/check': () => answer.promise });
    await openPage('/login?tab=register');
    type(screen.getByLabelText(/^username/i), 'ana_cooks');
    await advance(USERNAME_CHECK_DEBOUNCE_MS - 1);
    expect(requestsTo(net.requests, 'GET', '/api/username/check')).toHaveLength(0);
    await advance(1);
    const checks = requestsTo(net.requests, 'GET', '/api/username/check');
    expect(checks.map((r) => r.url)).toEqual(['/api/username/check?username=ana_cooks']);
    expect(status()).toHaveTextContent('Checking...');
    answer.resolve({ body: { available: true } });
    await settle();
    expect(status()).toHaveTextContent('✓ Username is available');
  });

  test('says when the username is taken', async () => {
    network({ 'GET /api/username/check': () => ({ body: { available: false } }) });
    await openPage('/login?tab=register');
    type(screen.getByLabelText(/^username/i), 'taken_name');
    await advance(USERNAME_CHECK_DEBOUNCE_MS);
    await settle();
    expect(status()).toHaveTextContent('× Username is already taken');
  });

  test('a failed check is logged and shows nothing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    network({ 'GET /api/username/check': () => ({ status: 500 }) });
    await openPage('/login?tab=register');
    type(screen.getByLabelText(/^username/i), 'ana_cooks');
    await advance(USERNAME_CHECK_DEBOUNCE_MS);
    await settle();
    expect(status()).toHaveTextContent('');
    expect(logged).toHaveBeenCalledWith('Username availability check failed', expect.anything());
  });
});

describe('username suggestion', () => {
  test('switching to an empty register tab fills one suggestion, sending the email typed on the login tab', async () => {
    const net = network({
      'GET /api/username/suggestions': () => ({ body: { suggestions: ['ana_kitchen'] } }),
    });
    await openPage('/login');
    type(screen.getByLabelText(/^email/i), 'ana@example.com');
    chooseTab('Register');
    await settle();
    expect(requestsTo(net.requests, 'GET', '/api/username/suggestions').map((r) => r.url)).toEqual([
      '/api/username/suggestions?count=1&email=ana%40example.com',
    ]);
    expect(screen.getByLabelText(/^username/i)).toHaveValue('ana_kitchen');
    expect(screen.getByLabelText(/^email/i)).toHaveValue('ana@example.com');
  });

  test('without an email-like value only the count is sent', async () => {
    const net = network({
      'GET /api/username/suggestions': () => ({ body: { suggestions: ['kitchen_fan'] } }),
    });
    await openPage('/login');
    type(screen.getByLabelText(/^email/i), 'ana');
    chooseTab('Register');
    await settle();
    expect(requestsTo(net.requests, 'GET', '/api/username/suggestions').map((r) => r.url)).toEqual([
      '/api/username/suggestions?count=1',
    ]);
  });

  test('a filled username is kept, and the button fetches another suggestion', async () => {
    let n = 0;
    const net = network({
      'GET /api/username/suggestions': () => ({ body: { suggestions: [`suggested_${++n}`] } }),
    });
    await openPage('/login?tab=register');
    expect(screen.getByLabelText(/^username/i)).toHaveValue('suggested_1');
    chooseTab('Login');
    chooseTab('Register');
    await settle();
    expect(requestsTo(net.requests, 'GET', '/api/username/suggestions')).toHaveLength(1);
    click(screen.getByRole('button', { name: 'Suggest another username' }));
    await settle();
    expect(screen.getByLabelText(/^username/i)).toHaveValue('suggested_2');
  });

  test('a failed suggestion is only logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    network({ 'GET /api/username/suggestions': () => ({ status: 500 }) });
    await openPage('/login?tab=register');
    expect(screen.getByLabelText(/^username/i)).toHaveValue('');
    expect(logged).toHaveBeenCalledWith('Username suggestion failed', expect.anything());
  });
});

describe('login', () => {
  function submitLogin(email = 'ana@example.com', password = 'secret-pass') {
    type(screen.getByLabelText(/^email/i), email);
    type(screen.getByLabelText(/^password/i), password);
    click(screen.getByRole('button', { name: 'Login' }));
  }

  test('reads Logging in... while the request runs', async () => {
    const answer = deferred<FakeResponse>();
    network({
      'POST /api/auth/dev-login': () => ({ status: 404 }),
      'POST /api/auth/login': () => answer.promise,
    });
    await openPage('/login');
    submitLogin();
    await settle();
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    answer.resolve({ body: { user: testUser } });
    await settle();
  });

  test('success: toast, a 1000 ms wait, then the safe redirect', async () => {
    const net = network({
      'POST /api/auth/dev-login': () => ({ status: 404 }),
      'POST /api/auth/login': () => ({ body: { user: testUser } }),
    });
    const page = await openPage('/login?redirect=%2Frecipes%2F42%3Fservings%3D2');
    submitLogin();
    await settle();
    expect(requestsTo(net.requests, 'POST', '/api/auth/login')[0]?.body).toEqual({
      email: 'ana@example.com',
      password: 'secret-pass',
    });
    expect(screen.getByText('Login successful!')).toBeInTheDocument();
    expect(screen.getByText('Redirecting to dashboard...')).toBeInTheDocument();
    await advance(LOGIN_REDIRECT_DELAY_MS - 50);
    expect(page.currentUrl()).toBe('/login?redirect=%2Frecipes%2F42%3Fservings%3D2');
    await advance(50);
    expect(page.currentUrl()).toBe('/recipes/42?servings=2');
  });

  test('an unsafe redirect is ignored in favour of /dashboard', async () => {
    network({ 'POST /api/auth/dev-login': () => ({ body: { user: testUser } }) });
    const page = await openPage('/login?redirect=https%3A%2F%2Fevil.example%2F');
    submitLogin();
    await advance(LOGIN_REDIRECT_DELAY_MS);
    await settle();
    expect(page.currentUrl()).toBe('/dashboard');
  });

  test('failure: destructive toast with the server text, and tab=login in the address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    network({
      'POST /api/auth/dev-login': () => ({ status: 404 }),
      'POST /api/auth/login': () => ({
        status: 401,
        body: { error: 'Invalid email or password. Please try again.', code: 'INVALID_CREDENTIALS' },
      }),
    });
    const page = await openPage('/login?redirect=%2Fpantry');
    submitLogin();
    await settle();
    expect(screen.getByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password. Please try again.')).toBeInTheDocument();
    expect(page.currentUrl()).toBe('/login?redirect=%2Fpantry&tab=login');
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  test('failure with the server text of the server, whatever it says', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    network({
      'POST /api/auth/dev-login': () => ({ status: 404 }),
      'POST /api/auth/login': () => ({
        status: 429,
        body: { error: 'Too many requests. Please wait and try again.', code: 'RATE_LIMITED' },
      }),
    });
    await openPage('/login');
    submitLogin();
    await settle();
    expect(screen.getByText('Too many requests. Please wait and try again.')).toBeInTheDocument();
  });

  test('failure without a server text uses the fallback description', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    network({
      'POST /api/auth/dev-login': () => ({ status: 404 }),
      'POST /api/auth/login': () => ({ status: 502, body: '<html>Bad gateway</html>' }),
    });
    await openPage('/login');
    submitLogin();
    await settle();
    expect(screen.getByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password. Please try again.')).toBeInTheDocument();
  });

  test('403 Already authenticated goes to /dashboard without a failure toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const already = () => ({
      status: 403,
      body: { error: 'Already authenticated', code: 'ALREADY_AUTHENTICATED' },
    });
    network({ 'POST /api/auth/dev-login': already, 'POST /api/auth/login': already });
    const page = await openPage('/login');
    submitLogin();
    await settle();
    expect(page.currentUrl()).toBe('/dashboard');
    expect(screen.queryByText('Login failed')).not.toBeInTheDocument();
  });
});

describe('registration', () => {
  function agreeAndSubmit() {
    click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    click(screen.getByRole('button', { name: 'Create Account' }));
  }

  test('sends the spec payload with the referral code, reads Creating account..., then waits 1500 ms for /dashboard', async () => {
    const answer = deferred<FakeResponse>();
    const net = network({ 'POST /api/auth/register': () => answer.promise });
    const page = await openPage('/login?tab=register&ref=FRIEND1');
    fillRegisterForm();
    agreeAndSubmit();
    await settle();
    expect(screen.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    expect(requestsTo(net.requests, 'POST', '/api/auth/register')[0]?.body).toEqual({
      firstName: 'Ana',
      lastName: 'Diaz',
      email: 'ana@example.com',
      username: 'ana_cooks',
      password: 'correct horse',
      agreeToTerms: true,
      turnstileToken: 'off',
      name: 'Ana Diaz',
      'cf-turnstile-response': 'off',
      referralCode: 'FRIEND1',
    });
    answer.resolve({ status: 201, body: { user: testUser } });
    await settle();
    expect(screen.getByText('Registration successful!')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your 7-day free trial has started! Explore all features now. Redirecting to dashboard...',
      ),
    ).toBeInTheDocument();
    await advance(REGISTER_REDIRECT_DELAY_MS - 50);
    expect(page.currentUrl()).toBe('/login?tab=register&ref=FRIEND1');
    expect(screen.getByRole('button', { name: 'Creating account...' })).toBeInTheDocument();
    await advance(50);
    expect(page.currentUrl()).toBe('/dashboard');
  });

  test('failure: toast with the server text, the form stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    network({
      'POST /api/auth/register': () => ({
        status: 409,
        body: { error: 'An account with this email already exists.', code: 'EMAIL_TAKEN' },
      }),
    });
    const page = await openPage('/login?tab=register');
    fillRegisterForm();
    agreeAndSubmit();
    await settle();
    expect(screen.getByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText('An account with this email already exists.')).toBeInTheDocument();
    expect(page.currentUrl()).toBe('/login?tab=register');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  test('failure without a server text uses the fallback', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    network({ 'POST /api/auth/register': () => ({ status: 500, body: 'oops' }) });
    await openPage('/login?tab=register');
    fillRegisterForm();
    agreeAndSubmit();
    await settle();
    expect(screen.getByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });

  test('a success without a user id is reported as invalid user data', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    network({ 'POST /api/auth/register': () => ({ status: 201, body: { user: {} } }) });
    const page = await openPage('/login?tab=register');
    fillRegisterForm();
    agreeAndSubmit();
    await settle();
    expect(
      screen.getByText('Registration succeeded but user data is invalid. Please contact support.'),
    ).toBeInTheDocument();
    await advance(REGISTER_REDIRECT_DELAY_MS);
    expect(page.currentUrl()).toBe('/login?tab=register');
  });

  test('403 Already authenticated goes to /dashboard', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    network({
      'POST /api/auth/register': () => ({
        status: 403,
        body: { error: 'Already authenticated', code: 'ALREADY_AUTHENTICATED' },
      }),
    });
    const page = await openPage('/login?tab=register');
    fillRegisterForm();
    agreeAndSubmit();
    await settle();
    expect(page.currentUrl()).toBe('/dashboard');
    expect(screen.queryByText('Registration failed')).not.toBeInTheDocument();
  });

  test('shows the username hint', async () => {
    network();
    await openPage('/login?tab=register');
    expect(screen.getByLabelText(/^username/i)).toHaveAccessibleDescription(
      expect.stringContaining('8-30 characters, letters, numbers, underscores and hyphens only.'),
    );
  });

  test('the agreement links open the Terms of Service and the Privacy Policy', async () => {
    network();
    await openPage('/login?tab=register');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });
});

describe('validation messages (spec §5)', () => {
  const alerts = () => Array.from(document.querySelectorAll('[id$="-error"]')).map((el) => el.textContent);

  test('login: email and password are required', async () => {
    const net = network();
    await openPage('/login');
    click(screen.getByRole('button', { name: 'Login' }));
    await settle();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^email/i)).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(net.requests, 'POST', '/api/auth/dev-login')).toHaveLength(0);
  });

  test('register: required names, valid email, password length, terms', async () => {
    network();
    await openPage('/login?tab=register');
    fillRegisterForm({ firstName: '', lastName: '', email: 'not-an-email', password: 'short' });
    click(screen.getByRole('button', { name: 'Create Account' }));
    await settle();
    expect(alerts()).toEqual(
      expect.arrayContaining([
        'First name is required',
        'Last name is required',
        'Please enter a valid email',
        'Password must be at least 8 characters',
        'You must agree to the Terms of Service and Privacy Policy',
      ]),
    );
  });

  test.each([
    ['ana', 'Username must be at least 8 characters'],
    ['a'.repeat(31), 'Username cannot exceed 30 characters'],
    ['ana$cooks', 'Username can only contain letters, numbers, underscores, and hyphens'],
    ['ana cooks', 'Username cannot contain spaces'],
  ])('register: username %j gives %j', async (username, message) => {
    network();
    await openPage('/login?tab=register');
    fillRegisterForm({ username });
    click(screen.getByRole('button', { name: 'Create Account' }));
    await settle();
    expect(document.getElementById('register-username-error')).toHaveTextContent(message);
  });

  test('messages are shown in the interface language', async () => {
    network();
    renderPage(<LoginPage />, { path: '/login', i18n: createTestI18n({ language: 'es' }) });
    await settle();
    click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await settle();
    expect(screen.getByText('El correo electrónico es obligatorio')).toBeInTheDocument();
  });
});

describe('sign-in throttling', () => {
  function submitLogin() {
    type(screen.getByLabelText(/^email/i), 'ana@example.com');
    type(screen.getByLabelText(/^password/i), 'secret-pass');
    click(screen.getByRole('button', { name: 'Login' }));
  }

  test('asked for the human check, the form shows it for action login and signs in once it is passed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const rendered: Parameters<TurnstileApi['render']>[1][] = [];
    window.turnstile = {
      render: (_container, options) => {
        rendered.push(options);
        return 'widget-1';
      },
      remove: () => {},
      reset: () => {},
      getResponse: () => undefined,
    };
    const net = network({
      'GET /api/auth/human-verification': () => ({ body: { mode: 'turnstile', siteKey: 'site-key-1' } }),
      'POST /api/auth/dev-login': () => ({ status: 404 }),
      'POST /api/auth/login': (request) =>
        (request.body as { turnstileToken?: string }).turnstileToken === 'turnstile-login'
          ? { body: { user: testUser } }
          : {
              status: 403,
              body: {
                error:
                  'There were several failed sign-ins to this account. Please confirm you are human, then sign in.',
                code: 'HUMAN_CHECK_REQUIRED',
              },
            },
    });
    const page = await openPage('/login');
    submitLogin();
    await settle();
    await settle();
    expect(
      screen.getByText(/Please confirm you are human; signing in then continues by itself/),
    ).toBeInTheDocument();
    expect(rendered).toHaveLength(1);
    expect(rendered[0]).toMatchObject({ action: 'login', sitekey: 'site-key-1' });
    expect(page.currentUrl()).toBe('/login?tab=login');

    act(() => rendered[0]!.callback('turnstile-login'));
    await settle();
    const logins = requestsTo(net.requests, 'POST', '/api/auth/login');
    expect(logins).toHaveLength(2);
    expect(logins[1]?.body).toEqual({
      email: 'ana@example.com',
      password: 'secret-pass',
      turnstileToken: 'turnstile-login',
    });
    expect(screen.getByText('Login successful!')).toBeInTheDocument();
  });

  test('too many failures from here: the screen says when to try again and counts down', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    network({
      'POST /api/auth/dev-login': () => ({ status: 404 }),
      'POST /api/auth/login': () => ({
        status: 429,
        headers: { 'retry-after': '90' },
        body: {
          error: 'Too many requests. Please wait and try again.',
          code: 'RATE_LIMITED',
          retryAfter: 90,
        },
      }),
    });
    await openPage('/login');
    submitLogin();
    await settle();
    const notice = 'Too many failed sign-ins from this device. You can try again in 2 minutes.';
    // Said in the toast and, for as long as the wait lasts, in the form's own status line.
    expect(screen.getAllByText(notice).some((el) => el.getAttribute('role') === 'status')).toBe(true);
    const button = screen.getByRole('button', { name: 'Login' });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Try again in 1:30');
    await advance(30_000);
    expect(button).toHaveTextContent('Try again in 1:00');
    await advance(60_000);
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Login' })).toHaveTextContent('Login');
  });

  test('the wait is said in the reader’s language', async () => {
    const { formatWait } = await import('./auth-api');
    // Intl puts a no-break space between number and unit in some languages.
    const wait = (seconds: number, language: string) => formatWait(seconds, language).replace(/\s/g, ' ');
    expect(wait(42, 'en')).toBe('42 seconds');
    expect(wait(90, 'es')).toBe('2 minutos');
    expect(wait(600, 'de')).toBe('10 Minuten');
    expect(wait(1, 'fr')).toBe('1 seconde');
    expect(wait(120, 'zh')).toBe('2分钟');
  });
});

describe('human verification', () => {
  beforeAll(async () => {
    // The widget's module is fetched on demand; loading it here keeps that real I/O out of the
    // fake-clock test below.
    await import('altcha');
  });

  test("mode 'off' fills the token 'off' so the form can be sent", async () => {
    const net = network({ 'POST /api/auth/register': () => ({ status: 201, body: { user: testUser } }) });
    await openPage('/login?tab=register');
    fillRegisterForm();
    click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    click(screen.getByRole('button', { name: 'Create Account' }));
    await settle();
    expect(requestsTo(net.requests, 'POST', '/api/auth/register')[0]?.body).toMatchObject({
      turnstileToken: 'off',
      'cf-turnstile-response': 'off',
    });
  });

  test("mode 'altcha': verified sets the token to the payload, expired clears it", async () => {
    const net = network({
      'GET /api/auth/human-verification': () => ({
        body: { mode: 'altcha', challengeUrl: '/api/auth/altcha-challenge' },
      }),
      'GET /api/auth/altcha-challenge': () => ({ status: 503 }),
      'POST /api/auth/register': () => ({ status: 201, body: { user: testUser } }),
    });
    await openPage('/login?tab=register');
    await settle();
    const widget = screen.getByTestId('altcha-widget');
    // React 19 hands an upgraded custom element its settings as properties.
    expect((widget as HTMLElement & { challenge?: string }).challenge).toBe('/api/auth/altcha-challenge');
    const changeState = (detail: { state: string; payload?: string }) =>
      act(() => {
        widget.dispatchEvent(new CustomEvent('statechange', { detail }));
      });

    fillRegisterForm();
    click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    changeState({ state: 'verified', payload: 'altcha-payload-1' });
    changeState({ state: 'expired' });
    click(screen.getByRole('button', { name: 'Create Account' }));
    await settle();
    expect(screen.getByText('Please complete the CAPTCHA verification')).toBeInTheDocument();
    expect(requestsTo(net.requests, 'POST', '/api/auth/register')).toHaveLength(0);

    changeState({ state: 'verified', payload: 'altcha-payload-2' });
    await settle();
    expect(screen.queryByText('Please complete the CAPTCHA verification')).not.toBeInTheDocument();
    click(screen.getByRole('button', { name: 'Create Account' }));
    await settle();
    expect(requestsTo(net.requests, 'POST', '/api/auth/register')[0]?.body).toMatchObject({
      turnstileToken: 'altcha-payload-2',
      'cf-turnstile-response': 'altcha-payload-2',
    });
  });

  test("mode 'turnstile': rendered for action register, theme auto, size normal, 8000 ms retry; callbacks set and clear the token", async () => {
    const rendered: Parameters<TurnstileApi['render']>[1][] = [];
    // Cloudflare's script is the outside world: it is replaced by a stand-in with the same API.
    window.turnstile = {
      render: (_container, options) => {
        rendered.push(options);
        return 'widget-1';
      },
      remove: () => {},
      reset: () => {},
      getResponse: () => undefined,
    };
    const net = network({
      'GET /api/auth/human-verification': () => ({ body: { mode: 'turnstile', siteKey: 'site-key-1' } }),
      'POST /api/auth/register': () => ({ status: 201, body: { user: testUser } }),
    });
    await openPage('/login?tab=register');
    await settle();
    expect(rendered).toHaveLength(1);
    expect(rendered[0]).toMatchObject({
      sitekey: 'site-key-1',
      action: 'register',
      theme: 'auto',
      size: 'normal',
      'retry-interval': 8000,
    });
    const options = rendered[0]!;
    fillRegisterForm();
    click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    act(() => options.callback('turnstile-token'));
    act(() => options['error-callback']());
    act(() => options.callback('turnstile-token-2'));
    click(screen.getByRole('button', { name: 'Create Account' }));
    await settle();
    expect(requestsTo(net.requests, 'POST', '/api/auth/register')[0]?.body).toMatchObject({
      'cf-turnstile-response': 'turnstile-token-2',
    });
  });

  test("mode 'turnstile': an expired token is cleared and the rule asks for verification again", async () => {
    const rendered: Parameters<TurnstileApi['render']>[1][] = [];
    window.turnstile = {
      render: (_container, options) => {
        rendered.push(options);
        return 'widget-1';
      },
      remove: () => {},
      reset: () => {},
      getResponse: () => undefined,
    };
    const net = network({
      'GET /api/auth/human-verification': () => ({ body: { mode: 'turnstile', siteKey: 'site-key-1' } }),
    });
    await openPage('/login?tab=register');
    await settle();
    fillRegisterForm();
    click(screen.getByRole('checkbox', { name: /I agree to the/ }));
    act(() => rendered[0]!.callback('turnstile-token'));
    act(() => rendered[0]!['expired-callback']());
    click(screen.getByRole('button', { name: 'Create Account' }));
    // The form waits up to 30 s for a token the widget may still deliver.
    await advance(30_000);
    await settle();
    expect(screen.getByText('Please complete the CAPTCHA verification')).toBeInTheDocument();
    expect(requestsTo(net.requests, 'POST', '/api/auth/register')).toHaveLength(0);
    expect(within(document.body).getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });
});
