import {
  DUE_KIND_LABELS,
  DUE_RANGE_LABELS,
  DUE_RANGES,
  dueSummaryInput,
  listDueInput,
  UNASSIGNED_LABEL,
  type DueItem,
  type DueSummary,
} from '@sevak/shared';
import type { AppDeps } from '../../../deps';
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

/** The owner's morning mail: the due list's counts and the first overdue and today's rows. */
export async function composeMorningDigest(
  deps: AppDeps,
  business: BusinessScope,
  about: { name: string; today: string },
): Promise<MorningDigestMail> {
  // The screen's own inputs, unfiltered: the owner's whole business.
  const summary = await summarizeDue(deps, business, dueSummaryInput.parse({}));
  const firstRows = async (range: 'overdue' | 'today') =>
    summary[range] === 0 ? [] : (await listDue(deps, business, listDueInput.parse({ range, page: 1, pageSize: DIGEST_ROWS }))).items;
  const sections: Section[] = [
    { label: DUE_RANGE_LABELS.overdue, total: summary.overdue, rows: await firstRows('overdue'), withDate: true },
    { label: DUE_RANGE_LABELS.today, total: summary.today, rows: await firstRows('today'), withDate: false },
  ];
  return renderDigest({ ...about, summary, sections, timeZone: deps.config.businessTimeZone, appName: deps.config.appName });
}

interface Section {
  label: string;
  total: number;
  rows: DueItem[];
  /** Overdue rows are on other days, so their date is shown; today's show the time alone. */
  withDate: boolean;
}

interface DigestFacts {
  name: string;
  today: string;
  summary: DueSummary;
  sections: Section[];
  timeZone: string;
  appName: string;
}

const COLUMNS = ['When', 'Customer', 'Phone', 'Product', 'Technician', 'Kind'] as const;

/** A row's cells in COLUMNS order. A warranty or AMC is due on a day, not at an hour. */
function cellsOf(item: DueItem, withDate: boolean, timeZone: string): string[] {
  const day = formatCalendarDate(calendarDateIn(timeZone, item.dueAt));
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', hour12: true }).format(item.dueAt);
  const when = item.kind !== 'visit' ? day : withDate ? `${day}, ${time}` : time;
  return [
    when,
    item.customer.name,
    item.customer.phoneNumber,
    item.product?.name ?? '—',
    item.employee?.name ?? UNASSIGNED_LABEL,
    DUE_KIND_LABELS[item.kind],
  ];
}

function moreLine(section: Section): string | undefined {
  const more = section.total - section.rows.length;
  return more > 0 ? `and ${more} more on the due list` : undefined;
}

function renderDigest(facts: DigestFacts): MorningDigestMail {
  const { summary } = facts;
  const subject = `Today's due list for ${facts.name} — ${summary.overdue} overdue, ${summary.today} today`;
  const counts = DUE_RANGES.map((range) => [DUE_RANGE_LABELS[range], summary[range]] as const);
  const footer = `${facts.appName} sends this once each morning to the business owner's e-mail.`;

  const text = [
    `Good morning, ${facts.name}.`,
    '',
    `Your due list on ${formatCalendarDate(facts.today)}:`,
    ...counts.map(([label, count]) => `  ${label}: ${count}`),
    ...facts.sections.flatMap((section) =>
      section.total === 0
        ? []
        : [
            '',
            `${section.label} (${section.total})`,
            ...section.rows.map((item) => `- ${cellsOf(item, section.withDate, facts.timeZone).join(' · ')}`),
            ...(moreLine(section) ? [`  ${moreLine(section)}`] : []),
          ],
    ),
    '',
    footer,
  ].join('\n');

  const cell = (tag: 'td' | 'th', value: string) => `<${tag} style="text-align:left;padding:4px 8px;border-bottom:1px solid #ddd">${escapeHtml(value)}</${tag}>`;
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;color:#222">',
    `<p>Good morning, ${escapeHtml(facts.name)}.</p>`,
    `<p>Your due list on ${escapeHtml(formatCalendarDate(facts.today))}:</p>`,
    `<table style="border-collapse:collapse">${counts.map(([label, count]) => `<tr>${cell('th', label)}${cell('td', String(count))}</tr>`).join('')}</table>`,
    ...facts.sections.flatMap((section) =>
      section.total === 0
        ? []
        : [
            `<h3>${escapeHtml(`${section.label} (${section.total})`)}</h3>`,
            '<table style="border-collapse:collapse">',
            `<tr>${COLUMNS.map((column) => cell('th', column)).join('')}</tr>`,
            ...section.rows.map((item) => `<tr>${cellsOf(item, section.withDate, facts.timeZone).map((value) => cell('td', value)).join('')}</tr>`),
            '</table>',
            ...(moreLine(section) ? [`<p>${escapeHtml(moreLine(section)!)}</p>`] : []),
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
