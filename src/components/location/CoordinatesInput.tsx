// Where a location is: a place search, latitude and longitude fields (the keyboard's way), and the
// map (a click or a dragged pin sets both). A found place also fills an empty address.
import { Box, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { NumberInput, useTranslate } from 'react-admin';
import { locationFields } from '../../../contract/pickup-dropoff.ts';
import type { Place } from '../../../contract/location.ts';
import { validatorsFor } from '../crud/index.ts';
import { LocationMap, pointOf, type Point } from '../map/index.ts';
import { PlaceSearch } from './PlaceSearch.tsx';

const SET = { shouldDirty: true, shouldTouch: true, shouldValidate: true } as const;
const latitudeRules = validatorsFor({ source: 'latitude', required: true }, locationFields);
const longitudeRules = validatorsFor({ source: 'longitude', required: true }, locationFields);

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export function CoordinatesInput() {
  const translate = useTranslate();
  const { setValue, getValues } = useFormContext();
  const [latitude, longitude] = useWatch({ name: ['latitude', 'longitude'] });
  const point = pointOf(latitude, longitude);

  const place = (p: Point) => {
    setValue('latitude', p.latitude, SET);
    setValue('longitude', p.longitude, SET);
  };
  const found = (p: Place) => {
    place(p);
    if (isBlank(getValues('address'))) setValue('address', p.address || p.name, SET);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {translate('resources.location.fields.coordinates')}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {translate('location.coordinatesHint')}
      </Typography>
      <PlaceSearch onPick={found} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, mt: 1 }}>
        <NumberInput source="latitude" validate={latitudeRules} step="any" />
        <NumberInput source="longitude" validate={longitudeRules} step="any" />
      </Box>
      <LocationMap point={point} onPick={place} label={translate('location.mapLabel')} />
    </Box>
  );
}
