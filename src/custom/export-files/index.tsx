// The LSP's "Export files" menu entry (spec 1 §2: after request-vendors); the screen loads on demand.
import FolderZipIcon from '@mui/icons-material/FolderZip';
import type { ResourceDef } from '../../areas/types.ts';
import { lazyScreen } from '../../components/lazyScreen.tsx';

export const EXPORT_FILES_SLUG = 'export-files';

const ExportFilesPage = lazyScreen(async () => ({ default: (await import('./ExportFilesPage.tsx')).ExportFilesPage }));

export const exportFilesEntry: ResourceDef = { slug: EXPORT_FILES_SLUG, labelKey: 'exportFiles.menu', icon: FolderZipIcon, list: ExportFilesPage };
