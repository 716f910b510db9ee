import { Keyboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

export type ScanTipsProps = {
  /** Moves to the typed-number field: the way out that always works. */
  onTypeInstead?: () => void;
};

/** What helps when nothing is read: closer, steadier, more light, the code filling the frame. */
export function ScanTips({ onTypeInstead }: ScanTipsProps) {
  const { t } = useTranslation('scanner');
  return (
    <div className="grid gap-2 text-sm">
      <p className="font-medium">{t('tips.heading')}</p>
      <ul className="list-disc space-y-1 ps-5 text-muted-foreground">
        <li>{t('tips.closer')}</li>
        <li>{t('tips.steady')}</li>
        <li>{t('tips.light')}</li>
        <li>{t('tips.fill')}</li>
      </ul>
      {onTypeInstead && (
        <Button variant="outline" className="w-fit" onClick={onTypeInstead}>
          <Keyboard aria-hidden="true" />
          {t('tips.typeInstead')}
        </Button>
      )}
    </div>
  );
}
