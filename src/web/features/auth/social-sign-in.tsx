import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthProvider } from '@shared/contracts/auth';
import { buttonVariants } from '../../components/ui/button';
import { cn } from '../../components/ui/utils';
import { providersQueryOptions } from './auth-api';

/** Brand names stay as the brands write them, in every language. */
export const PROVIDER_NAMES: Record<AuthProvider, string> = {
  google: 'Google',
  github: 'GitHub',
  facebook: 'Facebook',
  apple: 'Apple',
  microsoft: 'Microsoft',
  linkedin: 'LinkedIn',
};

export function socialSignInUrl(provider: AuthProvider, redirect: string): string {
  return `/api/auth/${provider}?${new URLSearchParams({ redirect })}`;
}

/**
 * False until the browser has painted the page and has a moment to spare (at most a second
 * later). The provider list, and the schemas that check it, are asked for then: the buttons sit
 * under the form and must not hold up its first paint.
 */
function useAfterFirstPaint(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      if (typeof requestIdleCallback === 'function') {
        idle = requestIdleCallback(() => setSettled(true), { timeout: 1000 });
      } else {
        timer = setTimeout(() => setSettled(true), 1);
      }
    });
    return () => {
      cancelAnimationFrame(frame);
      if (idle !== undefined) cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, []);
  return settled;
}

/**
 * Spec §2: buttons under 'OR CONTINUE WITH', only for the providers the server lists. Each is a
 * plain link because sign-in with a provider is a full-page navigation, not a fetch.
 */
export function SocialSignIn({ redirect }: { redirect: string }) {
  const { t } = useTranslation('auth');
  const settled = useAfterFirstPaint();
  const { data: providers } = useQuery({ ...providersQueryOptions(), enabled: settled });
  if (!providers || providers.length === 0) return null;
  return (
    <section aria-labelledby="social-sign-in-heading" className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
        <h2
          id="social-sign-in-heading"
          className="text-xs font-medium tracking-wide text-muted-foreground uppercase"
        >
          {t('social.heading')}
        </h2>
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
      </div>
      <ul className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2">
        {providers.map((provider) => (
          <li key={provider}>
            <a
              href={socialSignInUrl(provider, redirect)}
              aria-label={t('social.continueWith', { provider: PROVIDER_NAMES[provider] })}
              className={cn(buttonVariants({ variant: 'outline' }), 'w-full')}
            >
              {PROVIDER_NAMES[provider]}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
