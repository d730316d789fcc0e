// The signed-in browser a suite drives: an account of its own written into the started server's
// database, Chromium launched and signed in through the login form before the file's tests and closed
// after them; and tabs of a partner's user beside it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { signedInPage, signedInTab } from './ui';
import { createPartnerUser, createUser, type TestUser } from './users';

export interface Session {
  /** Set before the file's first test. */
  readonly browser: Browser;
  /** The desktop tab signed in as the session's user; set before the file's first test. */
  readonly page: Page;
  /** Uncaught page errors and CSP violations of the session's tabs (see openTab). */
  readonly problems: string[];
}

/** Registers the file's beforeAll (`account()`, Chromium launched, signed in) and afterAll. */
function registerSession(
  account: () => Promise<{ username: string; password: string }>,
  onReady?: (session: Session) => void,
): Session {
  const session: { browser?: Browser; page?: Page; problems: string[] } = { problems: [] };
  beforeAll(async () => {
    const { username, password } = await account();
    Object.assign(session, await signedInPage(inject('baseUrl'), username, password, session.problems));
    onReady?.(session as Session);
  });
  afterAll(async () => {
    await session.browser?.close();
  });
  return session as Session;
}

/**
 * Registers the file's beforeAll (creates `user` with the seeded `role`, launches Chromium, signs in)
 * and afterAll (closes the browser); the returned session is filled in when the tests run.
 *
 * @example
 * const admin = signedInSession({ username: `e2e_ops_${stamp}`, realname: '运维管理员', password: 'Ops-Passw0rd!' });
 * it('…', async () => { await admin.page.goto(`${baseUrl}/isystem/quartzJob`); });
 */
export function signedInSession(user: TestUser, role = 'admin'): Session {
  return registerSession(async () => {
    await createUser(inject('dataDir'), user, role);
    return user;
  });
}

/**
 * The same for the seeded administrator (`admin`, the started server's password). `onReady` gets the
 * session once it is signed in: a suite that keeps its tab in a variable of its own sets it there.
 *
 * @example
 * let page: Page;
 * const { problems } = adminSession((admin) => ({ page } = admin));
 */
export function adminSession(onReady?: (session: Session) => void): Session {
  return registerSession(async () => ({ username: 'admin', password: inject('adminPassword') }), onReady);
}

/**
 * Creates `user` as a user of the partner whose organisation is `orgCode` (createPartnerUser) and
 * opens a desktop tab of the session's browser signed in as it, whose problems go to the session's;
 * close it with `tab.context().close()`.
 *
 * @example
 * const own = await partnerTab(admin, partnerUser);
 */
export async function partnerTab(session: Session, user: TestUser, orgCode?: string): Promise<Page> {
  await createPartnerUser(inject('dataDir'), user, orgCode);
  return signedInTab(session.browser, inject('baseUrl'), user, session.problems);
}

/**
 * Runs `steps` in a partner user's tab (see partnerTab) and closes the tab afterwards, whether the
 * steps pass or fail.
 *
 * @example
 * await asPartner(admin, partnerUser, async (own) => {
 *   await own.goto(`${baseUrl}/project`);
 * });
 */
export async function asPartner(
  session: Session,
  user: TestUser,
  steps: (tab: Page) => Promise<void>,
  orgCode?: string,
): Promise<void> {
  const tab = await partnerTab(session, user, orgCode);
  try {
    await steps(tab);
  } finally {
    await tab.context().close();
  }
}
