import { describe, expect, it } from 'vitest';
import { validateLogin, validateNewPassword } from './validate-login';

describe('validateLogin', () => {
  it('accepts a valid email and an 8+ character password', () => {
    expect(validateLogin({ email: ' demo@ringready.app ', password: 'ringready-demo' })).toEqual({});
  });

  it('uses the spec messages', () => {
    expect(validateLogin({ email: 'not-an-email', password: 'short' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters',
    });
  });
});

describe('validateNewPassword', () => {
  it('requires 8 characters and a matching confirmation', () => {
    expect(validateNewPassword('short', 'short').password).toBe('Password must be at least 8 characters');
    expect(validateNewPassword('long-enough', 'different')).toEqual({ confirm: 'Passwords do not match' });
    expect(validateNewPassword('long-enough', 'long-enough')).toEqual({});
  });
});
