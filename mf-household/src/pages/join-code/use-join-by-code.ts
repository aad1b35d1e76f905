import { useCallback, useState } from 'react';
import { householdMessages } from '@hearth/contracts/household';
import { errorMessage, isApiError } from '@hearth/host';
import { useJoinHouseholdMutation } from '../../api/household-api';
import { useJoinedHousehold } from '../join-invitation/use-joined-household';

export interface JoinFailure {
  message: string;
  /** A 409: the user is in this household already. */
  alreadyMember: boolean;
}

/** docs/product/household.md: an unknown code reads 'Invalid invite code'; other failures the server's words. */
export function joinFailure(error: unknown): JoinFailure {
  const status = isApiError(error) ? error.status : undefined;
  if (status === 404 || status === 400) return { message: householdMessages.invalidInviteCode, alreadyMember: false };
  if (status === 409) return { message: errorMessage(error, 'You are already a member of this household.'), alreadyMember: true };
  return { message: errorMessage(error, 'Failed to join household'), alreadyMember: false };
}

/** POST /households/join with the code of the shared link; /household follows 2 s after joining. */
export function useJoinByCode(inviteCode: string) {
  const [joinHousehold, { isLoading }] = useJoinHouseholdMutation();
  const { joined, householdJoined } = useJoinedHousehold();
  const [failure, setFailure] = useState<JoinFailure | null>(null);

  const join = useCallback(async () => {
    setFailure(null);
    try {
      householdJoined(await joinHousehold({ inviteCode }).unwrap());
    } catch (error) {
      setFailure(joinFailure(error));
    }
  }, [joinHousehold, inviteCode, householdJoined]);

  return { join, joining: isLoading, failure, joined };
}
