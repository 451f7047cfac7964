import { and, asc, count, desc, eq, ilike, isNull, or, type SQL, sql, sum } from 'drizzle-orm';
import type { TDiscountCode, TDiscountCodeCreate, TDiscountCodeUpdate } from '../../../shared/contract/discount-codes';
import { discountMessages as texts } from '../../../shared/domain/discounts';
import type { TDatabase } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { containsPattern } from '../../db/like';
import { discountCodes, type TDiscountCodeRow } from '../../db/schema';
import { conflict, notFound } from '../../http-error';

const present = (row: TDiscountCodeRow): TDiscountCode => ({
  id: row.id,
  code: row.code,
  type: row.type,
  value: row.value,
  expiresAt: row.expiresAt,
  maxUses: row.maxUses,
  currentUses: row.currentUses,
  isActive: row.isActive,
  createdAt: row.createdAt,
});

const sortColumns = {
  code: discountCodes.code,
  type: discountCodes.type,
  value: discountCodes.value,
  created_at: discountCodes.createdAt,
  createdAt: discountCodes.createdAt,
  expires_at: discountCodes.expiresAt,
  expiresAt: discountCodes.expiresAt,
  current_uses: discountCodes.currentUses,
  currentUses: discountCodes.currentUses,
  max_uses: discountCodes.maxUses,
  maxUses: discountCodes.maxUses,
};

export async function listDiscountCodes(
  db: TDatabase,
  query: {
    page: number;
    limit: number;
    search?: string;
    isActive?: boolean;
    sortBy: keyof typeof sortColumns;
    sortDirection: 'asc' | 'desc';
  },
  now: Date,
) {
  const filters: SQL[] = [];
  if (query.search) filters.push(ilike(discountCodes.code, containsPattern(query.search)));
  if (query.isActive !== undefined) filters.push(eq(discountCodes.isActive, query.isActive));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const order = query.sortDirection === 'asc' ? asc : desc;
  const usable = and(
    eq(discountCodes.isActive, true),
    or(isNull(discountCodes.expiresAt), sql`${discountCodes.expiresAt} > ${now.toISOString()}::timestamptz`),
  );
  const [rows, [filtered], [totals], [active]] = await Promise.all([
    db
      .select()
      .from(discountCodes)
      .where(where)
      .orderBy(order(sortColumns[query.sortBy]), order(discountCodes.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(discountCodes).where(where),
    db.select({ codes: count(), usage: sum(discountCodes.currentUses) }).from(discountCodes),
    db.select({ value: count() }).from(discountCodes).where(usable),
  ]);
  return {
    discountCodes: rows.map(present),
    total: filtered?.value ?? 0,
    stats: {
      totalCodes: totals?.codes ?? 0,
      activeCodes: active?.value ?? 0,
      totalUsage: Number(totals?.usage ?? 0),
    },
  };
}

export async function createDiscountCode(db: TDatabase, input: TDiscountCodeCreate) {
  try {
    const [row] = await db
      .insert(discountCodes)
      .values({
        code: input.code,
        type: input.type,
        value: input.value,
        expiresAt: input.expiresAt ?? null,
        maxUses: input.maxUses ?? null,
        isActive: input.isActive,
      })
      .returning();
    return present(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(texts.duplicate);
    throw error;
  }
}

export async function updateDiscountCode(db: TDatabase, input: TDiscountCodeUpdate) {
  const changes = {
    ...(input.code !== undefined ? { code: input.code } : {}),
    ...(input.expiresAt !== undefined ? { expiresAt: input.expiresAt } : {}),
    ...(input.maxUses !== undefined ? { maxUses: input.maxUses } : {}),
    ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
  };
  // Every field is optional, so a save with nothing to change is valid; the query builder cannot set nothing.
  if (Object.keys(changes).length === 0) {
    const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, input.id));
    if (!row) throw notFound(texts.notFound);
    return present(row);
  }
  try {
    const [row] = await db.update(discountCodes).set(changes).where(eq(discountCodes.id, input.id)).returning();
    if (!row) throw notFound(texts.notFound);
    return present(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(texts.duplicate);
    throw error;
  }
}

export async function deleteDiscountCode(db: TDatabase, id: string) {
  const deleted = await db.delete(discountCodes).where(eq(discountCodes.id, id)).returning({ id: discountCodes.id });
  if (deleted.length === 0) throw notFound(texts.notFound);
  return { success: true as const, message: texts.deleted };
}
