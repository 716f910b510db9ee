import { useTranslation } from 'react-i18next';
import { PolicySection, PublicLayout, paragraphsOf } from './public-layout';

const SECTIONS = [
  'agreement',
  'account',
  'trial',
  'subscriptions',
  'acceptableUse',
  'yourContent',
  'foodSafety',
  'availability',
  'liability',
  'ending',
  'changes',
  'contact',
] as const;

export function TermsPage() {
  const { t } = useTranslation('public');
  return (
    <PublicLayout title={t('terms.title')} subtitle={t('terms.updated')}>
      {SECTIONS.map((id) => (
        <PolicySection
          key={id}
          id={`terms-${id}`}
          title={t(`terms.sections.${id}.title`)}
          paragraphs={paragraphsOf(t(`terms.sections.${id}.paragraphs`, { returnObjects: true }))}
        />
      ))}
    </PublicLayout>
  );
}
