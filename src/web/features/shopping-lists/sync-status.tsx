import { CheckCircle2, CloudOff, Info, RefreshCw, X } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/utils';
import { useShoppingSync, useSyncNotes, useSyncState, type SyncNote } from './use-shopping-sync';

/** What a note about a change that did not go through as made says. */
function noteText(t: TFunction, language: string, note: SyncNote): string {
  if (note.kind === 'overridden') {
    const fields = new Intl.ListFormat(language, { type: 'conjunction' }).format(
      note.fields.map((field) => t(`sync.fields.${field}`)),
    );
    return t('sync.overridden', { name: note.name, fields });
  }
  if (note.status === 404) {
    if (note.action === 'delete') return t('sync.rejected.alreadyGone', { name: note.name });
    if (note.action === 'update') return t('sync.rejected.gone', { name: note.name });
    return t('sync.rejected.listGone', { name: note.name });
  }
  const text = t('sync.rejected.other', { name: note.name });
  return note.reason ? `${text} ${note.reason}` : text;
}

/**
 * Where the list stands with the server: offline with the number of changes waiting, syncing them
 * once back, synced; and a note for every change that was kept from the server (refused on replay)
 * or that someone else's later change overrode. A change made online just goes, without a word (a
 * banner at each tick would move the list under the shopper's thumb). The status is a live
 * region, so it is read out as it changes; it stays in the page (empty) while there is nothing to say.
 */
export function SyncStatus() {
  const { t, i18n } = useTranslation('shopping-lists');
  const state = useSyncState();
  const notes = useSyncNotes();
  const sync = useShoppingSync();

  let tone = '';
  let content = null;
  if (!state.online) {
    tone = 'border-warning bg-warning/15';
    content = (
      <>
        <CloudOff className="size-4 shrink-0" aria-hidden="true" />
        <span className="font-medium">{t('sync.offline')}</span>
        {state.pending > 0 && <span>{t('sync.pending', { count: state.pending })}</span>}
      </>
    );
  } else if (state.stalled) {
    tone = 'border-warning bg-warning/15';
    content = (
      <>
        <RefreshCw className="size-4 shrink-0" aria-hidden="true" />
        <span>{t('sync.stalled', { count: state.pending })}</span>
      </>
    );
  } else if (state.pending > 0 && state.replaying) {
    tone = 'bg-muted';
    content = (
      <>
        <RefreshCw className="size-4 shrink-0 motion-safe:animate-spin" aria-hidden="true" />
        <span>{t('sync.syncing', { count: state.pending })}</span>
      </>
    );
  } else if (state.synced) {
    tone = 'bg-muted';
    content = (
      <>
        <CheckCircle2 className="size-4 shrink-0 text-success-ink" aria-hidden="true" />
        <span>{t('sync.synced')}</span>
      </>
    );
  }

  // A fragment: with nothing to say the live region is out of the flow (sr-only), so the page's
  // grid keeps no empty row (and no gap) for it.
  return (
    <>
      <div
        role="status"
        data-testid="sync-status"
        className={cn(
          content
            ? 'flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md border px-3 py-2 text-sm'
            : 'sr-only',
          tone,
        )}
      >
        {content}
        {state.stalled && state.online && (
          <Button size="sm" variant="outline" className="ms-auto" onClick={() => void sync.queue.drain()}>
            {t('sync.retry')}
          </Button>
        )}
      </div>
      {notes.length > 0 && (
        <ul aria-label={t('sync.notesLabel')} className="grid gap-2">
          {notes.map((note) => (
            <li
              key={note.id}
              role="alert"
              className="flex items-start gap-2 rounded-md border bg-card p-3 text-sm"
            >
              <Info className="mt-0.5 size-4 shrink-0 text-primary-ink" aria-hidden="true" />
              <span className="min-w-0 flex-1">{noteText(t, i18n.language, note)}</span>
              <Button
                variant="ghost"
                size="icon"
                className="-my-2 -me-2 size-9"
                aria-label={t('sync.dismiss')}
                onClick={() => sync.dismissNote(note.id)}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
