import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { PrepSessionResponseSchema, type PrepSession, type PrepTask } from '@shared/contracts/meal-plans';
import { ApiRequestError, apiRequest } from '../../lib/api';

/*
 * The prep session screen's calls (src/shared/contracts/meal-plans.ts). The query key is the URL it
 * GETs, under /api/meal-prep, so a tick by another member ('mealplan.changed',
 * lib/household-events.ts) fetches the session again on every open screen.
 *
 * Ticks are optimistic: the box ticks at once, the PATCH follows. They are sent one after another
 * in the order made (one mutation scope per session), and while the network is gone they wait
 * (TanStack Query pauses mutations offline) and go out when it is back. Each answer is the whole
 * session as the server has it; the ticks still on their way are laid over it, so an early answer
 * never unticks a later box. A refused or failed tick goes back and the screen says so.
 */

export const PREP_SESSIONS_PATH = '/api/meal-prep/sessions';

const enc = encodeURIComponent;

export const prepSessionKeys = {
  detail: (id: string) => [`${PREP_SESSIONS_PATH}/${enc(id)}`],
} as const;

type PrepSessionResponse = { session: PrepSession };
export type PrepTick = { taskId: string; done: boolean };

const selectSession = (data: PrepSessionResponse) => data.session;

/** GET /api/meal-prep/sessions/:id; another household's session or an unknown id answers 404. */
export function usePrepSession(id: string, options: { enabled?: boolean } = {}) {
  const key = prepSessionKeys.detail(id);
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) =>
      PrepSessionResponseSchema.parse(await apiRequest('GET', key[0]!, undefined, { signal })),
    select: selectSession,
    enabled: options.enabled ?? true,
  });
}

/** The session with one task ticked or unticked (done keeps the tasks' order, as the server does). */
export function withTick(session: PrepSession, tick: PrepTick): PrepSession {
  const done = new Set(session.done);
  if (tick.done) done.add(tick.taskId);
  else done.delete(tick.taskId);
  if (done.size === session.done.length && session.done.every((taskId) => done.has(taskId))) return session;
  return { ...session, done: session.tasks.map((task) => task.id).filter((taskId) => done.has(taskId)) };
}

function withTicks(data: PrepSessionResponse, ticks: readonly PrepTick[]): PrepSessionResponse {
  const session = ticks.reduce(withTick, data.session);
  return session === data.session ? data : { session };
}

const tickKey = (id: string) => [...prepSessionKeys.detail(id), 'tick'];

/** The ticks of this session not answered yet, but the one given, oldest first. */
function pendingTicks(client: QueryClient, id: string, except: PrepTick): PrepTick[] {
  return client
    .getMutationCache()
    .findAll({ mutationKey: tickKey(id), status: 'pending' })
    .sort((a, b) => a.mutationId - b.mutationId)
    .map((mutation) => mutation.state.variables as PrepTick | undefined)
    .filter((tick): tick is PrepTick => tick !== undefined && tick !== except);
}

/** PATCH /api/meal-prep/sessions/:id {taskId, done}: tick a task or untick it, optimistically. */
export function useTickPrepTask(id: string) {
  const client = useQueryClient();
  const key = prepSessionKeys.detail(id);
  return useMutation({
    mutationKey: tickKey(id),
    scope: { id: key[0]! },
    mutationFn: async (tick: PrepTick) =>
      PrepSessionResponseSchema.parse(await apiRequest('PATCH', key[0]!, tick)),
    onMutate: async (tick) => {
      const apply = () =>
        client.setQueryData<PrepSessionResponse>(key, (data) => data && withTicks(data, [tick]));
      // The box turns at once; a fetch on its way would land without this tick, so it is cancelled
      // (which puts back the data it started from) and the tick applied again.
      apply();
      await client.cancelQueries({ queryKey: key, exact: true });
      apply();
    },
    onSuccess: (response, tick) => {
      client.setQueryData<PrepSessionResponse>(key, withTicks(response, pendingTicks(client, id, tick)));
    },
    onError: (_error, tick) => {
      const undone = { taskId: tick.taskId, done: !tick.done };
      client.setQueryData<PrepSessionResponse>(
        key,
        (data) => data && withTicks(data, [undone, ...pendingTicks(client, id, tick)]),
      );
    },
  });
}

/** True for a request the server answered with 404: the session is gone, or never was the household's. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/** The session's tasks in the order of the timeline, grouped by the minute they start. */
export function groupByStart(tasks: readonly PrepTask[]): Array<{ startMinute: number; tasks: PrepTask[] }> {
  const groups: Array<{ startMinute: number; tasks: PrepTask[] }> = [];
  const ordered = [...tasks].sort((a, b) => a.startMinute - b.startMinute);
  for (const task of ordered) {
    const last = groups.at(-1);
    if (last && last.startMinute === task.startMinute) last.tasks.push(task);
    else groups.push({ startMinute: task.startMinute, tasks: [task] });
  }
  return groups;
}
