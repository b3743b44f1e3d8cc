// The LSP's way from create-shipment to its order screens: make an order for a customer, or
// import a sheet of them. Shown only when the area has the screens and the user may create.
import { Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Link } from 'react-router';
import { useBasename, useCanAccess } from 'react-admin';
import { useT } from '../../../i18n/useT.ts';
import { LSP_CREATE_SHIPMENT, lspFlow } from './flow.ts';

export function CreateOrderLinks() {
  const t = useT();
  const basename = useBasename();
  const { canAccess } = useCanAccess({ action: 'create', resource: LSP_CREATE_SHIPMENT });
  if (!canAccess) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button size="small" variant="contained" startIcon={<AddIcon />} component={Link} to={`${basename}/${lspFlow.createPath}`}>
        {t('orders.customer.createOrder')}
      </Button>
      <Button size="small" startIcon={<UploadFileIcon />} component={Link} to={`${basename}/${lspFlow.importPath}`}>
        {t('orders.customer.importData')}
      </Button>
    </Stack>
  );
}
