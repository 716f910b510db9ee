import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './utils';

export const ToastProvider = ToastPrimitive.Provider;

/** Bottom-right on every screen size (full width under 640 px), where the spec puts the Chef's card. */
export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      className={cn(
        'fixed end-0 bottom-0 z-[100] m-0 flex max-h-screen w-full list-none flex-col-reverse gap-2 p-4 outline-none',
        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring sm:max-w-[420px]',
        className,
      )}
      {...props}
    />
  );
}

export const toastVariants = cva(
  [
    'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pe-10 shadow-lg',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-fade-out',
    'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none',
    'data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
    'data-[state=closed]:data-[swipe=end]:animate-toast-swipe-out',
  ],
  {
    variants: {
      variant: {
        default: 'border bg-card text-card-foreground',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
        warning: 'border-warning bg-warning text-warning-foreground',
        // The Chef's card: the surface of a card with the primary as its accent edge.
        'ai-chef': 'border-s-4 border-primary bg-card text-card-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type ToastProps = ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>;

export function Toast({ className, variant, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={variant ?? 'default'}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return (
    <ToastPrimitive.Title
      data-slot="toast-title"
      className={cn('text-sm font-semibold', className)}
      {...props}
    />
  );
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return (
    <ToastPrimitive.Description
      data-slot="toast-description"
      className={cn('text-sm opacity-95', className)}
      {...props}
    />
  );
}

export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      data-slot="toast-action"
      className={cn(
        'inline-flex h-8 shrink-0 items-center justify-center rounded-md border border-current/40 bg-transparent px-3 text-sm font-medium transition-colors',
        'hover:bg-foreground/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current',
        'group-data-[variant=ai-chef]:border-transparent group-data-[variant=ai-chef]:bg-primary group-data-[variant=ai-chef]:text-primary-foreground group-data-[variant=ai-chef]:hover:bg-primary-hover',
        'disabled:pointer-events-none disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  const { t } = useTranslation('common');
  return (
    <ToastPrimitive.Close
      data-slot="toast-close"
      aria-label={t('actions.close')}
      className={cn(
        'absolute end-2 top-2 inline-flex size-8 items-center justify-center rounded-md opacity-80 transition-opacity',
        'hover:opacity-100 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-current',
        className,
      )}
      {...props}
    >
      <X className="size-4" aria-hidden="true" />
    </ToastPrimitive.Close>
  );
}
