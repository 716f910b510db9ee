import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import { ChefTipResponseSchema, type ChefTip } from '@shared/contracts/chef';
import { ShoppingQuickAddResponseSchema, type ShoppingQuickAddResponse } from '@shared/contracts/shopping';
import { queryString } from '@shared/pantry-options';
import { apiRequest, apiResponse } from '../../lib/api';
import { defaultShoppingListId } from '../../lib/shopping-queries';
import {
  ChatHistorySchema,
  ChatMessageResponseSchema,
  type ChatHistory,
  type ChatMessage,
} from './chef-messages';
import { readChefStream, type ChatStreamEvent } from './chef-stream';

/*
 * Every call of the Chef's conversation (src/shared/contracts/chef.ts). The history is one
 * infinite query under /api/chat/messages: its first page is the latest messages, each later
 * page the ones before; a message sent, answered, confirmed or dismissed is written into it, so
 * closing and opening the window shows the conversation as it was without asking again.
 */

export const CHAT_PATH = '/api/chat/messages';
export const CHAT_TIP_PATH = '/api/chat/tip';
/** Messages fetched at a time. */
export const CHAT_PAGE_SIZE = 30;
const NDJSON = 'application/x-ndjson';
const enc = encodeURIComponent;

export const chefKeys = { history: () => [CHAT_PATH] } as const;

type HistoryData = InfiniteData<ChatHistory, string>;

export function chatHistoryQueryOptions() {
  return infiniteQueryOptions({
    queryKey: chefKeys.history(),
    initialPageParam: '',
    queryFn: async ({ pageParam, signal }) =>
      ChatHistorySchema.parse(
        await apiRequest(
          'GET',
          `${CHAT_PATH}${queryString({ before: pageParam || undefined, limit: CHAT_PAGE_SIZE })}`,
          undefined,
          { signal },
        ),
      ),
    getNextPageParam: (last) => (last.hasMore ? last.messages[0]?.id : undefined),
  });
}

/** The conversation, oldest first, with the starters (the chips before a first message). */
export function useChatHistory({ enabled = true }: { enabled?: boolean } = {}) {
  const query = useInfiniteQuery({ ...chatHistoryQueryOptions(), enabled });
  const pages = query.data?.pages;
  const messages = useMemo(
    () => (pages ? [...pages].reverse().flatMap((page) => page.messages) : []),
    [pages],
  );
  return { ...query, messages, starters: pages?.[0]?.starters ?? [] };
}

/** Puts a message into the cached conversation: replaces the one with its id, else adds it last. */
export function putMessage(client: QueryClient, message: ChatMessage): void {
  client.setQueryData<HistoryData>(chefKeys.history(), (data) => {
    if (!data) return data;
    const known = data.pages.some((page) => page.messages.some((m) => m.id === message.id));
    const pages = data.pages.map((page, index) => {
      if (known) {
        return { ...page, messages: page.messages.map((m) => (m.id === message.id ? message : m)) };
      }
      return index === 0 ? { ...page, messages: [...page.messages, message] } : page;
    });
    return { ...data, pages };
  });
}

/** An empty conversation, with the starters kept. */
function emptyConversation(client: QueryClient): void {
  client.setQueryData<HistoryData>(chefKeys.history(), (data) =>
    data
      ? {
          pages: [{ messages: [], hasMore: false, starters: data.pages[0]?.starters ?? [] }],
          pageParams: [''],
        }
      : data,
  );
}

export type SendOptions = {
  signal?: AbortSignal;
  onEvent: (event: ChatStreamEvent) => void;
};

/**
 * POST /api/chat/messages: sends the text and hands over each event of the streamed answer as it
 * arrives. A refused request (429, 400…) raises ApiRequestError before any event.
 */
export async function sendChatMessage(text: string, { signal, onEvent }: SendOptions): Promise<void> {
  const response = await apiResponse('POST', CHAT_PATH, { text }, { signal, accept: NDJSON });
  if (!response.body) throw new Error('The Chef answered without a body');
  for await (const event of readChefStream(response.body)) onEvent(event);
}

/** PATCH /api/chat/messages/:id: the card was carried out or dismissed; the cache follows. */
export async function setCardStatus(
  client: QueryClient,
  message: ChatMessage,
  status: 'done' | 'dismissed',
): Promise<ChatMessage> {
  const answer = ChatMessageResponseSchema.parse(
    await apiRequest('PATCH', `${CHAT_PATH}/${enc(message.id)}`, { status }),
  ).message;
  putMessage(client, answer);
  return answer;
}

/** Marks a card in the cache only: the change happened even when its PATCH did not. */
export function markCardLocally(client: QueryClient, message: ChatMessage, status: 'done' | 'dismissed') {
  if (message.card) putMessage(client, { ...message, card: { ...message.card, status } });
}

/** DELETE /api/chat/messages: this user's conversation is gone. */
export async function clearConversation(client: QueryClient): Promise<void> {
  await apiRequest('DELETE', CHAT_PATH);
  emptyConversation(client);
}

/** GET /api/chat/tip: a 'Chef Says' tip when one is due, else null. */
export async function fetchChefTip(): Promise<ChefTip | null> {
  return ChefTipResponseSchema.parse(await apiRequest('GET', CHAT_TIP_PATH)).tip;
}

export const SHOPPING_LISTS_PATH = '/api/shopping-lists';

/** Typed lines ("2 l milk") onto the household's default list, one item each. */
export async function addLinesToDefaultList(lines: readonly string[]): Promise<ShoppingQuickAddResponse> {
  const listId = await defaultShoppingListId();
  return ShoppingQuickAddResponseSchema.parse(
    await apiRequest('POST', `${SHOPPING_LISTS_PATH}/${enc(listId)}/items/quick-add`, {
      text: lines.join('\n'),
    }),
  );
}
