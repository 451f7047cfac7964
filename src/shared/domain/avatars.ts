// Profile pictures (issue 25, L22): uploaded to the platform and served from its own origin, never linked from other
// sites, whose servers would learn who looks at the picture, from where and when.

/** An avatar is a small picture: 1 MB is plenty for a 512 px photo and keeps each upload cheap to store and serve. */
export const maxAvatarBytes = 1024 * 1024;

/** Wider or taller pictures are refused: they add nothing at avatar size and are how decoders are made to run out of memory. */
export const maxAvatarSide = 4096;

/** The formats every browser shows with no script or document around them, decided from the file's first bytes. */
export const avatarTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type TAvatarType = (typeof avatarTypes)[number];

/** Under /media like the asset library's files, but a path of its own: only avatars are served from it. */
export const avatarUrlPrefix = '/media/avatars';
export const avatarPath = (fileId: string) => `${avatarUrlPrefix}/${fileId}`;

const ownAvatarPath = /^\/media\/avatars\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether a value has the shape of an address the platform gives an uploaded avatar (not whether it exists). */
export const isOwnAvatarUrl = (value: string) => ownAvatarPath.test(value);

/**
 * The address a user's picture is shown at: the stored address only when it is the one of the uploaded file. A URL
 * of another site, typed before uploads existed, is never shown (issue 25, L22: it tracked whoever looked at it).
 */
export const shownAvatarUrl = (row: { avatarUrl: string | null; avatarFileId: string | null }) =>
  row.avatarFileId !== null && row.avatarUrl === avatarPath(row.avatarFileId) ? row.avatarUrl : null;
