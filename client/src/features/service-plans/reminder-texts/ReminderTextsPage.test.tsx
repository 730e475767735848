import { DEFAULT_REMINDER_TEMPLATES, REMINDER_PLACEHOLDERS, unknownPlaceholderMessage } from '@sevak/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { testUser, type Handlers } from '../../../test/trpc-mock';

const saved = {
  visit: 'Hello {customerName}, service for {product} on {dueDate}.',
  warranty: DEFAULT_REMINDER_TEMPLATES.warranty,
  amc: DEFAULT_REMINDER_TEMPLATES.amc,
};

const texts = (templates: typeof saved) => ({ templates, defaults: DEFAULT_REMINDER_TEMPLATES, placeholders: [...REMINDER_PLACEHOLDERS] });

function handlers(overrides: Handlers = {}): Handlers {
  return {
    'users.me': () => testUser('ADMIN'),
    'admin.reminders.templates': () => texts(saved),
    'admin.reminders.saveTemplates': (input) => texts({ visit: String(input.visit), warranty: String(input.warranty), amc: String(input.amc) }),
    ...overrides,
  };
}

const visitBox = () => screen.getByLabelText('Visit reminder text') as HTMLTextAreaElement;

const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

describe('reminder texts', SLOW, () => {
  it('refuses an unknown placeholder with the shared sentence and sends nothing', async () => {
    const app = renderApp('/service/reminder-texts', handlers());
    await screen.findByRole('heading', { name: 'Reminder Texts' }, WAIT);
    await waitFor(() => expect(visitBox().value).toBe(saved.visit), WAIT);

    fireEvent.change(visitBox(), { target: { value: 'Hello {customer}, your {product} is due.' } });
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(unknownPlaceholderMessage(['customer']), {}, WAIT)).toBeTruthy();
    // Give a submission the time it would take to reach the server.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(app.server.callsTo('admin.reminders.saveTemplates')).toHaveLength(0);
  });

  it('inserts a placeholder at the cursor, previews the message filled in, resets to Sevak\'s text and saves', async () => {
    const app = renderApp('/service/reminder-texts', handlers());
    await screen.findByRole('heading', { name: 'Reminder Texts' }, WAIT);
    await waitFor(() => expect(visitBox().value).toBe(saved.visit), WAIT);
    expect(screen.getByText('Hello Shweta Naik, service for Kent Grand Plus RO on 05 Dec 2026.')).toBeTruthy();

    // The cursor after "Hello ": the shop's name goes there.
    visitBox().setSelectionRange(6, 6);
    await app.user.click(screen.getByRole('button', { name: 'Insert {shopName} into the visit reminder' }));
    await waitFor(() => expect(visitBox().value).toBe('Hello {shopName}{customerName}, service for {product} on {dueDate}.'), WAIT);
    expect(screen.getByText('Hello Aqua Care ServicesShweta Naik, service for Kent Grand Plus RO on 05 Dec 2026.')).toBeTruthy();

    await app.user.click(screen.getByRole('button', { name: "Reset to Sevak's text: visit reminder" }));
    expect(visitBox().value).toBe(DEFAULT_REMINDER_TEMPLATES.visit);
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.server.callsTo('admin.reminders.saveTemplates')).toHaveLength(1), WAIT);
    expect(app.server.callsTo('admin.reminders.saveTemplates')[0]?.input).toEqual({ ...saved, visit: DEFAULT_REMINDER_TEMPLATES.visit });
    expect(await screen.findByText('Reminder texts saved', {}, WAIT)).toBeTruthy();
  });
});
