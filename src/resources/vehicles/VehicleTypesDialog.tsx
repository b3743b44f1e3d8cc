// The vendor's own vehicle types (global ones are the administrator's): listed in a dialog, each
// deletable (DELETE /v1/vehicle-types {ids}; a type in use answers 409 with the reason).
import { useState } from 'react';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import Button from '@mui/material/Button';
import CategoryIcon from '@mui/icons-material/Category';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Button as RaButton, useGetList, useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { useCallWrite } from '../../api/useCall.ts';
import { TYPES_SLUG } from './paths.ts';

function VehicleTypes() {
  const translate = useTranslate();
  const [failure, setFailure] = useState<string>();
  const { data = [], refetch } = useGetList(TYPES_SLUG, { pagination: { page: 1, perPage: -1 }, sort: { field: 'name', order: 'ASC' } });
  const own = data.filter((t) => t.vendor_id !== null);
  // The list in the dialog is read again (not the whole page); a refusal is said inside the dialog.
  const remove = useCallWrite(contract.vehicleTypes.remove, {
    input: (id: number) => ({ body: { ids: [id] } }),
    refresh: false,
    onSuccess: () => {
      setFailure(undefined);
      void refetch();
    },
    onError: (e: Error) => setFailure(e.message),
  });
  return (
    <>
      <Typography variant="body2" color="text.secondary">{translate('vendor.vehicles.types.hint')}</Typography>
      {failure && <Alert severity="error" sx={{ mt: 1 }}>{failure}</Alert>}
      {own.length === 0 ? (
        <Typography sx={{ mt: 2 }}>{translate('vendor.vehicles.types.none')}</Typography>
      ) : (
        <List dense>
          {own.map((t) => (
            <ListItem
              key={t.id}
              divider
              secondaryAction={
                <IconButton edge="end" aria-label={translate('vendor.vehicles.types.delete', { name: t.name })} disabled={remove.isPending} onClick={() => remove.mutate(t.id)}>
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText primary={t.name} />
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}

export function VehicleTypesButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <RaButton label="vendor.vehicles.types.manage" onClick={() => setOpen(true)}>
        <CategoryIcon />
      </RaButton>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs" aria-labelledby="vehicle-types-title">
        <DialogTitle id="vehicle-types-title">{translate('vendor.vehicles.types.title')}</DialogTitle>
        <DialogContent>{open && <VehicleTypes />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('vendor.vehicles.types.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
