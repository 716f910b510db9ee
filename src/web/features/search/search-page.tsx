import { ChevronRight, CircleHelp, LayoutGrid, Search, SearchX, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'wouter';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { useAuth } from '../../lib/auth';

/** The screens a signed-in user can open, each with its title and a line on what it holds. */
export const SEARCHABLE_SCREENS = [
  { key: 'dashboard', path: '/dashboard' },
  { key: 'pantry', path: '/pantry' },
  { key: 'recipes', path: '/recipes' },
  { key: 'shoppingLists', path: '/shopping-lists' },
  { key: 'mealPlan', path: '/meal-prep-plan' },
  { key: 'favorites', path: '/favorites' },
  { key: 'appliances', path: '/kitchen-appliance' },
  { key: 'applianceSetup', path: '/appliance-onboarding' },
  { key: 'notifications', path: '/notifications' },
  { key: 'family', path: '/family' },
  { key: 'referrals', path: '/referrals' },
  { key: 'subscription', path: '/subscription' },
  { key: 'profile', path: '/profile' },
  { key: 'settings', path: '/settings' },
  { key: 'mobileFeatures', path: '/mobile-features' },
  { key: 'help', path: '/help' },
  { key: 'admin', path: '/admin', adminOnly: true },
] as const;

type Result = { id: string; title: string; detail: string; href: string; score: number };

/** Lower case without accents, so "menu" finds "Menú". */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/**
 * Every word must appear in the title or the detail; a title that holds them all ranks first, a
 * title that starts with the query before that.
 */
function score(query: string, title: string, detail: string): number | null {
  const q = normalize(query.trim());
  const words = q.split(/\s+/).filter(Boolean);
  const t = normalize(title);
  const all = `${t} ${normalize(detail)}`;
  if (words.length === 0 || !words.every((word) => all.includes(word))) return null;
  if (t.startsWith(q)) return 0;
  if (words.every((word) => t.includes(word))) return 1;
  return 2;
}

function rank(results: Result[]): Result[] {
  return results.sort((a, b) => a.score - b.score);
}

/** /search: finds the app's screens and the help answers; the query lives in ?q=. */
export function SearchPage() {
  const { t } = useTranslation('search');
  const { t: th } = useTranslation('help');
  const { user } = useAuth();
  const inputId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('q') ?? '';
  const trimmed = query.trim();

  const handleQuery = (value: string) => setSearchParams(value ? { q: value } : {}, { replace: true });

  const screens = rank(
    SEARCHABLE_SCREENS.filter((screen) => !('adminOnly' in screen) || user?.isAdmin).flatMap((screen) => {
      const title = t(`screens.${screen.key}.title`);
      const detail = t(`screens.${screen.key}.description`);
      const s = score(trimmed, title, detail);
      return s === null ? [] : [{ id: screen.key, title, detail, href: screen.path, score: s }];
    }),
  );

  const faqItems = th('faq.items', { returnObjects: true }) as unknown;
  const answers = rank(
    Object.entries(
      faqItems && typeof faqItems === 'object'
        ? (faqItems as Record<string, { question?: unknown; answer?: unknown }>)
        : {},
    ).flatMap(([id, item]) => {
      const title = String(item.question ?? '');
      const detail = String(item.answer ?? '');
      const s = score(trimmed, title, detail);
      return s === null
        ? []
        : [{ id, title, detail, href: `/help?q=${encodeURIComponent(title)}`, score: s }];
    }),
  );
  const total = screens.length + answers.length;

  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-sm text-muted-foreground">{t('description')}</p>
      </header>

      <form role="search" className="grid gap-2" onSubmit={(event) => event.preventDefault()}>
        <Label htmlFor={inputId}>{t('inputLabel')}</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={inputId}
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={200}
            className="ps-9"
            placeholder={t('placeholder')}
            value={query}
            onChange={(event) => handleQuery(event.target.value)}
          />
        </div>
      </form>

      <p className="sr-only" aria-live="polite">
        {trimmed ? t('resultCount', { count: total }) : ''}
      </p>

      {!trimmed && <EmptyState icon={Search} title={t('start.title')} description={t('start.description')} />}

      {trimmed && total === 0 && (
        <EmptyState
          icon={SearchX}
          title={t('none.title', { query: trimmed })}
          description={t('none.description')}
          action={
            <Button variant="outline" asChild>
              <Link href="/help">{t('none.help')}</Link>
            </Button>
          }
        />
      )}

      {screens.length > 0 && (
        <ResultGroup
          id={`${inputId}-screens`}
          icon={LayoutGrid}
          heading={t('groups.screens')}
          results={screens}
        />
      )}
      {answers.length > 0 && (
        <ResultGroup id={`${inputId}-help`} icon={CircleHelp} heading={t('groups.help')} results={answers} />
      )}
    </div>
  );
}

function ResultGroup({
  id,
  icon: Icon,
  heading,
  results,
}: {
  id: string;
  icon: LucideIcon;
  heading: string;
  results: Result[];
}) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
        <Icon className="size-5 text-primary-ink" aria-hidden="true" />
        {heading}
      </h2>
      <ul className="grid gap-2">
        {results.map((result) => (
          <li
            key={result.id}
            className="relative flex items-center justify-between gap-3 rounded-lg border border-border bg-card px-4 py-3 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring hover:bg-accent"
          >
            <div className="grid min-w-0 gap-0.5">
              {/* The link covers the whole row; its name is the title alone, the detail follows it. */}
              <Link
                href={result.href}
                className="font-medium break-words outline-none after:absolute after:inset-0 after:content-['']"
              >
                {result.title}
              </Link>
              <p className="line-clamp-2 text-sm text-muted-foreground">{result.detail}</p>
            </div>
            <ChevronRight className="size-4 shrink-0 rtl:rotate-180" aria-hidden="true" />
          </li>
        ))}
      </ul>
    </section>
  );
}
