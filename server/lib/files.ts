// Stored files (logos, photos, avatars) live under DATA_DIR/uploads and are served at /v1/files/.
export const FILES_PREFIX = '/v1/files/';

export const fileUrl = (path: string | null | undefined): string | null => (path ? FILES_PREFIX + path : null);
