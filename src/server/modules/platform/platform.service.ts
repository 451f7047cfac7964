import { eq } from 'drizzle-orm';
import type { TPlatformConfig } from '../../../shared/contract/platform';
import { defaultPlatformConfig } from '../../../shared/domain/brand';
import type { TDatabase } from '../../db/client';
import { platformSettings } from '../../db/schema';

/** Writes the defaults once, so that later reads always find the row. */
export async function seedPlatformSettings(db: TDatabase) {
  await db
    .insert(platformSettings)
    .values({ id: 1, ...defaultPlatformConfig })
    .onConflictDoNothing();
}

export async function getPlatformConfig(db: TDatabase): Promise<TPlatformConfig> {
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.id, 1));
  if (!row) return { ...defaultPlatformConfig };
  return { brandName: row.brandName, homePageCopy: row.homePageCopy, aiSystemPrompt: row.aiSystemPrompt };
}

export async function updatePlatformConfig(db: TDatabase, config: TPlatformConfig): Promise<TPlatformConfig> {
  const values = { ...config, updatedAt: new Date() };
  await db
    .insert(platformSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: platformSettings.id, set: values });
  return getPlatformConfig(db);
}

/** What index.html embeds for the first render: the public config and whether sign-up is open, in one read. */
export async function getPageSettings(db: TDatabase) {
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.id, 1));
  if (!row) return { ...defaultPlatformConfig, registrationOpen: true };
  return { brandName: row.brandName, homePageCopy: row.homePageCopy, registrationOpen: row.registrationOpen };
}
