import type { ComponentProps } from 'react';
import { cn } from './utils';

/** A placeholder block; hidden from assistive tech, so pair it with a LoadingIndicator or aria-busy. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted motion-reduce:animate-none', className)}
      {...props}
    />
  );
}
