import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { Route } from 'wouter';
import {
  FAMILY_PERMISSIONS,
  type Activity,
  type Family,
  type FamilyMember,
  type FamilyRole,
  type InvitationPreview,
} from '@shared/contracts/family';
import { renderApp, setUpI18n } from '../../../../tests/web';
import { clearCsrfToken } from '../../lib/csrf';
import { i18next } from '../../lib/i18n';
import { csrfRoute, installFakeNetwork, type Handler } from '../../lib/test-network';
import { clearToasts } from '../../lib/toast-store';
import { FamilyPage } from './family-page';
import { JoinFamilyPage } from './join-family-page';

function member(name: string, role: FamilyRole, isMe = false): FamilyMember {
  return {
    userId: `user-${name.toLowerCase()}`,
    name: `${name} Tester`,
    username: name.toLowerCase(),
    avatarUrl: null,
    role,
    joinedAt: '2026-11-20T10:00:00.000Z',
    isMe,
  };
}

function family(myRole: FamilyRole, overrides: Partial<Family> = {}): Family {
  const members = [
    member('Ana', 'owner', myRole === 'owner'),
    member('Ben', 'admin', myRole === 'admin'),
    member('Mia', 'member', myRole === 'member'),
  ];
  return {
    id: 'household-1',
    name: 'The Testers',
    createdAt: '2026-11-01T10:00:00.000Z',
    shared: true,
    myRole,
    can: [...FAMILY_PERMISSIONS[myRole]],
    members,
    invitations:
      myRole === 'member'
        ? []
        : [
            {
              id: 'inv-1',
              code: 'ABCDEFGHJK',
              email: null,
              role: 'member',
              createdBy: 'user-ana',
              createdAt: '2026-11-24T10:00:00.000Z',
              expiresAt: '2026-12-01T10:00:00.000Z',
              uses: 2,
            },
          ],
    membersMax: 8,
    ...overrides,
  };
}

const activity: Activity[] = [
  {
    id: 'a2',
    kind: 'shopping.ticked',
    actorId: 'user-ben',
    actorName: 'Ben Tester',
    data: { count: 4 },
    text: 'Ben Tester ticked 4 items',
    at: '2026-11-25T18:00:00.000Z',
  },
  {
    id: 'a1',
    kind: 'stock.added',
    actorId: 'user-ana',
    actorName: 'Ana Tester',
    data: { names: ['Milk'], count: 1 },
    text: 'Ana Tester added Milk',
    at: '2026-11-25T17:00:00.000Z',
  },
];

function familyServer(initial: Family, routes: Record<string, Handler> = {}) {
  const state = { family: initial };
  const answer = () => ({ body: { family: state.family } });
  const net = installFakeNetwork({
    ...csrfRoute,
    'GET /api/family': answer,
    'GET /api/family/activity': () => ({ body: { items: activity, nextCursor: null } }),
    'PATCH /api/family': (req) => {
      state.family = { ...state.family, name: (req.body as { name: string }).name };
      return answer();
    },
    'POST /api/family/invitations': (req) => ({
      status: 201,
      body: {
        invitation: { ...initial.invitations[0], id: 'inv-2', code: 'MNPQRSTUVW', ...(req.body as object) },
        link: 'http://localhost:3000/join-family/MNPQRSTUVW',
        mailed: Boolean((req.body as { email?: string }).email),
      },
    }),
    'DELETE /api/family/invitations/inv-1': () => {
      state.family = { ...state.family, invitations: [] };
      return { status: 204 };
    },
    'DELETE /api/family/members/user-mia': () => {
      state.family = {
        ...state.family,
        members: state.family.members.filter((m) => m.userId !== 'user-mia'),
      };
      return answer();
    },
    'POST /api/family/transfer': () => {
      state.family = {
        ...state.family,
        myRole: 'admin',
        can: [...FAMILY_PERMISSIONS.admin],
        members: state.family.members.map((m) =>
          m.userId === 'user-ben' ? { ...m, role: 'owner' } : m.isMe ? { ...m, role: 'admin' } : m,
        ),
      };
      return answer();
    },
    'POST /api/family/leave': () => {
      state.family = family('owner', {
        id: 'household-2',
        name: 'Mia’s kitchen',
        shared: false,
        members: [member('Mia', 'owner', true)],
        invitations: [],
      });
      return answer();
    },
    ...routes,
  });
  return {
    state,
    net,
    sent: (method: string, url: string) => net.requests.filter((r) => r.method === method && r.url === url),
  };
}

beforeAll(async () => {
  await setUpI18n();
  Element.prototype.hasPointerCapture ??= () => false;
});
beforeEach(async () => {
  clearCsrfToken();
  clearToasts();
  await i18next.changeLanguage('en');
});

describe('/family', () => {
  test('the owner sees the members, roles, open invitations, the activity and what each role may do', async () => {
    familyServer(family('owner'));
    renderApp(<FamilyPage />, { path: '/family' });
    expect(await screen.findByRole('heading', { level: 2, name: /The Testers/ })).toBeInTheDocument();
    const members = screen.getByRole('region', { name: 'Members (3 of 8)' });
    expect(within(members).getAllByRole('listitem')).toHaveLength(3);
    expect(within(members).getByText('(you)')).toBeInTheDocument();
    expect(within(members).getByRole('button', { name: 'Make Ben Tester a member' })).toBeInTheDocument();
    expect(within(members).getByRole('button', { name: 'Make Mia Tester an admin' })).toBeInTheDocument();
    expect(
      within(members).getByRole('button', { name: 'Remove Mia Tester from the family' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ABCDE-FGHJK')).toBeInTheDocument();
    expect(screen.getByText(/Member · until .* · used 2 times/)).toBeInTheDocument();
    expect(await screen.findByText('Ben Tester ticked 4 items')).toBeInTheDocument();
    expect(screen.getByText(/Runs the family/)).toBeInTheDocument();
    // The owner hands over before leaving: no leave button, a sentence instead.
    expect(screen.queryByRole('button', { name: 'Leave family' })).not.toBeInTheDocument();
    expect(screen.getByText(/hand the family over to another member before you leave/i)).toBeInTheDocument();
  });

  test('creating a link shows the code to read out; an email invitation checks the address first', async () => {
    const { sent } = familyServer(family('owner'));
    const user = userEvent.setup();
    renderApp(<FamilyPage />, { path: '/family' });
    await user.selectOptions(await screen.findByLabelText('Joins as'), 'admin');
    await user.selectOptions(screen.getByLabelText('Valid for'), '14');
    await user.click(screen.getByRole('button', { name: 'Create an invitation link' }));
    expect(
      await screen.findByText('MNPQRSTUVW'.slice(0, 5) + '-' + 'MNPQRSTUVW'.slice(5)),
    ).toBeInTheDocument();
    expect(screen.getByText('http://localhost:3000/join-family/MNPQRSTUVW')).toBeInTheDocument();
    expect(sent('POST', '/api/family/invitations')[0]?.body).toEqual({ role: 'admin', expiresInDays: 14 });

    const email = screen.getByLabelText('Invite by email');
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.clear(email);
    await user.type(email, 'cleo@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Invitation sent to cleo@example.com')).toBeInTheDocument();
    expect(sent('POST', '/api/family/invitations')[1]?.body).toEqual({
      role: 'admin',
      expiresInDays: 14,
      email: 'cleo@example.com',
    });
  });

  test('withdraw an invitation, remove a member and hand the family over, each confirmed', async () => {
    const { sent } = familyServer(family('owner'));
    const user = userEvent.setup();
    renderApp(<FamilyPage />, { path: '/family' });
    await user.click(await screen.findByRole('button', { name: 'Withdraw invitation ABCDE-FGHJK' }));
    await waitFor(() => expect(screen.queryByText('ABCDE-FGHJK')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Remove Mia Tester from the family' }));
    const remove = await screen.findByRole('alertdialog', { name: 'Remove Mia Tester from the family?' });
    expect(within(remove).getByText(/copy of the recipes they wrote here/)).toBeInTheDocument();
    await user.click(within(remove).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Mia Tester is no longer in the family.')).toBeInTheDocument();
    expect(sent('DELETE', '/api/family/members/user-mia')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Members (2 of 8)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hand the family over to Ben Tester' }));
    const handOver = await screen.findByRole('alertdialog', { name: 'Hand the family over to Ben Tester?' });
    await user.click(within(handOver).getByRole('button', { name: 'Hand over' }));
    expect(await screen.findByText('Ben Tester is now the owner.')).toBeInTheDocument();
    expect(sent('POST', '/api/family/transfer')[0]?.body).toEqual({ userId: 'user-ben' });
  });

  test('a member is told who can invite, and may leave after confirming', async () => {
    const { sent } = familyServer(family('member'));
    const user = userEvent.setup();
    renderApp(<FamilyPage />, { path: '/family' });
    expect(
      await screen.findByText('To invite someone, ask the owner or an admin of the family.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Family name')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave family' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave The Testers?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave family' }));
    expect(await screen.findByText('You have left the family.')).toBeInTheDocument();
    expect(sent('POST', '/api/family/leave')).toHaveLength(1);
    expect(await screen.findByRole('heading', { level: 2, name: /Mia’s kitchen/ })).toBeInTheDocument();
  });

  test('renaming says what is wrong before it asks, and shows the server’s refusal', async () => {
    familyServer(family('admin'), {
      'PATCH /api/family': () => ({
        status: 403,
        body: { error: 'Only the owner and admins can rename the family.', code: 'FORBIDDEN' },
      }),
    });
    const user = userEvent.setup();
    renderApp(<FamilyPage />, { path: '/family' });
    const name = await screen.findByLabelText('Family name');
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Give the family a name of 1 to 60 characters.')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Our kitchen');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Only the owner and admins can rename the family.')).toBeInTheDocument();
  });

  test('a typed code opens the join screen; a short one is refused on the spot', async () => {
    familyServer(family('owner'));
    const user = userEvent.setup();
    const page = renderApp(<FamilyPage />, { path: '/family' });
    const code = await screen.findByLabelText('Invitation code');
    await user.type(code, 'abc');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('An invitation code has 10 letters and digits.')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, 'mnpqr-stuvw');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(page.currentUrl()).toBe('/join-family/MNPQRSTUVW');
  });
});

function preview(overrides: Partial<InvitationPreview> = {}): InvitationPreview {
  return {
    familyName: 'The Testers',
    invitedBy: 'Ana Tester',
    role: 'member',
    expiresAt: '2026-12-01T10:00:00.000Z',
    memberCount: 2,
    blocker: null,
    currentKitchenShared: false,
    currentKitchen: { products: 12, recipes: 3, shoppingLists: 1, mealPlanEntries: 0 },
    ...overrides,
  };
}

function renderJoin(code = 'MNPQRSTUVW') {
  return renderApp(
    <Route path="/join-family/:invitationCode">
      <JoinFamilyPage />
    </Route>,
    { path: `/join-family/${code}` },
  );
}

describe('/join-family/{invitationCode}', () => {
  test('says who invited, what the kitchen holds, and joins with the chosen way', async () => {
    const { sent } = familyServer(family('member'), {
      'GET /api/family/join/MNPQRSTUVW': () => ({ body: { invitation: preview() } }),
      'POST /api/family/join/MNPQRSTUVW': () => ({ body: { family: family('member') } }),
    });
    const user = userEvent.setup();
    const page = renderJoin();
    expect(
      await screen.findByText('Ana Tester invited you. 2 people share this kitchen.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your kitchen holds 12 products, 3 recipes, 1 shopping list, and 0 planned meals.'),
    ).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'What happens to your kitchen?' });
    expect(within(group).getByRole('radio', { name: /Bring it along/ })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: /Keep it as it is/ }));
    await user.click(screen.getByRole('button', { name: 'Join The Testers' }));
    expect(await screen.findByText('Welcome to The Testers!')).toBeInTheDocument();
    expect(sent('POST', '/api/family/join/MNPQRSTUVW')[0]?.body).toEqual({ bring: 'keep' });
    await waitFor(() => expect(page.currentUrl()).toBe('/family'));
  });

  test('a kitchen shared with others stays with them: no choice, it is kept', async () => {
    const { sent } = familyServer(family('member'), {
      'GET /api/family/join/MNPQRSTUVW': () => ({
        body: { invitation: preview({ currentKitchenShared: true }) },
      }),
      'POST /api/family/join/MNPQRSTUVW': () => ({ body: { family: family('member') } }),
    });
    const user = userEvent.setup();
    renderJoin();
    expect(await screen.findByText(/stays with the people you share it with/)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join The Testers' }));
    await waitFor(() =>
      expect(sent('POST', '/api/family/join/MNPQRSTUVW')[0]?.body).toEqual({ bring: 'keep' }),
    );
  });

  test('what stands in the way is said, with no join button', async () => {
    familyServer(family('owner'), {
      'GET /api/family/join/MNPQRSTUVW': () => ({
        body: { invitation: preview({ blocker: 'ownerOfShared' }) },
      }),
    });
    renderJoin();
    expect(
      await screen.findByText(/Hand it over to another member before you join another one/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Join/ })).not.toBeInTheDocument();
  });

  test('an expired or withdrawn invitation shows how to get a new one', async () => {
    familyServer(family('owner'), {
      'GET /api/family/join/MNPQRSTUVW': () => ({
        status: 404,
        body: {
          error: 'This invitation has expired or was withdrawn. Ask for a new one.',
          code: 'NOT_FOUND',
        },
      }),
    });
    renderJoin();
    expect(await screen.findByText('This invitation link is not valid or has expired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your family' })).toHaveAttribute('href', '/family');
  });
});
