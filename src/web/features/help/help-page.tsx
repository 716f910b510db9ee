import { ChevronDown, LifeBuoy, Mail, SearchX } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';

export type FaqEntry = { id: string; question: string; answer: string };

/** Lower case without accents, so "francais" finds "Français". */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** Entries whose question or answer holds every word of the query, questions that match first. */
export function filterFaq(entries: readonly FaqEntry[], query: string): FaqEntry[] {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  const scored = entries
    .map((entry) => {
      const question = normalize(entry.question);
      const text = `${question} ${normalize(entry.answer)}`;
      if (!words.every((word) => text.includes(word))) return null;
      return { entry, inQuestion: words.every((word) => question.includes(word)) };
    })
    .filter((item) => item !== null);
  return [...scored.filter((s) => s.inQuestion), ...scored.filter((s) => !s.inQuestion)].map((s) => s.entry);
}

/** The FAQ in the reader's language, in the order the locale file lists it. */
export function useFaq(): FaqEntry[] {
  const { t } = useTranslation('help');
  const items = t('faq.items', { returnObjects: true }) as unknown;
  if (!items || typeof items !== 'object') return [];
  return Object.entries(items as Record<string, { question?: unknown; answer?: unknown }>).map(
    ([id, item]) => ({ id, question: String(item.question ?? ''), answer: String(item.answer ?? '') }),
  );
}

/** /help: answers to the common questions, filtered as you type (?q=), and who to ask otherwise. */
export function HelpPage() {
  const { t } = useTranslation('help');
  const searchId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('q') ?? '';
  const faq = useFaq();
  const shown = filterFaq(faq, query);

  const handleQuery = (value: string) => setSearchParams(value ? { q: value } : {}, { replace: true });

  const mailto = `mailto:?subject=${encodeURIComponent(t('contact.subject'))}`;

  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-sm text-muted-foreground">{t('description')}</p>
      </header>

      <section aria-labelledby={`${searchId}-faq`} className="grid gap-4">
        <h2 id={`${searchId}-faq`} className="text-lg font-semibold">
          {t('faq.heading')}
        </h2>
        <div className="grid gap-2">
          <Label htmlFor={searchId}>{t('faq.searchLabel')}</Label>
          <Input
            id={searchId}
            type="search"
            autoComplete="off"
            maxLength={200}
            placeholder={t('faq.searchPlaceholder')}
            value={query}
            onChange={(event) => handleQuery(event.target.value)}
          />
        </div>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {query.trim()
            ? t('faq.matchCount', { count: shown.length })
            : t('faq.totalCount', { count: faq.length })}
        </p>
        {shown.length === 0 ? (
          <EmptyState
            icon={SearchX}
            headingLevel={3}
            title={t('faq.noMatchTitle', { query: query.trim() })}
            description={t('faq.noMatchDescription')}
            action={
              <Button variant="outline" onClick={() => handleQuery('')}>
                {t('faq.clear')}
              </Button>
            }
          />
        ) : (
          <ul className="grid gap-2" aria-labelledby={`${searchId}-faq`}>
            {shown.map((entry) => (
              <li key={entry.id} id={`faq-${entry.id}`}>
                <details
                  className="group rounded-lg border border-border bg-card"
                  open={shown.length === 1 ? true : undefined}
                >
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-4 py-3 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
                    <span className="text-start">{entry.question}</span>
                    <ChevronDown
                      className="size-4 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                      aria-hidden="true"
                    />
                  </summary>
                  <p className="px-4 pb-4 text-sm whitespace-pre-line text-muted-foreground">
                    {entry.answer}
                  </p>
                </details>
              </li>
            ))}
          </ul>
        )}
      </section>

      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2">
            <LifeBuoy className="size-5 text-primary-ink" aria-hidden="true" />
            {t('contact.title')}
          </CardTitle>
          <CardDescription>{t('contact.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid justify-items-start gap-3">
          <p className="text-sm">{t('contact.include')}</p>
          <Button variant="outline" asChild>
            <a href={mailto}>
              <Mail aria-hidden="true" />
              {t('contact.write')}
            </a>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
