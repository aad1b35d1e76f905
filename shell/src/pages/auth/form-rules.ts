import type { Rule } from 'antd/es/form';

/** docs/product/auth.md "Constants": password minimum 6. */
export const MIN_PASSWORD_LENGTH = 6;
export const PASSWORD_TOO_SHORT = 'Password should be at least 6 characters';

/** docs/product/auth.md: the email rules of the login and forgot-password forms. */
export const emailRules: Rule[] = [
  { required: true, whitespace: true, message: 'Email is required' },
  { type: 'email', message: 'Enter a valid email' },
];

/** docs/product/auth.md: the password rules of the login and reset-password forms. */
export const passwordRules: Rule[] = [
  { required: true, message: 'Password is required' },
  { min: MIN_PASSWORD_LENGTH, message: PASSWORD_TOO_SHORT },
];
