import type { Rule } from 'antd/es/form';

/** The household page's form rules; the messages docs/product/household.md gives are used letter for letter. */

export const HOUSEHOLD_NAME_MAX = 50;

const trimmed = (value: string | undefined) => value?.trim();

export const householdNameRules: Rule[] = [
  { required: true, whitespace: true, message: 'Household name is required' },
  { max: HOUSEHOLD_NAME_MAX, transform: trimmed, message: `Household name cannot exceed ${HOUSEHOLD_NAME_MAX} characters` },
];

/** docs/product/household.md "The household page": Invitation email. */
export const invitationEmailRules: Rule[] = [
  { required: true, whitespace: true, message: 'Email is required' },
  { type: 'email', transform: trimmed, message: 'Invalid email address' },
];

export const inviteCodeRules: Rule[] = [{ required: true, whitespace: true, message: 'Invite code is required' }];
