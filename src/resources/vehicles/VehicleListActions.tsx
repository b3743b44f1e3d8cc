// The vehicle list's extra buttons: spreadsheet import, the vendor's own vehicle types, and the
// fleet-management sync.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, LinkBase, useBasename } from 'react-admin';
import { useAllowed } from '../../components/useAllowed.ts';
import { FmsSyncButton } from '../../custom/fms/FmsSyncButton.tsx';
import { VehicleTypesButton } from './VehicleTypesDialog.tsx';

import { IMPORT_PATH } from '../../components/crud/index.ts';

export { IMPORT_PATH };

export function VehicleListActions() {
  const basename = useBasename();
  const mayCreate = useAllowed('create');
  const mayEdit = useAllowed('edit');
  const mayDelete = useAllowed('delete');
  return (
    <>
      {mayCreate && (
        <>
          <Button component={LinkBase} to={`${basename}/vehicles/${IMPORT_PATH}`} label="vendor.vehicles.import">
            <UploadFileIcon />
          </Button>
          <Button component={LinkBase} to={`${basename}/vehicles/${IMPORT_PATH}/plates`} label="vendor.vehicles.importPlates">
            <UploadFileIcon />
          </Button>
        </>
      )}
      {mayDelete && <VehicleTypesButton />}
      {mayEdit && <FmsSyncButton />}
    </>
  );
}
