// The vendor's own vehicle types (global ones are the administrator's): listed in a dialog, each
// with the kinds of product it carries (PUT /v1/vehicle-types/:id; the LSP's fit warning reads
// them) and deletable (DELETE /v1/vehicle-types {ids}; a type in use answers 409 with the reason).
import { useState } from 'react';
import { Alert, Box, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import Button from '@mui/material/Button';
import CategoryIcon from '@mui/icons-material/Category';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Button as RaButton, useGetList, useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { PRODUCT_TYPES } from '../../../contract/product.ts';
import type { VehicleTypeCarries } from '../../../contract/vehicle-catalog.ts';
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
  const carry = useCallWrite(contract.vehicleTypes.update, {
    input: ({ id, carries }: { id: number; carries: VehicleTypeCarries }) => ({ params: { id }, body: { carries } }),
    refresh: false,
    onSuccess: () => {
      setFailure(undefined);
      void refetch();
    },
    onError: (e: Error) => setFailure(e.message),
  });
  const toggled = (carries: readonly string[], kind: VehicleTypeCarries[number]) =>
    PRODUCT_TYPES.values.filter((k) => (k === kind ? !carries.includes(k) : carries.includes(k)));
  return (
    <>
      <Typography variant="body2" color="text.secondary">{translate('vendor.vehicles.types.hint')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{translate('vendor.vehicles.types.carriesHint')}</Typography>
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
              <ListItemText
                primary={t.name}
                secondary={
                  <Box component="span" role="group" aria-label={translate('vendor.vehicles.types.carries', { name: t.name })} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
                    {PRODUCT_TYPES.values.map((kind) => (
                      <FormControlLabel
                        key={kind}
                        control={<Checkbox size="small" checked={(t.carries ?? []).includes(kind)} disabled={carry.isPending} onChange={() => carry.mutate({ id: t.id, carries: toggled(t.carries ?? [], kind) })} />}
                        label={translate(`entry.choices.product_type.${kind}`)}
                      />
                    ))}
                  </Box>
                }
                slotProps={{ secondary: { component: 'span' } }}
              />
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
