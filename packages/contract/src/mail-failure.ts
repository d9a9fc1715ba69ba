/**
 * Why a letter could not be delivered, in words a manager can act on, read from the error the
 * mailer stored (nodemailer's codes, the socket's, or the SMTP server's reply). The raw error
 * stays beside it for whoever runs the mail server.
 */
export const mailFailureKinds = ['dns', 'unreachable', 'timeout', 'tls', 'auth', 'refused', 'other'] as const;
export type MailFailureKind = (typeof mailFailureKinds)[number];

/** First match wins: a refused login is an SMTP reply too, and a TLS failure is also a socket's. */
const patterns: [MailFailureKind, RegExp][] = [
  ['dns', /\b(ENOTFOUND|EAI_AGAIN|EDNS)\b/],
  ['tls', /\bETLS\b|certificate|self[- ]signed|\bSSL\b|\bTLS\b/i],
  ['auth', /\bEAUTH\b|\b53[45]\b|invalid login|authentication/i],
  ['timeout', /\bETIMEDOUT\b|timed? ?out/i],
  ['unreachable', /\b(ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENETUNREACH|ECONNECTION|ESOCKET|EPIPE)\b|greeting never received/i],
  ['refused', /\bE(ENVELOPE|MESSAGE|PROTOCOL)\b|\b[45]\d\d\b/],
];

export function mailFailureKind(error: string): MailFailureKind {
  return patterns.find(([, pattern]) => pattern.test(error))?.[0] ?? 'other';
}
