import { firstRow, rows, run, sql, type Queryable } from '@hearth/service-kit';

export interface InvitationRow {
  id: string;
  householdId: string;
  /** Trimmed and lower-cased. */
  email: string;
  invitedBy: string;
  invitedByName: string;
  expiresAt: Date;
  acceptedAt: Date | null;
  createdAt: Date;
}

/** A new invitation; the token itself exists only in the mail and the link, its SHA-256 here. */
export interface NewInvitation {
  id: string;
  householdId: string;
  email: string;
  tokenHash: string;
  invitedBy: string;
  invitedByName: string;
  expiresAt: Date;
}

const selectInvitation = sql`
  SELECT id, household_id AS "householdId", email, invited_by AS "invitedBy", invited_by_name AS "invitedByName",
         expires_at AS "expiresAt", accepted_at AS "acceptedAt", created_at AS "createdAt"
    FROM invitations`;

/** Newest first, at most `limit`. */
export function listInvitationsOf(db: Queryable, householdId: string, limit: number): Promise<InvitationRow[]> {
  return rows<InvitationRow>(db, sql`${selectInvitation} WHERE household_id = ${householdId} ORDER BY created_at DESC LIMIT ${limit}`);
}

export function findInvitation(db: Queryable, id: string): Promise<InvitationRow | undefined> {
  return firstRow<InvitationRow>(db, sql`${selectInvitation} WHERE id = ${id}`);
}

export function findInvitationIn(db: Queryable, householdId: string, id: string): Promise<InvitationRow | undefined> {
  return firstRow<InvitationRow>(db, sql`${selectInvitation} WHERE id = ${id} AND household_id = ${householdId}`);
}

/** The invitation not accepted yet whose token has this hash (expired or not). */
export function findUnacceptedInvitation(db: Queryable, tokenHash: string): Promise<InvitationRow | undefined> {
  return firstRow<InvitationRow>(db, sql`${selectInvitation} WHERE token_hash = ${tokenHash} AND accepted_at IS NULL`);
}

export async function deletePendingInvitationsTo(db: Queryable, householdId: string, email: string): Promise<void> {
  await run(db, sql`DELETE FROM invitations WHERE household_id = ${householdId} AND email = ${email} AND accepted_at IS NULL`);
}

export async function insertInvitation(db: Queryable, invitation: NewInvitation): Promise<void> {
  await run(
    db,
    sql`INSERT INTO invitations (id, household_id, email, token_hash, invited_by, invited_by_name, expires_at)
        VALUES (${invitation.id}, ${invitation.householdId}, ${invitation.email}, ${invitation.tokenHash},
                ${invitation.invitedBy}, ${invitation.invitedByName}, ${invitation.expiresAt})`,
  );
}

/** A new link: the previous one stops working. */
export async function setInvitationLink(db: Queryable, id: string, link: { tokenHash: string; expiresAt: Date }): Promise<void> {
  await run(db, sql`UPDATE invitations SET token_hash = ${link.tokenHash}, expires_at = ${link.expiresAt} WHERE id = ${id}`);
}

/** False when it was accepted already (by a request racing this one). */
export async function markInvitationAccepted(db: Queryable, id: string, at: Date): Promise<boolean> {
  const { count } = await run(db, sql`UPDATE invitations SET accepted_at = ${at} WHERE id = ${id} AND accepted_at IS NULL`);
  return count > 0;
}

export async function deleteInvitationsSentBy(db: Queryable, userId: string): Promise<void> {
  await run(db, sql`DELETE FROM invitations WHERE invited_by = ${userId}`);
}

export async function deleteAcceptedInvitationsTo(db: Queryable, email: string): Promise<void> {
  await run(db, sql`DELETE FROM invitations WHERE email = ${email} AND accepted_at IS NOT NULL`);
}
