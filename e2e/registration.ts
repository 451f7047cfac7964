import { type APIRequestContext, request } from '@playwright/test';
import type { TOutboxMail } from '../src/shared/contract/outbox';
import type { TAccount } from './fixtures';
import { e2eAdmin, e2eBaseUrl, newVisitorHeaders } from './test-env';

/**
 * The path of the link in the newest mail of `kind` to `email`, read as the admin from the outbox (the embedded mail
 * transport). Sign-up and account mails are queued with the request that causes them, so the mail is there at once.
 */
export async function readMailedPath(email: string, kind: string, link: RegExp): Promise<string> {
  const admin = await request.newContext({ baseURL: e2eBaseUrl, extraHTTPHeaders: newVisitorHeaders() });
  try {
    const login = await admin.post('/_api/auth/login_with_password', { data: e2eAdmin });
    if (!login.ok()) throw new Error(`admin login answered ${login.status()}`);
    const response = await admin.get(`/_api/admin/outbox?search=${encodeURIComponent(email)}`);
    if (!response.ok()) throw new Error(`outbox answered ${response.status()}`);
    const { json } = (await response.json()) as { json: { mails: TOutboxMail[] } };
    const mail = json.mails.find((candidate) => candidate.to === email && candidate.kind === kind);
    const url = mail?.text.match(/https?:\/\/\S+/g)?.find((candidate) => link.test(candidate));
    if (!url) throw new Error(`no ${kind} mail with a link for ${email}`);
    const { pathname, search } = new URL(url);
    return `${pathname}${search}`;
  } finally {
    await admin.dispose();
  }
}

/**
 * Signs up through the API as the register form does, then confirms with the mailed link (issue 25, L14), so the
 * client's context ends up signed in as the new learner. Returns the confirmation's response.
 */
export async function registerThroughApi(client: APIRequestContext, account: TAccount, states = ['national']) {
  const { email, password, displayName } = account;
  const signUp = await client.post('/_api/auth/register_with_password', {
    data: { email, password, displayName, states },
  });
  if (!signUp.ok()) throw new Error(`sign-up answered ${signUp.status()}: ${await signUp.text()}`);
  const path = await readMailedPath(email, 'registration-confirm', /\/confirm-registration\?token=/);
  const token = new URL(path, e2eBaseUrl).searchParams.get('token');
  return client.post('/_api/auth/confirm-registration', { data: { token } });
}
