/**
 * The household domain's limits and messages (docs/product/household.md), for svc-household's
 * schemas and mf-household's form rules alike. Plain constants, no zod: a front end imports this
 * without the weight of a validation library.
 */

export const householdLimits = {
  /** A household's name, after trimming. */
  nameMax: 50,
  inviteCodeMax: 40,
  invitationTokenMax: 200,
} as const;

/** Quoted letter for letter from docs/product/household.md (the contract's test checks it). */
export const householdMessages = {
  invitationEmailRequired: 'Email is required',
  invitationEmailInvalid: 'Invalid email address',
  invalidInviteCode: 'Invalid invite code',
  noHousehold: "You don't have a household yet.",
  invalidInvitation: 'Invalid or expired invitation',
  /** The join page's account form. */
  fillInAllFields: 'Please fill in all required fields',
  passwordsDoNotMatch: 'Passwords do not match',
} as const;

/** Hearth's own words, where docs/product/household.md describes a check without quoting one. */
export const householdOwnMessages = {
  nameRequired: 'Household name is required',
  nameTooLong: 'Household name cannot exceed 50 characters',
  inviteCodeRequired: 'Invite code is required',
  ownerOnly: 'Only the household owner can do that',
  alreadyMember: 'You are already a member of this household',
  ownerCannotBeRemoved: 'The owner cannot be removed from the household',
  memberNotFound: 'Member not found',
  inviteeAlreadyMember: 'This person is already a member of your household',
  invitationNotFound: 'Invitation not found',
  invitationAlreadyAccepted: 'This invitation has already been accepted',
  invitationForSomeoneElse: 'This invitation was sent to a different email address',
} as const;
