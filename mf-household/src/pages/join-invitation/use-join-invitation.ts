import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, signedIn, useCurrentUser, useHostDispatch } from '@hearth/host';
import { useRegisterMutation, type NewAccount } from '@hearth/host/api';
import type { Household } from '@hearth/contracts/household';
import { useAcceptInvitationMutation } from '../../api/household-api';
import { forgetPendingInvitation } from './pending-invitation';
import { useJoinedHousehold } from './use-joined-household';

export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * docs/product/household.md "Accepting an invitation": accept the invitation as the signed-in user, or create the
 * account first. A signed-in user whose e-mail is the invited one joins on arrival, once; a
 * visitor who has just created an account here is not joined twice.
 */
export function useJoinInvitation(token: string, invitedEmail: string) {
  const user = useCurrentUser();
  const dispatch = useHostDispatch();
  const [accept] = useAcceptInvitationMutation();
  const [register] = useRegisterMutation();
  const { joined, householdJoined } = useJoinedHousehold();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const attempted = useRef(false);

  const attempt = useCallback(
    async (steps: () => Promise<Household>, fallback: string) => {
      attempted.current = true;
      setBusy(true);
      setFailure(null);
      try {
        const household = await steps();
        forgetPendingInvitation();
        householdJoined(household);
      } catch (error) {
        setFailure(errorMessage(error, fallback));
      } finally {
        setBusy(false);
      }
    },
    [householdJoined],
  );

  const join = useCallback(
    () => attempt(() => accept(token).unwrap(), 'Failed to join household'),
    [attempt, accept, token],
  );

  const createAccountAndJoin = useCallback(
    (account: NewAccount) =>
      attempt(async () => {
        const session = await register(account).unwrap();
        dispatch(signedIn(session)); // the host keeps the token; the accept call carries it
        return accept(token).unwrap();
      }, 'Failed to create account and join household'),
    [attempt, register, dispatch, accept, token],
  );

  const invitedUserArrived = user !== null && sameEmail(user.email, invitedEmail);
  useEffect(() => {
    if (invitedUserArrived && !attempted.current) void join();
  }, [invitedUserArrived, join]);

  return { join, createAccountAndJoin, busy, failure, joined };
}
