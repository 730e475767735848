import { DUE_RANGES, dueSummaryInput, listDueInput, message, MSG, type DueItem, type DueSummary, type Language, type Message } from '@sevak/shared';
import type { AppDeps } from '../../../deps';
import { renderMessage } from '../../../i18n/messages';
import { calendarDateIn, formatCalendarDate } from '../../../lib/business-time';
import type { BusinessScope } from '../../../tenancy/data-scope';
import { listDue, summarizeDue } from '../due.service';

/** Rows of each list the mail shows; the rest are on the due list screen. */
export const DIGEST_ROWS = 10;

export interface MorningDigestMail {
  subject: string;
  text: string;
  html: string;
}

/** The owner's morning mail, in the owner's language: the due list's counts and the first overdue and today's rows. */
export async function composeMorningDigest(
  deps: AppDeps,
  business: BusinessScope,
  about: { name: string; today: string; language?: Language },
): Promise<MorningDigestMail> {
  const language = about.language ?? 'en';
  const say = (key: Message['key'], params?: Message['params']) => renderMessage(message(key, params), language);
  // The screen's own inputs, unfiltered: the owner's whole business.
  const summary = await summarizeDue(deps, business, dueSummaryInput.parse({}));
  const firstRows = async (range: 'overdue' | 'today') =>
    summary[range] === 0 ? [] : (await listDue(deps, business, listDueInput.parse({ range, page: 1, pageSize: DIGEST_ROWS }))).items;
  const sections: Section[] = [
    { label: say(MSG.servicePlans.labels.dueRange.overdue), total: summary.overdue, rows: await firstRows('overdue'), withDate: true },
    { label: say(MSG.servicePlans.labels.dueRange.today), total: summary.today, rows: await firstRows('today'), withDate: false },
  ];
  return renderDigest({ ...about, say, summary, sections, timeZone: deps.config.businessTimeZone, appName: deps.config.appName });
}

/** A sentence of the digest in the owner's language. */
type Say = (key: Message['key'], params?: Message['params']) => string;

interface Section {
  label: string;
  total: number;
  rows: DueItem[];
  /** Overdue rows are on other days, so their date is shown; today's show the time alone. */
  withDate: boolean;
}

interface DigestFacts {
  say: Say;
  language?: Language | undefined;
  name: string;
  today: string;
  summary: DueSummary;
  sections: Section[];
  timeZone: string;
  appName: string;
}

const COLUMNS = ['when', 'customer', 'phone', 'product', 'technician', 'kind'] as const;

/** A row's cells in COLUMNS order. A warranty or AMC is due on a day, not at an hour. */
function cellsOf(say: Say, item: DueItem, withDate: boolean, timeZone: string): string[] {
  const day = formatCalendarDate(calendarDateIn(timeZone, item.dueAt));
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true }).format(item.dueAt);
  const when = item.kind !== 'visit' ? day : withDate ? `${day}, ${time}` : time;
  return [
    when,
    item.customer.name,
    item.customer.phoneNumber,
    item.product?.name ?? '—',
    item.employee?.name ?? say(MSG.servicePlans.digest.unassigned),
    say(MSG.servicePlans.labels.dueKind[item.kind]),
  ];
}

function moreLine(say: Say, section: Section): string | undefined {
  const more = section.total - section.rows.length;
  return more > 0 ? say(MSG.servicePlans.digest.more, { count: more }) : undefined;
}

function renderDigest(facts: DigestFacts): MorningDigestMail {
  const { summary, say } = facts;
  const subject = say(MSG.servicePlans.digest.subject, { name: facts.name, overdue: summary.overdue, today: summary.today });
  const counts = DUE_RANGES.map((range) => [say(MSG.servicePlans.labels.dueRange[range]), summary[range]] as const);
  const footer = say(MSG.servicePlans.digest.footer, { app: facts.appName });
  const greeting = say(MSG.servicePlans.digest.greeting, { name: facts.name });
  const intro = say(MSG.servicePlans.digest.intro, { date: formatCalendarDate(facts.today) });
  const more = (section: Section) => moreLine(say, section);
  const cells = (item: DueItem, section: Section) => cellsOf(say, item, section.withDate, facts.timeZone);

  const text = [
    greeting,
    '',
    intro,
    ...counts.map(([label, count]) => `  ${label}: ${count}`),
    ...facts.sections.flatMap((section) =>
      section.total === 0
        ? []
        : [
            '',
            `${section.label} (${section.total})`,
            ...section.rows.map((item) => `- ${cells(item, section).join(' · ')}`),
            ...(more(section) ? [`  ${more(section)}`] : []),
          ],
    ),
    '',
    footer,
  ].join('\n');

  const cell = (tag: 'td' | 'th', value: string) => `<${tag} style="text-align:left;padding:4px 8px;border-bottom:1px solid #ddd">${escapeHtml(value)}</${tag}>`;
  const html = [
    `<!doctype html><html lang="${facts.language === 'hi' ? 'hi' : 'en'}"><body style="font-family:sans-serif;color:#222">`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<table style="border-collapse:collapse">${counts.map(([label, count]) => `<tr>${cell('th', label)}${cell('td', String(count))}</tr>`).join('')}</table>`,
    ...facts.sections.flatMap((section) =>
      section.total === 0
        ? []
        : [
            `<h3>${escapeHtml(`${section.label} (${section.total})`)}</h3>`,
            '<table style="border-collapse:collapse">',
            `<tr>${COLUMNS.map((column) => cell('th', say(MSG.servicePlans.digest.columns[column]))).join('')}</tr>`,
            ...section.rows.map((item) => `<tr>${cells(item, section).map((value) => cell('td', value)).join('')}</tr>`),
            '</table>',
            ...(more(section) ? [`<p>${escapeHtml(more(section)!)}</p>`] : []),
          ],
    ),
    `<p style="color:#666;font-size:small">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('\n');

  return { subject, text, html };
}

/** Names, products and addresses are typed by people: in HTML they are text, never markup. */
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
