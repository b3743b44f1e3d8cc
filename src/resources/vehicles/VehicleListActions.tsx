// The vehicle list's extra buttons: spreadsheet import, the vendor's own vehicle types, and the
// fleet-management sync.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, LinkBase, useBasename } from 'react-admin';
import { FmsSyncButton } from '../../custom/fms/FmsSyncButton.tsx';
import { VehicleTypesButton } from './VehicleTypesDialog.tsx';

export const IMPORT_PATH = 'import-data';

export function VehicleListActions() {
  const basename = useBasename();
  return (
    <>
      <Button component={LinkBase} to={`${basename}/vehicles/${IMPORT_PATH}`} label="vendor.vehicles.import">
        <UploadFileIcon />
      </Button>
      <Button component={LinkBase} to={`${basename}/vehicles/${IMPORT_PATH}/plates`} label="vendor.vehicles.importPlates">
        <UploadFileIcon />
      </Button>
      <VehicleTypesButton />
      <FmsSyncButton />
    </>
  );
}
