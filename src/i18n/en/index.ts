// The English catalog: the key schema of every visible string.
import englishMessages from 'ra-language-english';
import { en as contractMessages } from '../../../contract/messages-en.ts';
import { auth } from './auth.ts';
import { accountArea } from './account.ts';
import { actions } from './actions.ts';
import { adminArea } from './admin.ts';
import { forms } from './forms.ts';
import { entry } from './entry.ts';
import { dispatch } from './dispatch.ts';
import { history } from './history.ts';
import { invoices } from './invoices.ts';
import { weighbridge } from './weighbridge.ts';
import { tracking } from './tracking.ts';
import { geofences } from './geofences.ts';
import { activity } from './activity.ts';
import { wbLog } from './wbLog.ts';
import { exportFiles } from './exportFiles.ts';
import { mirroringLog } from './mirroringLog.ts';
import { performance } from './performance.ts';
import { imports } from './imports.ts';
import { lspArea } from './lsp.ts';
import { orders } from './orders.ts';
import { locationArea } from './location.ts';
import { resources, shell } from './shell.ts';
import { vendorArea } from './vendor.ts';

export const en = {
  ...englishMessages,
  validation: contractMessages.validation,
  server: contractMessages.server,
  auth,
  shell,
  // Each area's texts live in its own file (vendor.ts, lsp.ts, admin.ts, account.ts).
  resources: { ...resources, ...vendorArea.resources, ...lspArea.resources, ...adminArea.resources, ...accountArea.resources, ...locationArea.resources },
  dispatch,
  imports: { ...imports, columns: { ...imports.columns, ...orders.columns } },
  orders,
  vendor: vendorArea.texts,
  lsp: lspArea.texts,
  admin: adminArea.texts,
  account: accountArea.texts,
  location: locationArea.texts,
  map: locationArea.map,
  forms,
  entry,
  actions,
  history,
  invoices,
  weighbridge,
  tracking,
  geofences,
  activity,
  wbLog,
  exportFiles,
  mirroringLog,
  performance,
};

export type Catalog = typeof en;
