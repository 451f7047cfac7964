import { eq } from 'drizzle-orm';
import type { TAccess } from '../../shared/contract/endpoint';
import type { TDatabase } from '../db/client';
import { type TUserRow, users } from '../db/schema';
import { cookieFor, createUser, type TUserOverrides } from './factories';

// The callers of the endpoint fuzz. The fuzz calls logout, account deletion and the admin's user updates with inputs
// that may well succeed, so before each route the callers get fresh sessions and their role and purchase back.

export const callerKinds = ['anonymous', 'student', 'learner', 'admin'] as const;
/** Callers with a cookie that names no live session: one that expired, and forged ones. */
export const strayCallers = ['expired', 'forged'] as const;
export type TCallerKind = (typeof callerKinds)[number] | (typeof strayCallers)[number];

/** Session cookies that are not sessions: empty, malformed, too long, twice, under the other name. */
export const forgedCookies = [
  'session=',
  'session=%zz',
  'session=%00',
  `session=${'a'.repeat(5000)}`,
  'session=00000000-0000-0000-0000-000000000000',
  'session=a; session=b',
  '__Host-session=abc',
  'session="quoted"',
  'session=Ã©Ã©',
  'session',
  '=;;=;',
  `${'x'.repeat(100)}=${'y'.repeat(100)}; `.repeat(40),
];

/** Older than any session lifetime an admin can set (at most 90 days). */
const EXPIRED_SESSION_AGE_MS = 400 * 86_400_000;

/** The callers an access policy lets through; the others are refused before the input is read. */
export const admittedCallers: Record<TAccess, readonly TCallerKind[]> = {
  public: callerKinds,
  user: ['student', 'learner', 'admin'],
  learner: ['learner', 'admin'],
  admin: ['admin'],
};

type TUserKind = 'student' | 'learner' | 'admin';
const profiles: Record<TUserKind, TUserOverrides> = {
  student: {},
  learner: { purchaseStatus: 'completed' },
  admin: { role: 'admin' },
};

export class FuzzCallers {
  private readonly users = new Map<TUserKind, TUserRow>();
  readonly cookies = new Map<TCallerKind, string | undefined>();

  /** The callers' user ids: the rows worth naming are theirs. */
  get userIds() {
    return [...this.users.values()].map((user) => user.id);
  }

  constructor(private readonly db: TDatabase) {}

  /**
   * Each caller as its profile says, with a new session at `now`. A caller a request deleted is created again; the
   * kinds created are returned, so their rows can be made again.
   */
  async restore(now: Date): Promise<TCallerKind[]> {
    const created: TCallerKind[] = [];
    for (const kind of callerKinds) {
      if (kind === 'anonymous') {
        this.cookies.set(kind, undefined);
        continue;
      }
      const profile = profiles[kind];
      const known = this.users.get(kind);
      const [row] = known
        ? await this.db
            .update(users)
            .set({
              role: profile.role ?? 'student',
              purchaseStatus: profile.purchaseStatus ?? null,
              purchasePlan: profile.purchaseStatus ? 'complete-study-kit' : null,
              purchaseExpiresAt: null,
            })
            .where(eq(users.id, known.id))
            .returning()
        : [];
      if (!row) created.push(kind);
      const user = row ?? (await createUser(this.db, profile));
      this.users.set(kind, user);
      this.cookies.set(kind, await cookieFor(this.db, user, { secureCookies: false }, now));
    }
    const learner = this.users.get('learner')!;
    const longAgo = new Date(now.getTime() - EXPIRED_SESSION_AGE_MS);
    this.cookies.set('expired', await cookieFor(this.db, learner, { secureCookies: false }, longAgo));
    return created;
  }
}
