// "Import" next to "Create": the spreadsheet import screen (product/import-data) of this area,
// in the page's language through the area's basename.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, LinkBase, useBasename } from 'react-admin';

export const IMPORT_PATH = 'import-data';

export function ImportButton() {
  const basename = useBasename();
  return (
    <Button component={LinkBase} to={`${basename}/product/${IMPORT_PATH}`} label="shell.crud.import">
      <UploadFileIcon />
    </Button>
  );
}
