import { jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import type { UseFormSetError } from 'react-hook-form';
import { formSubmitter, type SubmissionRefusal } from './form-submission.js';
import { preloadToasts } from './toast.js';
import { resetToastsForTests, useToast } from './toast-store.js';

interface Signup {
  email: string;
  name: string;
}

// The reader an app hands in (web-api's apiRefusal in the apps): here, the error is the refusal itself.
const submitForm = formSubmitter((error) => error as SubmissionRefusal);
const success = { title: 'Subscribed', description: 'Welcome aboard.' };
const failure = { title: 'Could not subscribe', fallback: 'Please try again.' };

describe('formSubmitter', () => {
  // submitForm preloads the toast region; its first load in Jest can be slow.
  beforeAll(() => preloadToasts());
  afterEach(() => act(() => resetToastsForTests()));

  it('answers an accepted form with the success toast, and true', async () => {
    const toasts = renderHook(() => useToast());
    const setError = jest.fn<UseFormSetError<Signup>>();
    let accepted: boolean | undefined;
    await act(async () => {
      accepted = await submitForm<Signup>({ send: async () => ({ ok: true }), fields: ['email', 'name'], setError, success, failure });
    });
    expect(accepted).toBe(true);
    expect(setError).not.toHaveBeenCalled();
    expect(toasts.result.current.toasts).toEqual([expect.objectContaining({ title: 'Subscribed', description: 'Welcome aboard.', variant: 'default' })]);
  });

  it("puts the server's field errors under the fields it knows, focuses the first, and toasts the server's message", async () => {
    const toasts = renderHook(() => useToast());
    const setError = jest.fn<UseFormSetError<Signup>>();
    const refusal: SubmissionRefusal = {
      message: '400: email is invalid',
      fieldErrors: [
        { field: 'unknown', message: 'not a field of this form' },
        { field: 'email', message: 'email is invalid' },
        { field: 'name', message: 'name is required' },
      ],
    };
    let accepted: boolean | undefined;
    await act(async () => {
      accepted = await submitForm<Signup>({ send: () => Promise.reject(refusal), fields: ['email', 'name'], setError, success, failure });
    });
    expect(accepted).toBe(false);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'email is invalid' }, { shouldFocus: true }],
      ['name', { type: 'server', message: 'name is required' }, { shouldFocus: false }],
    ]);
    expect(toasts.result.current.toasts).toEqual([expect.objectContaining({ title: 'Could not subscribe', description: '400: email is invalid', variant: 'destructive' })]);
  });

  it('falls back to its own text when the server said nothing', async () => {
    const toasts = renderHook(() => useToast());
    await act(async () => {
      await submitForm<Signup>({ send: () => Promise.reject({ message: undefined, fieldErrors: [] }), fields: ['email'], setError: jest.fn<UseFormSetError<Signup>>(), success, failure });
    });
    expect(toasts.result.current.toasts).toEqual([expect.objectContaining({ description: 'Please try again.', variant: 'destructive' })]);
  });
});
