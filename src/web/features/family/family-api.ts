import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  ActivityPageSchema,
  FamilyResponseSchema,
  InvitationPreviewResponseSchema,
  InvitationResponseSchema,
  normalizeInvitationCode,
  type CreateInvitationInput,
  type Family,
  type GrantableRole,
} from '@shared/contracts/family';
import { queryString } from '@shared/pantry-options';
import { apiRequest } from '../../lib/api';
import { failureReason } from '../../lib/validation-messages';

export { failureReason };

/*
 * Every call of the family's API (src/shared/contracts/family.ts). Query keys are the URLs, all
 * under /api/family, so another member's change ('family.changed' through lib/household-events.ts)
 * refreshes them. Joining or leaving changes the whole kitchen: every query is fetched again.
 */

export const FAMILY_PATH = '/api/family';
const ACTIVITY_PATH = `${FAMILY_PATH}/activity`;
const enc = encodeURIComponent;

const invitationPath = (code: string) => `${FAMILY_PATH}/join/${enc(normalizeInvitationCode(code))}`;

export const familyKeys = {
  family: () => [FAMILY_PATH],
  activity: () => [ACTIVITY_PATH],
  invitation: (code: string) => [invitationPath(code)],
} as const;

const ACTIVITY_PAGE = 20;

export function familyQueryOptions() {
  return queryOptions({
    queryKey: familyKeys.family(),
    queryFn: async ({ signal }) =>
      FamilyResponseSchema.parse(await apiRequest('GET', FAMILY_PATH, undefined, { signal })).family,
  });
}

export const useFamily = () => useQuery(familyQueryOptions());

export function useFamilyActivity() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: familyKeys.activity(),
      initialPageParam: '',
      queryFn: async ({ pageParam, signal }) =>
        ActivityPageSchema.parse(
          await apiRequest(
            'GET',
            `${ACTIVITY_PATH}${queryString({ before: pageParam || undefined, limit: ACTIVITY_PAGE })}`,
            undefined,
            { signal },
          ),
        ),
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  );
}

export function useInvitationPreview(code: string) {
  return useQuery({
    queryKey: familyKeys.invitation(code),
    queryFn: async ({ signal }) =>
      InvitationPreviewResponseSchema.parse(
        await apiRequest('GET', invitationPath(code), undefined, { signal }),
      ).invitation,
    retry: false,
  });
}

const isFamilyKey = (key: unknown) => typeof key === 'string' && key.startsWith(FAMILY_PATH);

/** After a change to the family: its queries are fetched again, and the answer's family shown. */
function useFamilyMutation<Input>(call: (input: Input) => Promise<Family | null>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (family) => {
      if (family) client.setQueryData(familyKeys.family(), family);
      await client.invalidateQueries({ predicate: (query) => isFamilyKey(query.queryKey[0]) });
    },
  });
}

const familyOf = (answer: unknown) => FamilyResponseSchema.parse(answer).family;

export const useRenameFamily = () =>
  useFamilyMutation(async (name: string) => familyOf(await apiRequest('PATCH', FAMILY_PATH, { name })));

export function useCreateInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateInvitationInput) =>
      InvitationResponseSchema.parse(await apiRequest('POST', `${FAMILY_PATH}/invitations`, input)),
    onSuccess: () => client.invalidateQueries({ queryKey: familyKeys.family() }),
  });
}

export const useRevokeInvitation = () =>
  useFamilyMutation(async (id: string) => {
    await apiRequest('DELETE', `${FAMILY_PATH}/invitations/${enc(id)}`);
    return null;
  });

export const useChangeRole = () =>
  useFamilyMutation(async ({ userId, role }: { userId: string; role: GrantableRole }) =>
    familyOf(await apiRequest('PATCH', `${FAMILY_PATH}/members/${enc(userId)}`, { role })),
  );

export const useRemoveMember = () =>
  useFamilyMutation(async (userId: string) =>
    familyOf(await apiRequest('DELETE', `${FAMILY_PATH}/members/${enc(userId)}`)),
  );

export const useTransferOwnership = () =>
  useFamilyMutation(async (userId: string) =>
    familyOf(await apiRequest('POST', `${FAMILY_PATH}/transfer`, { userId })),
  );

/** Moving kitchens: every screen's data belongs to another household now. */
async function refreshEverything(client: QueryClient, family: Family): Promise<void> {
  client.setQueryData(familyKeys.family(), family);
  await client.invalidateQueries();
}

export function useJoinFamily() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ code, bring }: { code: string; bring: 'merge' | 'keep' }) =>
      familyOf(await apiRequest('POST', invitationPath(code), { bring })),
    onSuccess: (family) => refreshEverything(client, family),
  });
}

export function useLeaveFamily() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => familyOf(await apiRequest('POST', `${FAMILY_PATH}/leave`)),
    onSuccess: (family) => refreshEverything(client, family),
  });
}
