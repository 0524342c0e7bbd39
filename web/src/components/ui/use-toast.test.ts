import { describe, expect, it } from 'vitest';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY, reducer } from './use-toast';

describe('toast store', () => {
  it('keeps one toast at a time and removes after a long delay', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY).toBe(1000000);
    let state = reducer({ toasts: [] }, { type: 'ADD_TOAST', toast: { id: '1', title: 'first' } });
    state = reducer(state, { type: 'ADD_TOAST', toast: { id: '2', title: 'second' } });
    expect(state.toasts.map((t) => t.id)).toEqual(['2']);
    state = reducer(state, { type: 'UPDATE_TOAST', toast: { id: '2', title: 'updated' } });
    expect(state.toasts[0]!.title).toBe('updated');
    state = reducer(state, { type: 'REMOVE_TOAST', toastId: '2' });
    expect(state.toasts).toEqual([]);
  });
});
