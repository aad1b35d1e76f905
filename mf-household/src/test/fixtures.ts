import type { CurrentUser } from '@hearth/host';
import type { Household, Invitation } from '@hearth/contracts/household';

export const owner: CurrentUser = {
  _id: '11111111-1111-4111-8111-111111111111',
  name: 'Olive Owner',
  email: 'olive@example.com',
  household: { _id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', name: 'The Olive Grove' },
};

export const member: CurrentUser = {
  _id: '22222222-2222-4222-8222-222222222222',
  name: 'Max Member',
  email: 'max@example.com',
  household: owner.household,
};

export const household: Household = {
  _id: owner.household!._id,
  name: owner.household!.name,
  owner: owner._id,
  members: [
    { _id: owner._id, name: owner.name, email: owner.email },
    { _id: member._id, name: member.name, email: member.email },
  ],
  inviteCode: 'K7PQ-2MXZ-4HNR',
};

export const activeInvitation: Invitation = {
  _id: '33333333-3333-4333-8333-333333333333',
  email: 'new.friend@example.com',
  accepted: false,
  expires: new Date(Date.now() + 5 * 86_400_000).toISOString(),
  createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
};

export const expiredInvitation: Invitation = {
  _id: '44444444-4444-4444-8444-444444444444',
  email: 'late@example.com',
  accepted: false,
  expires: new Date(Date.now() - 86_400_000).toISOString(),
  createdAt: new Date(Date.now() - 8 * 86_400_000).toISOString(),
};

export const acceptedInvitation: Invitation = {
  _id: '55555555-5555-4555-8555-555555555555',
  email: 'max@example.com',
  accepted: true,
  expires: new Date(Date.now() + 86_400_000).toISOString(),
  createdAt: new Date(Date.now() - 6 * 86_400_000).toISOString(),
};
