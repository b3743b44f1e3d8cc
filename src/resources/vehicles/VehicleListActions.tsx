// The vehicle list's extra buttons: spreadsheet import, the vendor's own vehicle types, and the
// fleet-management sync.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button, LinkBase, useBasename } from 'react-admin';
import { useAllowed } from '../../components/useAllowed.ts';
import { FmsSyncButton } from '../../custom/fms/FmsSyncButton.tsx';
import { PLATE_IMPORT_PATH, SLUG, VEHICLE_IMPORT_PATH } from './paths.ts';
import { VehicleTypesButton } from './VehicleTypesDialog.tsx';

export function VehicleListActions() {
  const basename = useBasename();
  const mayCreate = useAllowed('create');
  const mayEdit = useAllowed('edit');
  const mayDelete = useAllowed('delete');
  return (
    <>
      {mayCreate && (
        <>
          <Button component={LinkBase} to={`${basename}/${SLUG}/${VEHICLE_IMPORT_PATH}`} label="vendor.vehicles.import">
            <UploadFileIcon />
          </Button>
          <Button component={LinkBase} to={`${basename}/${SLUG}/${PLATE_IMPORT_PATH}`} label="vendor.vehicles.importPlates">
            <UploadFileIcon />
          </Button>
        </>
      )}
      {mayDelete && <VehicleTypesButton />}
      {mayEdit && <FmsSyncButton />}
    </>
  );
}
