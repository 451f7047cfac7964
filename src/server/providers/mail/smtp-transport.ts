import nodemailer from 'nodemailer';
import type { TMailTransport } from './mail-transport';

export interface TSmtpOptions {
  /** smtp://user:password@host:port or smtps://...; nodemailer reads TLS and auth from it. */
  url: string;
  fromAddress: string;
  /** Used for Message-ID, so that a mail retried after a lost acknowledgement can be recognised downstream. */
  messageIdDomain: string;
}

export function createSmtpTransport(options: TSmtpOptions): TMailTransport {
  const transporter = nodemailer.createTransport(options.url);
  return {
    name: 'smtp',
    async deliver(mail) {
      await transporter.sendMail({
        from: { name: mail.fromName, address: options.fromAddress },
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        headers: mail.headers,
        messageId: `<${mail.id}@${options.messageIdDomain}>`,
      });
    },
    async close() {
      transporter.close();
    },
  };
}
