import { ArrowLeft } from 'lucide-react';
import { useCallback, useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';

/**
 * While the editor holds unsaved changes, leaving asks first: closing or reloading the tab gets
 * the browser's own question, and the editor's own ways out (back, cancel) get a dialog.
 * `leave(href)` goes at once when nothing would be lost.
 */
export function useLeaveGuard(dirty: boolean) {
  const { t } = useTranslation('recipes');
  const [, navigate] = useLocation();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const leave = useCallback(
    (href: string) => {
      if (dirty) setPending(href);
      else navigate(href);
    },
    [dirty, navigate],
  );

  /** For a link out of the editor: stops it and asks first when something would be lost. */
  const guardLink = useCallback(
    (href: string) => (event: MouseEvent) => {
      if (!dirty || event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      setPending(href);
    },
    [dirty],
  );

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => !open && setPending(null)}
      title={t('leave.title')}
      description={t('leave.description')}
      confirmLabel={t('leave.confirm')}
      cancelLabel={t('leave.stay')}
      destructive
      onConfirm={() => {
        const href = pending;
        setPending(null);
        if (href) navigate(href);
      }}
    />
  );
  return { leave, guardLink, dialog };
}

/** The editor pages' frame: a way back (the app's navigation is hidden here), the title, the content. */
export function EditorFrame({
  title,
  backHref,
  backLabel,
  onBackClick,
  children,
}: {
  title: string;
  backHref: string;
  backLabel: string;
  /** useLeaveGuard's guardLink(backHref): asks first when something would be lost. */
  onBackClick: (event: MouseEvent) => void;
  children: ReactNode;
}) {
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <header className="grid gap-2">
        <Button variant="ghost" size="sm" className="-ms-2 justify-self-start" asChild>
          <Link href={backHref} onClick={onBackClick}>
            <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
            {backLabel}
          </Link>
        </Button>
        <h1 className="text-2xl font-bold tracking-tight break-words">{title}</h1>
      </header>
      {children}
    </div>
  );
}
