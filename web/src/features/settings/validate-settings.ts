import { changePasswordRequestSchema, updateProfileRequestSchema } from '@ringready/core/api';

export function validateName(name: string): string | undefined {
  const result = updateProfileRequestSchema.safeParse({ name });
  return result.success ? undefined : result.error.issues[0]?.message;
}

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
export type PasswordChangeErrors = Partial<Record<keyof PasswordChangeValues, string>>;

export function validatePasswordChange(values: PasswordChangeValues): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  const result = changePasswordRequestSchema.safeParse({
    currentPassword: values.currentPassword,
    newPassword: values.newPassword,
  });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if ((field === 'currentPassword' || field === 'newPassword') && !errors[field])
        errors[field] = issue.message;
    }
  }
  if (!errors.newPassword && values.confirmPassword !== values.newPassword)
    errors.confirmPassword = 'Passwords do not match';
  return errors;
}
