import type { Rule } from 'antd/es/form';
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT } from './form-rules';

export interface RegisterValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** docs/product/auth.md "Register": "a simple email pattern". */
const SIMPLE_EMAIL = /\S+@\S+\.\S+/;

/** The register form's rules, checked on submit; each field shows its first failure. */
export const registerRules: Record<keyof RegisterValues, Rule[]> = {
  name: [{ required: true, whitespace: true, message: 'Name is required' }],
  email: [
    { required: true, message: 'Email is required' },
    { pattern: SIMPLE_EMAIL, message: 'Email address is invalid' },
  ],
  password: [
    { required: true, message: 'Password is required' },
    { min: MIN_PASSWORD_LENGTH, message: PASSWORD_TOO_SHORT },
  ],
  confirmPassword: [
    { required: true, message: 'Please confirm your password' },
    ({ getFieldValue }) => ({
      validator: async (_rule, value: string) => {
        if (value !== getFieldValue('password')) throw new Error('Passwords must match');
      },
    }),
  ],
};
