// Stored files. Public assets live in the uploads area (DATA_DIR/uploads, or the S3 bucket's with
// STORAGE=s3) and are served at /v1/files/ to anyone with the name (an <img> cannot send a bearer
// token; the sign-in page shows the LSP's logo and banner): only the folders below. Documents of a
// tenant's records (a change's supporting file; weighbridge ticket scans and invoices when they
// come) live in the documents area and are served only by a signed-in call that checks the caller
// may see the record. docs/security.md "Files".
export const FILES_PREFIX = '/v1/files/';

/** The folders of public assets: logos and banners, avatars, product and vehicle photos. */
export const PUBLIC_FOLDERS = ['logos', 'avatars', 'products', 'vehicles'] as const;

/** The folder of the supporting files of a change of trucks (change-vehicles, move-vehicle). */
export const SHIPMENT_CHANGE_FOLDER = 'shipment-changes';

/** The folder of weighbridge ticket scans (served by GET /v1/weight-bridge/tickets/{id}/file). */
export const WEIGHBRIDGE_FOLDER = 'weighbridge-tickets';

export const fileUrl = (path: string | null | undefined): string | null => (path ? FILES_PREFIX + path : null);

/** The headers of every public file: never sniffed, sandboxed (an SVG's scripts do not run), kept an hour. */
export const PUBLIC_FILE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'Cache-Control': 'private, max-age=3600',
} as const;

/** Whether a path under /v1/files/ ("/logos/ab12.svg") is in a public folder. */
export const isPublicFile = (path: string): boolean => PUBLIC_FOLDERS.some((folder) => path.startsWith(`/${folder}/`));
