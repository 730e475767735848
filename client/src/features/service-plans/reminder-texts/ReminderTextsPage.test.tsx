import { DEFAULT_REMINDER_TEMPLATES, REMINDER_PLACEHOLDERS, unknownPlaceholderMessage } from '@sevak/shared';
import { servicePlansMessagesHi } from '@sevak/shared/service-plans/messages.hi';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '../../../i18n/language';
import { messageText } from '../../../i18n/messages';
import { renderApp } from '../../../test/render-app';
import { testUser, type Handlers } from '../../../test/trpc-mock';

const saved = {
  visit: 'Hello {customerName}, service for {product} on {dueDate}.',
  warranty: DEFAULT_REMINDER_TEMPLATES.warranty,
  amc: DEFAULT_REMINDER_TEMPLATES.amc,
};

/** Sevak's Hindi texts, with the business's own visit text. */
const HINDI_DEFAULTS = servicePlansMessagesHi.reminders.defaults;
const savedHindi = { ...HINDI_DEFAULTS, visit: 'नमस्ते {customerName} जी, {dueDate} को आपके {product} की सर्विस है।' };

const texts = (templates: typeof saved, hindi: typeof savedHindi = savedHindi) => ({
  templates,
  defaults: DEFAULT_REMINDER_TEMPLATES,
  placeholders: [...REMINDER_PLACEHOLDERS],
  byLanguage: { en: { templates, defaults: DEFAULT_REMINDER_TEMPLATES }, hi: { templates: hindi, defaults: HINDI_DEFAULTS } },
});

function handlers(overrides: Handlers = {}): Handlers {
  return {
    'users.me': () => testUser('ADMIN'),
    'admin.reminders.templates': () => texts(saved),
    'admin.reminders.saveTemplates': (input) => texts({ visit: String(input.visit), warranty: String(input.warranty), amc: String(input.amc) }),
    ...overrides,
  };
}

const visitBox = () => screen.getByLabelText('Visit reminder text') as HTMLTextAreaElement;
const hindiVisitBox = () => screen.getByLabelText('Visit reminder text in Hindi') as HTMLTextAreaElement;

const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

describe('reminder texts', SLOW, () => {
  it('refuses an unknown placeholder with the shared sentence and sends nothing', async () => {
    const app = renderApp('/service/reminder-texts', handlers());
    await screen.findByRole('heading', { name: 'Reminder Texts' }, WAIT);
    await waitFor(() => expect(visitBox().value).toBe(saved.visit), WAIT);

    fireEvent.change(visitBox(), { target: { value: 'Hello {customer}, your {product} is due.' } });
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messageText(unknownPlaceholderMessage(['customer'])), {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Unknown placeholder {customer}. Use {customerName}, {product}, {dueDate}, {shopName}, {shopPhone}.')).toBeTruthy();
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
    expect(app.server.callsTo('admin.reminders.saveTemplates')[0]?.input).toEqual({ ...saved, visit: DEFAULT_REMINDER_TEMPLATES.visit, hi: savedHindi });
    expect(await screen.findByText('Reminder texts saved', {}, WAIT)).toBeTruthy();
  });

  it('keeps the Hindi text of each kind beside the English one, its own placeholders, preview and reset, saved together', async () => {
    const app = renderApp('/service/reminder-texts', handlers());
    await screen.findByRole('heading', { name: 'Reminder Texts' }, WAIT);
    await waitFor(() => expect(hindiVisitBox().value).toBe(savedHindi.visit), WAIT);
    expect(screen.getByText('नमस्ते Shweta Naik जी, 05 Dec 2026 को आपके Kent Grand Plus RO की सर्विस है।')).toBeTruthy();

    hindiVisitBox().setSelectionRange(0, 0);
    await app.user.click(screen.getByRole('button', { name: 'Insert {shopName} into the Hindi visit reminder' }));
    await waitFor(() => expect(hindiVisitBox().value).toBe(`{shopName}${savedHindi.visit}`), WAIT);
    // The English box is left as it was.
    expect(visitBox().value).toBe(saved.visit);

    await app.user.click(screen.getByRole('button', { name: "Reset to Sevak's text: Hindi visit reminder" }));
    expect(hindiVisitBox().value).toBe(HINDI_DEFAULTS.visit);
    fireEvent.change(screen.getByLabelText('AMC reminder text in Hindi'), { target: { value: 'नमस्ते {naam}' } });
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Unknown placeholder \{naam\}/, {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.reminders.saveTemplates')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('AMC reminder text in Hindi'), { target: { value: HINDI_DEFAULTS.amc } });
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.server.callsTo('admin.reminders.saveTemplates')).toHaveLength(1), WAIT);
    expect(app.server.callsTo('admin.reminders.saveTemplates')[0]?.input).toEqual({ ...saved, hi: HINDI_DEFAULTS });
  });

  it('shows the screen in Hindi', async () => {
    await applyLanguage('hi');
    renderApp('/service/reminder-texts', handlers());
    expect(await screen.findByRole('heading', { name: 'रिमाइंडर के मैसेज' }, WAIT)).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('विज़िट का रिमाइंडर — हिन्दी') as HTMLTextAreaElement).value).toBe(savedHindi.visit), WAIT);
    expect(screen.getByRole('button', { name: 'सेव करें' })).toBeTruthy();
    expect(screen.getAllByText('झलक').length).toBe(6);
  });
});
