import { desc, eq } from 'drizzle-orm';
import { checkoutSessions, purchases, users } from '../../db/schema';
import type { TUserDataPart } from '../account/user-data-part';
import { presentPurchase } from './purchase-presenter';

export const purchasesPart: TUserDataPart = {
  table: purchases,
  exportAs: 'purchases',
  async export(db, userId) {
    const rows = await db.select().from(purchases).where(eq(purchases.userId, userId)).orderBy(desc(purchases.paidAt));
    return rows.map(presentPurchase);
  },
};

export const checkoutsPart: TUserDataPart = {
  table: checkoutSessions,
  exportAs: 'checkouts',
  async export(db, userId) {
    return db
      .select({
        id: checkoutSessions.id,
        amountCents: checkoutSessions.amountCents,
        discountCode: checkoutSessions.discountCode,
        status: checkoutSessions.status,
        createdAt: checkoutSessions.createdAt,
      })
      .from(checkoutSessions)
      .where(eq(checkoutSessions.userId, userId))
      .orderBy(desc(checkoutSessions.createdAt));
  },
  // Checkouts started as a guest carry the e-mail address instead of the user id.
  async erase(db, userId) {
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (user) await db.delete(checkoutSessions).where(eq(checkoutSessions.guestEmail, user.email));
  },
};
