/** What a transport needs to hand one mail over; the id doubles as a stable Message-ID. */
export interface TOutgoingMail {
  id: string;
  to: string;
  fromName: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
}

/** Delivers one mail or throws; the mail worker owns retries, so a transport tries exactly once. */
export interface TMailTransport {
  readonly name: 'outbox' | 'smtp';
  deliver(mail: TOutgoingMail): Promise<void>;
  close(): Promise<void>;
}
