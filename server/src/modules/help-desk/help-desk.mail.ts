import { OWN_HELP_DESK_STATUS_LABELS, type HelpDeskStatus } from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { smtpMailer, type Mail } from '../service-plans/digest/mailer';

/** What the owner's e-mail tells of the operator's reply. */
export interface ReplyNotice {
  to: string;
  ownerName: string;
  ticketMessage: string;
  operatorName: string;
  reply: string;
  status: HelpDeskStatus;
}

export function replyMail(appName: string, notice: ReplyNotice): Mail {
  const status = OWN_HELP_DESK_STATUS_LABELS[notice.status];
  const query = notice.ticketMessage.length > 100 ? `${notice.ticketMessage.slice(0, 100)}…` : notice.ticketMessage;
  const subject = `${appName} support replied to your query`;
  const lines = [
    `Namaste ${notice.ownerName},`,
    `${notice.operatorName} replied to your help desk query "${query}":`,
    notice.reply,
    `Status: ${status}. Open Help Desk in ${appName} to read the conversation and reply.`,
  ];
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<p>${escapeHtml(lines[0]!)}</p>`,
    `<p>${escapeHtml(lines[1]!)}</p>`,
    `<blockquote style="white-space:pre-wrap;border-left:3px solid #ddd;margin:0;padding:4px 12px">${escapeHtml(notice.reply)}</blockquote>`,
    `<p>${escapeHtml(lines[3]!)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: notice.to, subject, text: lines.join('\n\n'), html };
}

/**
 * Tells the owner of the operator's reply when SMTP_URL is set. The reply is already saved and
 * its call answered without waiting: a mail server that is slow or refuses only leaves a line in
 * the log, never a failed reply, and never holds the reply's transaction open.
 */
export function mailOwnerOfReply(deps: AppDeps, notice: ReplyNotice): void {
  const { smtpUrl, digestFrom, appName } = deps.config;
  if (!smtpUrl) return;
  const mailer = smtpMailer(smtpUrl, digestFrom);
  mailer
    .send(replyMail(appName, notice))
    .catch((error: unknown) => deps.log?.warn({ err: error }, 'could not e-mail the owner of a help-desk reply; the reply is saved'))
    .finally(() => mailer.close());
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
