import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT } from './form-rules';

export interface RegisterValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export type RegisterErrors = Partial<Record<keyof RegisterValues, string>>;

/** SPEC section 5 "Register": "a simple email pattern". */
const SIMPLE_EMAIL = /\S+@\S+\.\S+/;

/** The register form's rules, checked on submit, in the order the fields appear (SPEC section 5). */
export function validateRegistration({ name, email, password, confirmPassword }: RegisterValues): RegisterErrors {
  const errors: RegisterErrors = {};
  if (!name.trim()) errors.name = 'Name is required';

  if (!email) errors.email = 'Email is required';
  else if (!SIMPLE_EMAIL.test(email)) errors.email = 'Email address is invalid';

  if (!password) errors.password = 'Password is required';
  else if (password.length < MIN_PASSWORD_LENGTH) errors.password = PASSWORD_TOO_SHORT;

  if (!confirmPassword) errors.confirmPassword = 'Please confirm your password';
  else if (confirmPassword !== password) errors.confirmPassword = 'Passwords must match';

  return errors;
}
