import { useTranslation } from 'react-i18next';

/** The loading screen's own classes: it covers the whole viewport. */
export const COOKPOT_SCREEN_CLASSES =
  'fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 bg-background p-6 text-foreground';

export type CookpotScreenProps = {
  /** Defaults to common "Prepping the Kitchen". */
  message?: string;
  /** The outer element's classes, used as given. */
  className?: string;
};

// Each wisp starts at a different moment so the steam looks continuous.
const STEAM_DELAYS = ['0s', '0.8s', '1.6s'];

/**
 * The full-screen loading screen (spec §2): a cook pot with rising steam and a wobbling lid.
 * Pure SVG and CSS; with reduced motion the pot stands still. The app's own loading fallbacks
 * use it as it is, so the first download needs no class-merging library; CookpotLoader is the
 * same screen taking extra classes.
 */
export function CookpotScreen({ message, className = COOKPOT_SCREEN_CLASSES }: CookpotScreenProps) {
  const { t } = useTranslation('common');
  const text = message ?? t('status.preppingKitchen');
  return (
    <div role="status" aria-live="polite" data-slot="cookpot-loader" className={className}>
      <svg
        viewBox="0 0 120 110"
        className="h-auto w-32 text-primary-ink sm:w-40"
        aria-hidden="true"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <g className="text-muted-foreground">
          {STEAM_DELAYS.map((delay, index) => (
            <path
              key={delay}
              data-part="steam"
              d={`M${44 + index * 16} 34 c -6 -6 6 -10 0 -16 c -6 -6 6 -10 0 -16`}
              className="origin-bottom animate-steam opacity-70 [transform-box:fill-box] motion-reduce:animate-none"
              style={{ animationDelay: delay }}
            />
          ))}
        </g>
        <g
          data-part="lid"
          className="origin-bottom animate-lid-wobble [transform-box:fill-box] motion-reduce:animate-none"
        >
          <path d="M26 50 Q60 32 94 50 Z" className="fill-current" />
          <path d="M54 40 h12" />
        </g>
        <path d="M22 56 h76" />
        <path d="M28 56 v30 a12 12 0 0 0 12 12 h40 a12 12 0 0 0 12 -12 v-30" className="fill-primary/15" />
        <path d="M28 64 h-10" />
        <path d="M92 64 h10" />
      </svg>
      <p className="text-lg font-medium">{text}</p>
    </div>
  );
}
