import nodemailer from 'nodemailer';

/** One e-mail, in plain text and in HTML for mail readers that show it. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** True when the SMTP server answers and accepts the sign-in, so a send is worth trying. */
  ready(): Promise<boolean>;
  /** Resolves once the server has accepted the mail; throws when it did not. */
  send(mail: Mail): Promise<void>;
  close(): void;
}

/*
 * The digest is sent while its day's row is held in an open transaction (digest-runner.ts), and
 * the embedded database has one connection: a server that stops answering must give up in
 * seconds, not nodemailer's minutes.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000, dnsTimeout: 10_000 };

/** Mail through the SMTP server `smtpUrl` names (smtp:// or smtps://, with any user and password in it). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS }, { from });
  return {
    ready: () => transport.verify().then(() => true, () => false),
    send: async (mail) => {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}
