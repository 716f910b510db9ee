import { useTranslation } from 'react-i18next';
import { TrialCard } from './trial-card';

const DAY_MS = 24 * 60 * 60 * 1000;

/** /subscription-examples: the trial card in each of its states, with example dates. */
export function SubscriptionExamplesPage() {
  const { t } = useTranslation('subscription');
  const now = new Date();
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  const examples = [
    { key: 'started', trialEndsAt: at(7) },
    { key: 'lastDay', trialEndsAt: at(0.5) },
    { key: 'ended', trialEndsAt: at(-3) },
    { key: 'none', trialEndsAt: null },
  ] as const;
  return (
    <div className="grid gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('examples.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('examples.description')}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        {examples.map((example) => (
          <section key={example.key} aria-labelledby={`example-${example.key}`} className="grid gap-2">
            <h2 id={`example-${example.key}`} className="text-sm font-semibold text-muted-foreground">
              {t(`examples.states.${example.key}`)}
            </h2>
            <TrialCard trialEndsAt={example.trialEndsAt} now={now} headingLevel="h3" />
          </section>
        ))}
      </div>
    </div>
  );
}
