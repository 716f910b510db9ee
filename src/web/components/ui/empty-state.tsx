import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './utils';

export type EmptyStateProps = {
  icon?: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  /** Usually a Button that creates the first item. */
  action?: ReactNode;
  /** Heading level of the title within the page outline. */
  headingLevel?: 2 | 3;
  className?: string;
};

/** What a list shows when it has nothing yet: what belongs here and how to add the first one. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed px-6 py-10 text-center',
        className,
      )}
    >
      {Icon && (
        <div className="flex size-12 items-center justify-center rounded-full bg-muted text-primary-ink">
          <Icon className="size-6" aria-hidden="true" />
        </div>
      )}
      <Heading className="text-lg font-semibold">{title}</Heading>
      {description && <p className="max-w-sm text-sm text-muted-foreground">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
