import { describe, expect, it } from 'vitest';
import { validateName, validatePasswordChange } from './validate-settings';

describe('settings validation', () => {
  it('requires a name', () => {
    expect(validateName('   ')).toBe('Please enter your name');
    expect(validateName('Ana')).toBeUndefined();
  });

  it('checks the current password, the new password length and the confirmation', () => {
    expect(
      validatePasswordChange({ currentPassword: '', newPassword: 'short', confirmPassword: '' }),
    ).toEqual({
      currentPassword: 'Please enter your current password',
      newPassword: 'Password must be at least 8 characters',
    });
    expect(
      validatePasswordChange({
        currentPassword: 'old-pass',
        newPassword: 'new-password',
        confirmPassword: 'nope',
      }),
    ).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(
      validatePasswordChange({
        currentPassword: 'old-pass',
        newPassword: 'new-password',
        confirmPassword: 'new-password',
      }),
    ).toEqual({});
  });
});
