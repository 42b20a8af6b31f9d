/**
 * Delivery over SMTP when the server has SMTP_URL (nodemailer), so a real mail catcher receives
 * what the mock outbox records. Called only by sendMail (send-mail.ts).
 */
import nodemailer from 'nodemailer';

export interface SmtpMessage {
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; content: string; contentType: string }[];
}

export async function sendOverSmtp(smtpUrl: string, message: SmtpMessage): Promise<void> {
  const transport = nodemailer.createTransport(smtpUrl);
  try {
    await transport.sendMail(message);
  } finally {
    transport.close();
  }
}
