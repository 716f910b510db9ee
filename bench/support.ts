/** What the API benches share: signing a user up over real HTTP, as a browser would. */

/** Registers a user at `base` (CSRF token first) and returns the cookie header of the session. */
export async function signUp(base: string, who: { email: string; username: string }): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, v] = pair!.split('=');
      jar.set(k!, v!);
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const csrfRes = await fetch(`${base}/api/csrf-token`);
  keep(csrfRes);
  const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'csrf-token': csrfToken, cookie: cookie() },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Mark',
      email: who.email,
      username: who.username,
      password: 'bench-password',
      agreeToTerms: true,
    }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  keep(res);
  return cookie();
}
