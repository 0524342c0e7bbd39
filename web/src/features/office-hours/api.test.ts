import { describe, expect, it } from 'vitest';
import { officeHourState, registrationUrl } from './api';

describe('officeHourState', () => {
  it('is full when registeredCount >= capacity and the user is not registered', () => {
    expect(officeHourState({ registeredCount: 10, capacity: 10, isRegistered: false })).toBe('full');
    expect(officeHourState({ registeredCount: 11, capacity: 10, isRegistered: false })).toBe('full');
    expect(officeHourState({ registeredCount: 9, capacity: 10, isRegistered: false })).toBe('open');
    expect(officeHourState({ registeredCount: 10, capacity: 10, isRegistered: true })).toBe('registered');
  });

  it('builds the registration path', () => {
    expect(registrationUrl('oh 1')).toBe('/api/office-hours/oh%201/registration');
  });
});
