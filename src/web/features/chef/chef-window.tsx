import { useQueryClient } from '@tanstack/react-query';
import { ChefHat, Loader2, Mic, SendHorizontal, Square, Trash2, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useCallback, useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { CHAT_MESSAGE_MAX } from '@shared/contracts/chef';
import type { CookTimers } from '../../components/cook/use-cook-timers';
import { Button } from '../../components/ui/button';
import {
  ConfirmDialog,
  DialogClose,
  DialogDescription,
  DialogPortal,
  DialogTitle,
} from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { cn } from '../../components/ui/utils';
import { useDeviceClass } from '../../lib/device';
import { isLanguage } from '../../lib/i18n';
import { toast } from '../../lib/toast-store';
import { failureReason } from '../../lib/validation-messages';
import { runProposal } from './card-runner';
import { clearConversation, markCardLocally, setCardStatus } from './chef-api';
import { ChefCardView } from './chef-card';
import type { ChatMessage } from './chef-messages';
import { ChefTimerChips } from './chef-timers';
import { useChefConversation } from './use-chef-conversation';
import { useDictation, type DictationStatus } from './use-dictation';

export type ChefWindowProps = {
  timers: CookTimers;
  /** The signed-in user's first name, for the greeting. */
  firstName: string;
  onClose: () => void;
};

/**
 * The Chef's chat window: a side panel from md up, the whole screen on a phone. A non-modal
 * dialog: on a laptop the page beside it stays usable (a toast's Undo, a link the Chef offered),
 * Escape and the close button close it, and the focus goes back to the launcher.
 */
export function ChefWindow({ timers, firstName, onClose }: ChefWindowProps) {
  const { t, i18n } = useTranslation('chef');
  const ids = useId();
  const client = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState('');
  const conversation = useChefConversation();
  const { history, sending } = conversation;
  const device = useDeviceClass();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';

  const send = useCallback(
    async (text: string) => {
      if (!text.trim()) return;
      setDraft('');
      const reached = await conversation.send(text);
      // What did not reach the Chef goes back into the box, to be sent again.
      if (!reached) setDraft((current) => current || text);
      inputRef.current?.focus();
    },
    [conversation],
  );

  const dictation = useDictation({
    language,
    onInterim: setDraft,
    onFinal: (text) => void send(text),
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(draft);
  };

  const canSend = history.isSuccess && !sending;
  const last = history.messages.at(-1);
  const chips = history.messages.length === 0 ? history.starters : last?.role === 'chef' ? last.chips : [];

  return (
    <DialogPortal>
      <DialogPrimitive.Content
        data-testid="chef-window"
        // The launcher's own click toggles; anything else outside leaves the panel open.
        onInteractOutside={(event) => event.preventDefault()}
        // Radix gives Escape to the top layer, which is a toast while one shows; from inside the
        // window Escape closes the window all the same (not from the clear dialog, a portal).
        onKeyDown={(event) => {
          if (event.key === 'Escape' && event.currentTarget.contains(event.target as Node)) onClose();
        }}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          inputRef.current?.focus();
        }}
        className={cn(
          'fixed inset-0 z-50 flex flex-col bg-background text-foreground shadow-xl outline-none',
          'pb-[env(safe-area-inset-bottom)] data-[state=open]:animate-fade-in',
          'md:left-auto md:w-[26rem] md:border-s md:border-border',
        )}
      >
        <header className="flex items-center gap-2 border-b border-border px-4 py-3">
          <ChefHat className="size-6 shrink-0 text-primary-ink" aria-hidden="true" />
          <div className="grid min-w-0 flex-1">
            <DialogTitle className="text-lg leading-tight font-semibold">{t('title')}</DialogTitle>
            <DialogDescription className="text-xs text-muted-foreground">
              {t('description')}
            </DialogDescription>
          </div>
          <ConfirmDialog
            trigger={
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('clear.button')}
                disabled={sending || history.messages.length === 0}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            }
            title={t('clear.title')}
            description={t('clear.description')}
            confirmLabel={t('clear.confirm')}
            destructive
            onConfirm={() => {
              clearConversation(client).then(
                () => inputRef.current?.focus(),
                (error: unknown) =>
                  toast({
                    variant: 'destructive',
                    title: t('clear.failed'),
                    description: failureReason(error),
                  }),
              );
            }}
          />
          <DialogClose asChild>
            <Button variant="ghost" size="icon" aria-label={t('close')}>
              <X aria-hidden="true" />
            </Button>
          </DialogClose>
        </header>
        <ChefTimerChips timers={timers} />
        <Conversation
          conversation={conversation}
          greeting={t('greeting', { name: firstName })}
          onLinkClick={device === 'mobile' ? onClose : undefined}
          onDecided={() => inputRef.current?.focus()}
          timers={timers}
        />
        {chips.length > 0 && !sending && (
          <div role="group" aria-label={t('chips.label')} className="flex flex-wrap gap-2 px-4 pt-2">
            {chips.map((chip) => (
              <Button
                key={chip}
                variant="outline"
                size="sm"
                className="h-auto min-h-8 max-w-full rounded-full py-1 text-start whitespace-normal"
                disabled={!canSend}
                onClick={() => void send(chip)}
              >
                {chip}
              </Button>
            ))}
          </div>
        )}
        <form onSubmit={handleSubmit} className="flex items-center gap-2 px-4 pt-2 pb-3">
          {dictation.supported && dictation.status !== 'unsupportedLanguage' && (
            <Button
              variant={dictation.listening ? 'destructive' : 'outline'}
              size="icon"
              aria-label={dictation.listening ? t('voice.stop') : t('voice.start')}
              aria-pressed={dictation.listening}
              disabled={!canSend}
              onClick={dictation.listening ? dictation.stop : dictation.start}
            >
              {dictation.listening ? <Square aria-hidden="true" /> : <Mic aria-hidden="true" />}
            </Button>
          )}
          <label htmlFor={`${ids}-input`} className="sr-only">
            {t('input.label')}
          </label>
          <Input
            ref={inputRef}
            id={`${ids}-input`}
            value={draft}
            maxLength={CHAT_MESSAGE_MAX}
            autoComplete="off"
            enterKeyHint="send"
            placeholder={dictation.listening ? t('voice.listening') : t('input.placeholder')}
            aria-describedby={`${ids}-voice`}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" size="icon" aria-label={t('input.send')} disabled={!canSend || !draft.trim()}>
            {sending ? (
              <Loader2 className="motion-safe:animate-spin" aria-hidden="true" />
            ) : (
              <SendHorizontal aria-hidden="true" />
            )}
          </Button>
        </form>
        <VoiceNote id={`${ids}-voice`} status={dictation.status} />
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

/** Why there is no microphone, or why it did not work; nothing while it works. */
function VoiceNote({ id, status }: { id: string; status: DictationStatus }) {
  const { t } = useTranslation('chef');
  const text =
    status === 'unsupported' || status === 'unsupportedLanguage' || status === 'denied' || status === 'failed'
      ? t(`voice.${status}`)
      : '';
  return (
    <p id={id} role="status" className={cn('px-4 text-xs text-muted-foreground', text && 'pb-3')}>
      {text}
    </p>
  );
}

type ConversationProps = {
  conversation: ReturnType<typeof useChefConversation>;
  greeting: string;
  onLinkClick?: () => void;
  /** A card was carried out or dismissed. */
  onDecided: () => void;
  timers: CookTimers;
};

/** The messages: earlier ones on demand, the log, the message being sent and the reply coming in. */
function Conversation({ conversation, greeting, onLinkClick, onDecided, timers }: ConversationProps) {
  const { t } = useTranslation('chef');
  const { history, pending, reply, error } = conversation;
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [runningId, setRunningId] = useState<string | null>(null);
  // Loading earlier messages keeps the view where it was instead of jumping to the end.
  const keepFromBottom = useRef<number | null>(null);

  const messageCount = history.messages.length;
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    if (keepFromBottom.current !== null) {
      scroller.scrollTop = scroller.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    } else {
      scroller.scrollTop = scroller.scrollHeight;
    }
  }, [messageCount, pending, reply?.text, error]);

  const loadEarlier = () => {
    const scroller = scrollRef.current;
    if (scroller) keepFromBottom.current = scroller.scrollHeight - scroller.scrollTop;
    void history.fetchNextPage();
  };

  const decide = async (message: ChatMessage, confirmed: boolean) => {
    if (!message.card || runningId) return;
    setRunningId(message.id);
    try {
      if (confirmed) {
        const done = await runProposal(message.card.proposal, {
          t,
          queryClient: client,
          startTimer: timers.start,
          navigate,
        });
        if (done)
          await setCardStatus(client, message, 'done').catch(() => markCardLocally(client, message, 'done'));
      } else {
        await setCardStatus(client, message, 'dismissed').catch((caught: unknown) =>
          toast({
            variant: 'destructive',
            title: t('actions.failed.title'),
            description: failureReason(caught) ?? t('actions.failed.description'),
          }),
        );
      }
    } finally {
      setRunningId(null);
      // The card's buttons are gone: the focus goes on to the message box rather than the page.
      onDecided();
    }
  };

  let body: ReactNode;
  if (history.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 p-4 text-sm text-muted-foreground">
        <Loader2 className="size-4 motion-safe:animate-spin" aria-hidden="true" />
        {t('loading')}
      </p>
    );
  } else if (history.isError) {
    body = (
      <div
        role="alert"
        className="m-4 grid justify-items-start gap-2 rounded-lg border border-border p-3 text-sm"
      >
        <p>{t('loadFailed')}</p>
        <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        {history.hasNextPage && (
          <div className="flex justify-center pt-2">
            <Button variant="ghost" size="sm" onClick={loadEarlier} disabled={history.isFetchingNextPage}>
              {history.isFetchingNextPage ? t('loadingEarlier') : t('earlier')}
            </Button>
          </div>
        )}
        {messageCount === 0 && !pending && (
          <p className="mx-4 mt-4 rounded-lg bg-muted px-3 py-2 text-sm">{greeting}</p>
        )}
        {/* The log announces each message as it is added: a reply once it is whole, not its deltas. */}
        <div role="log" aria-live="polite" aria-label={t('log')}>
          <ol className="grid gap-3 px-4 py-3">
            {history.messages.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                isRunning={runningId === message.id}
                onConfirm={() => void decide(message, true)}
                onCancel={() => void decide(message, false)}
                onLinkClick={onLinkClick}
              />
            ))}
          </ol>
        </div>
        {(pending !== null || reply !== null || error !== null) && (
          <div className="grid gap-3 px-4 pb-3">
            {pending !== null && <Bubble role="user">{pending}</Bubble>}
            {reply !== null && (reply.text ? <Bubble role="chef">{reply.text}</Bubble> : <TypingIndicator />)}
            {error !== null && (
              <p
                role="alert"
                className="rounded-lg border border-destructive-ink px-3 py-2 text-sm text-destructive-ink"
              >
                {error}
              </p>
            )}
          </div>
        )}
      </>
    );
  }

  return (
    <div ref={scrollRef} className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
      {body}
    </div>
  );
}

function Bubble({ role, children }: { role: 'user' | 'chef'; children: ReactNode }) {
  return (
    <div
      className={cn(
        'max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap',
        role === 'user'
          ? 'justify-self-end rounded-br-sm bg-primary text-primary-foreground'
          : 'justify-self-start rounded-bl-sm bg-muted text-foreground',
      )}
    >
      {children}
    </div>
  );
}

function TypingIndicator() {
  const { t } = useTranslation('chef');
  return (
    <div
      className="flex w-fit items-center gap-1 rounded-2xl rounded-bl-sm bg-muted px-3 py-3"
      data-testid="chef-typing"
    >
      <span className="sr-only">{t('typing')}</span>
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          className="size-2 rounded-full bg-muted-foreground motion-safe:animate-bounce"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </div>
  );
}

type MessageItemProps = {
  message: ChatMessage;
  isRunning: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  onLinkClick?: () => void;
};

function MessageItem({ message, isRunning, onConfirm, onCancel, onLinkClick }: MessageItemProps) {
  const { t } = useTranslation('chef');
  const isUser = message.role === 'user';
  return (
    <li className={cn('grid max-w-[85%] gap-1', isUser ? 'justify-self-end' : 'justify-self-start')}>
      <div
        className={cn(
          'rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap',
          isUser
            ? 'rounded-br-sm bg-primary text-primary-foreground'
            : 'rounded-bl-sm bg-muted text-foreground',
        )}
      >
        <span className="sr-only">{isUser ? t('you') : t('chef')}: </span>
        {message.text}
      </div>
      {message.links.length > 0 && (
        <ul className="flex flex-wrap gap-x-3 gap-y-1 px-1 text-sm">
          {message.links.map((link) => (
            <li key={`${link.href}-${link.label}`}>
              <Link
                href={link.href}
                onClick={onLinkClick}
                className="font-medium text-primary-ink underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {message.card && (
        <ChefCardView card={message.card} isRunning={isRunning} onConfirm={onConfirm} onCancel={onCancel} />
      )}
    </li>
  );
}
