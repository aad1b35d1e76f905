import type { Rule } from 'antd/es/form';

/** docs/product/auth.md "Profile", PROFILE and PASSWORD: the rules and their messages, letter for letter. */

/** The server trims the name before checking its length, so the form does too. */
export const nameRules: Rule[] = [
  {
    validator: async (_rule, value: string | undefined) => {
      const name = (value ?? '').trim();
      if (!name) throw new Error('Name is required');
      if (name.length < 2) throw new Error('Name must be at least 2 characters');
      if (name.length > 50) throw new Error('Name cannot exceed 50 characters');
    },
  },
];

export const emailRules: Rule[] = [
  { required: true, whitespace: true, message: 'Email is required' },
  { type: 'email', transform: (value: string | undefined) => value?.trim(), message: 'Enter a valid email' },
];

export const currentPasswordRules: Rule[] = [{ required: true, message: 'Current password is required' }];

export const newPasswordRules: Rule[] = [
  { required: true, message: 'New password is required' },
  { min: 6, message: 'Password must be at least 6 characters' },
];

export const confirmPasswordRules: Rule[] = [
  { required: true, message: 'Please confirm your password' },
  ({ getFieldValue }) => ({
    validator: async (_rule, value: string | undefined) => {
      if (value && value !== getFieldValue('newPassword')) throw new Error('Passwords must match');
    },
  }),
];
