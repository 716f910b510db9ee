import { COOKPOT_SCREEN_CLASSES, CookpotScreen } from './cookpot-screen';
import { cn } from './utils';

export type CookpotLoaderProps = {
  /** Defaults to common "Prepping the Kitchen". */
  message?: string;
  /** Merged over the screen's own classes (a later class of the same kind wins). */
  className?: string;
};

/** The full-screen cook-pot loading screen (spec §2), with a caller's classes merged in. */
export function CookpotLoader({ message, className }: CookpotLoaderProps) {
  return <CookpotScreen message={message} className={cn(COOKPOT_SCREEN_CLASSES, className)} />;
}
