import { EMAIL_MESSAGE, PASSWORD_MESSAGE, PASSWORD_MIN, emailSchema } from '@ringready/core/api';

export interface LoginValues {
  email: string;
  password: string;
}
export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/** Client-side login checks: a valid e-mail and a password of at least PASSWORD_MIN characters. */
export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (!emailSchema.safeParse(values.email).success) errors.email = EMAIL_MESSAGE;
  if (values.password.length < PASSWORD_MIN) errors.password = PASSWORD_MESSAGE;
  return errors;
}

export function validateEmail(email: string): string | undefined {
  return emailSchema.safeParse(email).success ? undefined : EMAIL_MESSAGE;
}

/** New password + confirmation (reset password). */
export function validateNewPassword(
  password: string,
  confirm: string,
): { password?: string; confirm?: string } {
  const errors: { password?: string; confirm?: string } = {};
  if (password.length < PASSWORD_MIN) errors.password = PASSWORD_MESSAGE;
  if (!errors.password && confirm !== password) errors.confirm = 'Passwords do not match';
  return errors;
}
