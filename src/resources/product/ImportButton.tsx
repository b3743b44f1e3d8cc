// "Import" next to "Create": the spreadsheet import screen (product/import-data) of this area,
// in the page's language through the area's basename.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, LinkBase, useBasename } from 'react-admin';
import { useAllowed } from '../../components/useAllowed.ts';

export const IMPORT_PATH = 'import-data';

export function ImportButton() {
  const basename = useBasename();
  if (!useAllowed('create')) return null;
  return (
    <Button component={LinkBase} to={`${basename}/product/${IMPORT_PATH}`} label="shell.crud.import">
      <UploadFileIcon />
    </Button>
  );
}
