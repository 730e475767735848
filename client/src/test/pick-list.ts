import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** The texts of the options the pick list named `label` offers (its dropdown is rendered in a portal). */
export function visibleOptions(label: string) {
  return optionElements(label).map((option) => option.textContent);
}

function optionElements(label: string) {
  const listId = screen.getByRole('combobox', { name: label }).getAttribute('aria-controls');
  const dropdown = listId ? document.getElementById(listId)?.closest('.ant-select-dropdown') : null;
  return [...(dropdown?.querySelectorAll('.ant-select-item-option') ?? [])];
}

/** Opens the pick list named `label` and chooses the option reading `optionText`, once it is offered. */
export async function choose(app: { user: UserEvent }, label: string, optionText: string) {
  await app.user.click(screen.getByRole('combobox', { name: label }));
  await waitFor(() => expect(visibleOptions(label)).toContain(optionText), { timeout: 10_000 });
  await app.user.click(optionElements(label).find((option) => option.textContent === optionText) as HTMLElement);
}

/** The text an antd Select shows as its value, or '' when nothing is chosen. */
export function selectedText(label: string) {
  const content = screen.getByRole('combobox', { name: label }).closest('.ant-select')?.querySelector('.ant-select-content');
  return content?.classList.contains('ant-select-content-has-value') ? (content.textContent ?? '') : '';
}
