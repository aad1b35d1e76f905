import { useState } from 'react';
import type { Household, Member } from '@hearth/contracts/household';
import { Panel } from '@hearth/host/ui';
import { cardStyles, plainList } from './household-layout';
import { MemberRow } from './MemberRow';
import { RemoveMemberDialog } from './RemoveMemberDialog';

/** Everyone in the household; the owner can remove anyone but themselves (docs/product/household.md "Who may do what"). */
export function MemberList({ household, currentUserId, isOwner }: { household: Household; currentUserId: string; isOwner: boolean }) {
  // Kept while the dialog closes, so its text does not empty during the animation.
  const [removing, setRemoving] = useState<Member | null>(null);
  const [confirming, setConfirming] = useState(false);

  return (
    <Panel title={<span id="members-title">Members</span>} styles={cardStyles}>
      <ul aria-labelledby="members-title" style={plainList}>
        {household.members.map((member, index) => (
          <MemberRow
            key={member._id}
            member={member}
            first={index === 0}
            isOwner={member._id === household.owner}
            isYou={member._id === currentUserId}
            onRemove={
              isOwner && member._id !== household.owner && member._id !== currentUserId
                ? () => {
                    setRemoving(member);
                    setConfirming(true);
                  }
                : undefined
            }
          />
        ))}
      </ul>
      {isOwner && (
        <RemoveMemberDialog
          open={confirming}
          member={removing}
          householdName={household.name}
          onClose={() => setConfirming(false)}
        />
      )}
    </Panel>
  );
}
