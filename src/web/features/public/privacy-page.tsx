import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PolicySection, PublicLayout, paragraphsOf } from './public-layout';

const SECTIONS = [
  'whoWeAre',
  'whatWeStore',
  'why',
  'cookies',
  'analytics',
  'otherServices',
  'retention',
  'yourRights',
  'security',
  'children',
  'changes',
  'contact',
] as const;

export function PrivacyPage() {
  const { t } = useTranslation('public');
  return (
    <PublicLayout title={t('privacy.title')} subtitle={t('privacy.updated')}>
      <p className="flex items-start gap-3 rounded-lg border border-border bg-secondary p-4 text-secondary-foreground">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary-ink" aria-hidden="true" />
        <span className="font-medium">{t('privacy.footnote')}</span>
      </p>
      {SECTIONS.map((id) => (
        <PolicySection
          key={id}
          id={`privacy-${id}`}
          title={t(`privacy.sections.${id}.title`)}
          paragraphs={paragraphsOf(t(`privacy.sections.${id}.paragraphs`, { returnObjects: true }))}
        />
      ))}
    </PublicLayout>
  );
}
