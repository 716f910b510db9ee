import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../lib/api';
import { failureReason } from '../../lib/validation-messages';
import { chefKeys, putMessage, sendChatMessage, useChatHistory } from './chef-api';

/** Where a reply being written stands: the text so far ('' until the first delta). */
export type ReplyInProgress = { text: string };

/**
 * The conversation in the window: the history from the server, the message being sent (shown at
 * once, before the server has stored it), the reply as it streams in, and what went wrong.
 */
export function useChefConversation() {
  const { t } = useTranslation('chef');
  const client = useQueryClient();
  const history = useChatHistory();
  /** The user's text, shown from the moment it is sent until the server echoes it stored. */
  const [pending, setPending] = useState<string | null>(null);
  const [reply, setReply] = useState<ReplyInProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const abortRef = useRef<AbortController | null>(null);

  // Closing the window mid-reply stops reading it; the server keeps the reply, so the next
  // opening fetches the conversation again.
  useEffect(
    () => () => {
      if (!abortRef.current) return;
      abortRef.current.abort();
      void client.invalidateQueries({ queryKey: chefKeys.history() });
    },
    [client],
  );

  /** Sends the text; resolves to false when it did not reach the Chef (so it can be typed again). */
  const send = useCallback(
    async (input: string): Promise<boolean> => {
      const text = input.trim();
      if (!text || abortRef.current) return false;
      const controller = new AbortController();
      abortRef.current = controller;
      setSending(true);
      setPending(text);
      setReply({ text: '' });
      setError(null);
      let stored = false;
      let finished = false;
      try {
        await sendChatMessage(text, {
          signal: controller.signal,
          onEvent: (event) => {
            switch (event.type) {
              case 'user':
                stored = true;
                putMessage(client, event.message);
                setPending(null);
                break;
              case 'delta':
                setReply((current) => ({ text: (current?.text ?? '') + event.text }));
                break;
              case 'done':
                finished = true;
                putMessage(client, event.message);
                setReply(null);
                break;
              case 'error':
                finished = true;
                setError(event.error);
                setReply(null);
                break;
            }
          },
        });
        if (!finished) setError(t('errors.cutOff'));
      } catch (caught) {
        if (controller.signal.aborted) return stored;
        if (caught instanceof ApiRequestError && caught.status === 429) setError(t('errors.rateLimited'));
        else if (stored) setError(t('errors.cutOff'));
        else setError(failureReason(caught) ?? t('errors.send'));
      } finally {
        if (abortRef.current === controller) abortRef.current = null;
        setSending(false);
        setPending(null);
        setReply(null);
      }
      return stored;
    },
    [client, t],
  );

  return { history, pending, reply, error, sending, send, dismissError: () => setError(null) };
}
