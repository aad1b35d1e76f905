import type { Rule } from 'antd/es/form';
import { authLimits, authMessages } from '@hearth/contracts/auth';

/** docs/product/auth.md: the email rules of the login and forgot-password forms. */
export const emailRules: Rule[] = [
  { required: true, whitespace: true, message: authMessages.emailRequired },
  { type: 'email', message: authMessages.emailInvalid },
];

/** docs/product/auth.md: the password rules of the login and reset-password forms. */
export const passwordRules: Rule[] = [
  { required: true, message: authMessages.passwordRequired },
  { min: authLimits.passwordMin, message: authMessages.passwordTooShort },
];
