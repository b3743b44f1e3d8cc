// The two operating-hour fields of a location (WIB, HH:mm), checked together as the contract does:
// both or neither, never equal; an earlier closing time is an overnight window. On a saved location
// the next arrival times computed from its saved hours are shown below.
import { useEffect } from 'react';
import { Box, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextInput, useRecordContext, useTranslate } from 'react-admin';
import { hourError, isOvernight, type HourField } from './hours.ts';
import { TimeSuggestions } from './TimeSuggestions.tsx';

const FIELDS: readonly HourField[] = ['start_operation_hour', 'end_operation_hour'];

const validatorOf = (field: HourField) => (_value: unknown, all: Record<string, unknown>) => hourError(field, all);
const validators = { start_operation_hour: validatorOf('start_operation_hour'), end_operation_hour: validatorOf('end_operation_hour') };

export function OperatingHoursInput() {
  const translate = useTranslate();
  const record = useRecordContext();
  const { trigger, formState } = useFormContext();
  const [start, end] = useWatch({ name: [...FIELDS] }) as [string | undefined, string | undefined];

  // Each field's rule reads the other: once the form was submitted, re-check both on any change.
  const submitted = formState.isSubmitted;
  useEffect(() => {
    if (submitted) void trigger([...FIELDS]);
  }, [start, end, submitted, trigger]);

  const state = !start && !end ? translate('location.hours.allDay') : isOvernight(start, end) ? translate('location.hours.overnight') : null;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {translate('location.hours.title')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
        {FIELDS.map((field) => (
          <TextInput key={field} source={field} validate={validators[field]} placeholder="HH:mm" autoComplete="off" />
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {state && <strong>{state}. </strong>}
        {translate('location.hours.hint')}
      </Typography>
      {record?.id !== undefined && <TimeSuggestions locationId={record.id} />}
    </Box>
  );
}
