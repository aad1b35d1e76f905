import type { Rule } from 'antd/es/form';
import { householdLimits, householdMessages, householdOwnMessages } from '@hearth/contracts/household';

/** The household page's form rules, from the household contract's limits and messages. */

const trimmed = (value: string | undefined) => value?.trim();

export const householdNameRules: Rule[] = [
  { required: true, whitespace: true, message: householdOwnMessages.nameRequired },
  { max: householdLimits.nameMax, transform: trimmed, message: householdOwnMessages.nameTooLong },
];

/** docs/product/household.md "The household page": Invitation email. */
export const invitationEmailRules: Rule[] = [
  { required: true, whitespace: true, message: householdMessages.invitationEmailRequired },
  { type: 'email', transform: trimmed, message: householdMessages.invitationEmailInvalid },
];

export const inviteCodeRules: Rule[] = [{ required: true, whitespace: true, message: householdOwnMessages.inviteCodeRequired }];
