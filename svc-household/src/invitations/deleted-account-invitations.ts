import type { Queryable } from '@hearth/service-kit';
import { deleteAcceptedInvitationsTo, deleteInvitationsSentBy } from './invitation-queries';

/**
 * A deleted account's invitations go with it. Those it sent are deleted, pending or accepted, not
 * kept without the name: the mailed link says "<name> invited you", and whoever follows it after
 * the account is gone would join people who never asked them. The remaining members see it leave
 * their pending list and can invite again, in their own name. The invitations it accepted go too
 * (they hold its address); a pending one to its address from another household stays, that
 * household's to withdraw.
 */
export async function deleteInvitationsOfAccount(db: Queryable, account: { id: string; email: string | undefined }): Promise<void> {
  await deleteInvitationsSentBy(db, account.id);
  if (account.email) await deleteAcceptedInvitationsTo(db, account.email.toLowerCase());
}
