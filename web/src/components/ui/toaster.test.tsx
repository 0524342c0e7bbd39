import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Toaster } from './toaster';
import { toast } from './use-toast';

describe('Toaster', () => {
  it('shows the title and description once, as an alert for errors', async () => {
    render(<Toaster />);
    act(() => {
      toast({ variant: 'destructive', title: 'Login Failed', description: 'Invalid email or password' });
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getAllByText('Login Failed')).toHaveLength(1);
    expect(screen.getAllByText(/Invalid email or password/)).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toContain('Login Failed');
    expect(screen.getByRole('region', { name: /Notification/ })).toBeTruthy();
  });

  it('keeps only the newest toast', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Second')).toBeTruthy();
  });
});
