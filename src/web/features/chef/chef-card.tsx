import { Check, Loader2, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import type { ChatCard } from './chef-messages';

export type ChefCardViewProps = {
  card: ChatCard;
  /** This card is being carried out or dismissed. */
  isRunning: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A confirmation card: what the Chef would do, with Confirm and Cancel until it is decided. */
export function ChefCardView({ card, isRunning, onConfirm, onCancel }: ChefCardViewProps) {
  const { t } = useTranslation('chef');
  const summaryId = useId();
  return (
    <div
      role="group"
      aria-labelledby={summaryId}
      data-testid="chef-card"
      className="mt-2 grid gap-2 rounded-lg border border-s-4 border-s-primary bg-card p-3 text-card-foreground"
    >
      <p id={summaryId} className="text-sm font-medium">
        {card.summary}
      </p>
      {card.status === 'proposed' ? (
        <div className="flex flex-wrap gap-2" aria-busy={isRunning || undefined}>
          <Button size="sm" disabled={isRunning} onClick={onConfirm} aria-describedby={summaryId}>
            {isRunning ? (
              <Loader2 className="motion-safe:animate-spin" aria-hidden="true" />
            ) : (
              <Check aria-hidden="true" />
            )}
            {t('card.confirm')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={isRunning}
            onClick={onCancel}
            aria-describedby={summaryId}
          >
            <X aria-hidden="true" />
            {t('card.cancel')}
          </Button>
          {isRunning && (
            <span role="status" className="self-center text-xs text-muted-foreground">
              {t('card.running')}
            </span>
          )}
        </div>
      ) : (
        <p className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
          {card.status === 'done' ? (
            <>
              <Check className="size-4 text-success-ink" aria-hidden="true" />
              {t('card.done')}
            </>
          ) : (
            <>
              <X className="size-4" aria-hidden="true" />
              {t('card.dismissed')}
            </>
          )}
        </p>
      )}
    </div>
  );
}
