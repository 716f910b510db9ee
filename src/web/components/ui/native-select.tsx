import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { controlClasses } from './input';
import { cn } from './utils';

/*
 * A native <select>: the phone's own wheel or list, keyboard and screen reader support for free,
 * and no portal or popper. Name it with a label (FormField) or an aria-label.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative min-w-0', className)}>
      <select
        data-slot="native-select"
        className={cn(controlClasses, 'h-10 appearance-none py-2 pe-9 text-sm md:text-sm')}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 opacity-70"
        aria-hidden="true"
      />
    </div>
  );
}
