import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Household } from '@hearth/contracts/household';

/** docs/product/household.md "Constants": the household page follows 2 s after joining a household. */
export const JOIN_REDIRECT_DELAY_MS = 2000;

export interface JoinedHousehold {
  _id: string;
  name: string;
}

/**
 * What both join pages do once the server says the user joined (the host has learnt the new
 * household from that answer): /household follows after 2 s, not if the user has left the page.
 */
export function useJoinedHousehold() {
  const navigate = useNavigate();
  const [joined, setJoined] = useState<JoinedHousehold | null>(null);

  useEffect(() => {
    if (!joined) return;
    const timer = setTimeout(() => navigate('/household'), JOIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [joined, navigate]);

  const householdJoined = useCallback(({ _id, name }: Household) => setJoined({ _id, name }), []);

  return { joined, householdJoined };
}
