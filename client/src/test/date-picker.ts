import { fireEvent, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Opens the date picker `input`, types `shown` into it and presses Enter the way a
 * keyboard user does (user-event: a form around it submits on Enter unless the key is stopped).
 */
export async function typeDayAndPressEnter(app: { user: UserEvent }, input: HTMLInputElement, shown: string) {
  await app.user.click(input);
  fireEvent.change(input, { target: { value: shown } });
  await app.user.keyboard('{Enter}');
  await waitFor(() => expect(input.value).toBe(shown), { timeout: 10_000 });
}
