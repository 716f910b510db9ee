import { cva } from 'class-variance-authority';
import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from './utils';

export const LOADING_INDICATOR_SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type LoadingIndicatorSize = (typeof LOADING_INDICATOR_SIZES)[number];

const spinnerVariants = cva('shrink-0 animate-spin text-primary-ink motion-reduce:animate-none', {
  variants: {
    size: { xs: 'size-3', sm: 'size-4', md: 'size-6', lg: 'size-10', xl: 'size-16' },
  },
  defaultVariants: { size: 'md' },
});

const messageVariants = cva('text-muted-foreground', {
  variants: {
    size: { xs: 'text-xs', sm: 'text-sm', md: 'text-sm', lg: 'text-base', xl: 'text-lg' },
  },
  defaultVariants: { size: 'md' },
});

export type LoadingIndicatorProps = {
  size?: LoadingIndicatorSize;
  /** Defaults to common "Loading...". */
  message?: string;
  /** Keep the message for screen readers only (inside buttons, small spaces). */
  hideMessage?: boolean;
  className?: string;
};

/** A spinner with a message, announced politely (role="status"). */
export function LoadingIndicator({
  size = 'md',
  message,
  hideMessage = false,
  className,
}: LoadingIndicatorProps) {
  const { t } = useTranslation('common');
  const text = message ?? t('status.loading');
  const stacked = size === 'lg' || size === 'xl';
  return (
    <div
      role="status"
      aria-live="polite"
      data-slot="loading-indicator"
      data-size={size}
      className={cn('inline-flex items-center justify-center gap-2', stacked && 'flex-col gap-3', className)}
    >
      <LoaderCircle className={spinnerVariants({ size })} aria-hidden="true" />
      <span className={hideMessage ? 'sr-only' : messageVariants({ size })}>{text}</span>
    </div>
  );
}
