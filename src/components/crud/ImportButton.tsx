// "Import" next to "Create": the spreadsheet import screen of the list's resource
// (<resource>/import-data), in the page's language through the area's basename; shown only to
// users who may create.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, LinkBase, useBasename, useResourceContext } from 'react-admin';
import { useAllowed } from '../useAllowed.ts';

export const IMPORT_PATH = 'import-data';

export function ImportButton() {
  const basename = useBasename();
  const resource = useResourceContext();
  const allowed = useAllowed('create');
  if (!allowed || !resource) return null;
  return (
    <Button component={LinkBase} to={`${basename}/${resource}/${IMPORT_PATH}`} label="shell.crud.import">
      <UploadFileIcon />
    </Button>
  );
}
