// Plates given while creating a vehicle (issue 9): rows of plate number and usual driver, added
// and removed in place, sent with the vehicle in the same call (plates[i][plate_number|driver_id])
// and saved with it, all or nothing. Each row is checked by the contract's rules, as the server
// checks it: the row schema (Indonesian format) and the repeated-plate rule of the list; a plate
// used elsewhere comes back from the server on its row.
import { Box, Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import { ArrayInput, RemoveItemButton, SelectInput, SimpleFormIterator, TextInput, useSimpleFormIterator, useTranslate } from 'react-admin';
import { newVehiclePlate, repeatedPlateRows } from '../../../contract/vehicle.ts';
import type { Validator } from '../../components/crud/validators.ts';
import { required } from '../../components/crud/index.ts';
import { useActiveDrivers } from './VehiclePlates.tsx';

const T = 'vendor.vehicles.plates';

type Row = { plate_number?: string; driver_id?: number | string | null };

/**
 * The contract's message for this row's field ("plates.<i>.<field>"): the row's own rule, then for
 * a plate the list's (an earlier row has it), which the list schema checks once every row is valid.
 */
const rowCheck: Validator = (value, all, props?: unknown) => {
  const path = String((props as { finalSource?: string } | undefined)?.finalSource ?? '').split('.');
  const [index, field] = [Number(path[1]), path[2] as keyof typeof newVehiclePlate.shape];
  const own = newVehiclePlate.shape[field]?.safeParse(value ?? undefined);
  if (own && !own.success) return own.error.issues[0]?.message;
  const rows = (all?.plates ?? []) as Row[];
  if (field === 'plate_number' && repeatedPlateRows(rows.map((r) => r.plate_number)).includes(index)) return 'validation.duplicate';
  return undefined;
};

/** Only what the body takes (a row without a driver has none); no rows: no plates field at all. */
export function newPlatesBody(value: unknown) {
  const rows = ((value ?? []) as Row[]).map((p) => ({
    plate_number: String(p.plate_number ?? '').trim(),
    driver_id: p.driver_id === '' || p.driver_id === undefined ? null : p.driver_id,
  }));
  return rows.length ? rows : undefined;
}

/** "Add plate" in words (not only an icon): the first thing a vendor looks for here. */
function AddPlateButton() {
  const { add } = useSimpleFormIterator();
  const translate = useTranslate();
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={() => add()}>
      {translate('entry.newPlates.add')}
    </Button>
  );
}

export function NewPlatesInput({ source }: { source: string }) {
  const translate = useTranslate();
  const drivers = useActiveDrivers();
  const choices = (drivers.data ?? []).map((d) => ({ id: d.id, name: d.user_name }));
  return (
    <Box component="section" aria-labelledby="new-plates-title" sx={{ mt: 1 }}>
      <Typography id="new-plates-title" variant="h6" component="h2">
        {translate('entry.newPlates.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('entry.newPlates.hint')}
      </Typography>
      <ArrayInput source={source} label={false}>
        <SimpleFormIterator
          inline
          disableReordering
          disableClear
          addButton={<AddPlateButton />}
          removeButton={<RemoveItemButton label="entry.newPlates.remove" />}
          sx={{
            '& .RaSimpleFormIterator-line': { alignItems: 'flex-start', flexWrap: 'wrap' },
            '& .RaSimpleFormIterator-inline': { flexWrap: 'wrap', columnGap: 2, width: '100%' },
            '& .RaSimpleFormIterator-inline > *': { flex: '1 1 220px', minWidth: 0 },
          }}
        >
          <TextInput source="plate_number" label={translate(`${T}.plate`)} validate={[required, rowCheck]} />
          <SelectInput source="driver_id" label={translate(`${T}.driver`)} choices={choices} emptyText={translate(`${T}.noDriver`)} validate={rowCheck} />
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  );
}
