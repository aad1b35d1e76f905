import type { Rule } from 'antd/es/form';
import { authLimits, authMessages, authOwnMessages } from '@hearth/contracts/auth';

/** docs/product/auth.md "Profile", PROFILE and PASSWORD: the rules and their messages, letter for letter. */

/** The server trims the name before checking its length, so the form does too. */
export const nameRules: Rule[] = [
  {
    validator: async (_rule, value: string | undefined) => {
      const name = (value ?? '').trim();
      if (!name) throw new Error(authMessages.nameRequired);
      if (name.length < authLimits.profileNameMin) throw new Error(authMessages.nameTooShort);
      if (name.length > authLimits.nameMax) throw new Error(authMessages.nameTooLong);
    },
  },
];

export const emailRules: Rule[] = [
  { required: true, whitespace: true, message: authMessages.emailRequired },
  { type: 'email', transform: (value: string | undefined) => value?.trim(), message: authMessages.emailInvalid },
];

export const currentPasswordRules: Rule[] = [{ required: true, message: authOwnMessages.currentPasswordRequired }];

export const newPasswordRules: Rule[] = [
  { required: true, message: authOwnMessages.newPasswordRequired },
  { min: authLimits.passwordMin, message: authMessages.newPasswordTooShort },
];

export const confirmPasswordRules: Rule[] = [
  { required: true, message: authMessages.confirmPasswordRequired },
  ({ getFieldValue }) => ({
    validator: async (_rule, value: string | undefined) => {
      if (value && value !== getFieldValue('newPassword')) throw new Error(authMessages.passwordsMustMatch);
    },
  }),
];
