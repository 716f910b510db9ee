import { ChefHat } from 'lucide-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHEF_TOAST_FADE_OUT_MS,
  TOAST_DEFAULT_DURATION,
  useToast,
  type ToasterToast,
} from '../../lib/toast-store';
import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast';

/** Spec §2/§9: swipe right past 50 px to dismiss; F8 moves focus to the toasts. */
export const TOAST_SWIPE_DIRECTION = 'right';
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_VIEWPORT_HOTKEY = ['F8'];

function ToastItem({ item, onDismiss }: { item: ToasterToast; onDismiss: (id: string) => void }) {
  const { t } = useTranslation('common');
  const { id, title, description, action, variant, open, duration } = item;
  const isChef = variant === 'ai-chef';
  const heading = title ?? (isChef ? t('toast.chefSays') : undefined);
  const actionLabel = action?.label ?? t('toast.showMe');
  const style = isChef
    ? ({ '--toast-fade-out-duration': `${CHEF_TOAST_FADE_OUT_MS}ms` } as CSSProperties)
    : undefined;

  const actionButton = action && (
    <ToastAction
      altText={action.altText ?? actionLabel}
      onClick={action.onClick}
      className={isChef ? 'mt-2 w-fit' : ''}
    >
      {actionLabel}
    </ToastAction>
  );

  return (
    <Toast
      variant={variant}
      open={open}
      duration={duration}
      // Errors and warnings interrupt a screen reader; information and the Chef wait their turn.
      type={variant === 'destructive' || variant === 'warning' ? 'foreground' : 'background'}
      onOpenChange={(isOpen) => {
        if (!isOpen) onDismiss(id);
      }}
      style={style}
    >
      {isChef && <ChefHat className="mt-0.5 size-5 shrink-0 text-primary-ink" aria-hidden="true" />}
      <div className="grid min-w-0 flex-1 gap-1">
        {heading && <ToastTitle>{heading}</ToastTitle>}
        {description && <ToastDescription>{description}</ToastDescription>}
        {isChef && actionButton}
      </div>
      {!isChef && actionButton}
      <ToastClose />
    </Toast>
  );
}

/** Mount once near the root; shows what toast() queues. */
export function Toaster() {
  const { t } = useTranslation('common');
  const { toasts, dismiss } = useToast();
  return (
    <ToastProvider
      swipeDirection={TOAST_SWIPE_DIRECTION}
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
      duration={TOAST_DEFAULT_DURATION}
      label={t('toast.notification')}
    >
      {toasts.map((item) => (
        <ToastItem key={item.id} item={item} onDismiss={dismiss} />
      ))}
      <ToastViewport
        hotkey={TOAST_VIEWPORT_HOTKEY}
        label={t('toast.viewportLabel', { hotkey: TOAST_VIEWPORT_HOTKEY.join('+') })}
      />
    </ToastProvider>
  );
}
