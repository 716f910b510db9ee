import type { ComponentProps } from 'react';
import { cn } from './utils';

export const controlClasses = [
  'w-full min-w-0 rounded-md border border-input bg-background px-3 text-base text-foreground shadow-xs md:text-sm',
  'placeholder:text-muted-foreground transition-colors',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  'disabled:cursor-not-allowed disabled:opacity-50',
  'aria-[invalid=true]:border-destructive-ink aria-[invalid=true]:outline-destructive-ink',
].join(' ');

export type InputProps = ComponentProps<'input'>;

export function Input({ className, type = 'text', ...props }: InputProps) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(
        controlClasses,
        'h-10 py-2 file:me-3 file:border-0 file:bg-transparent file:text-sm file:font-medium',
        className,
      )}
      {...props}
    />
  );
}
