import type { Rule } from 'antd/es/form';
import { authLimits, authMessages, type RegisterBody } from '@hearth/contracts/auth';

/** The form's values: what POST /auth/register sends, and the confirmation it never sends. */
export type RegisterValues = RegisterBody & { confirmPassword: string };

/** docs/product/auth.md "Register": "a simple email pattern". */
const SIMPLE_EMAIL = /\S+@\S+\.\S+/;

/** The register form's rules, checked on submit; each field shows its first failure. */
export const registerRules: Record<keyof RegisterValues, Rule[]> = {
  name: [{ required: true, whitespace: true, message: authMessages.nameRequired }],
  email: [
    { required: true, message: authMessages.emailRequired },
    { pattern: SIMPLE_EMAIL, message: authMessages.registrationEmailInvalid },
  ],
  password: [
    { required: true, message: authMessages.passwordRequired },
    { min: authLimits.passwordMin, message: authMessages.passwordTooShort },
  ],
  confirmPassword: [
    { required: true, message: authMessages.confirmPasswordRequired },
    ({ getFieldValue }) => ({
      validator: async (_rule, value: string) => {
        if (value !== getFieldValue('password')) throw new Error(authMessages.passwordsMustMatch);
      },
    }),
  ],
};
