import { describe, expect, it } from 'vitest';
import { mailFailureKind } from './mail-failure.js';

describe('mailFailureKind', () => {
  it('reads what went wrong from the errors the mailer stores', () => {
    expect(mailFailureKind('Error: connect ECONNREFUSED 127.0.0.1:2599')).toBe('unreachable');
    expect(mailFailureKind('Error: getaddrinfo ENOTFOUND smtp.example.test')).toBe('dns');
    expect(mailFailureKind('Error: Connection timeout')).toBe('timeout');
    expect(mailFailureKind('Error: Invalid login: 535 5.7.8 Authentication credentials invalid')).toBe('auth');
    expect(mailFailureKind('Error: self-signed certificate in certificate chain')).toBe('tls');
    expect(mailFailureKind('Error: Message failed: 451 4.3.0 Try again later')).toBe('refused');
    expect(mailFailureKind("Error: Can't send mail - all recipients were rejected: 550 5.1.1 User unknown")).toBe('refused');
    expect(mailFailureKind('Error: something unexpected')).toBe('other');
  });
});
