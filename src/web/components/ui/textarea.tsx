import type { ComponentProps } from 'react';
import { controlClasses } from './input';
import { cn } from './utils';

export type TextareaProps = ComponentProps<'textarea'>;

export function Textarea({ className, ...props }: TextareaProps) {
  return (
    <textarea data-slot="textarea" className={cn(controlClasses, 'min-h-20 py-2', className)} {...props} />
  );
}
