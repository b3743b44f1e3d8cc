// The next times a truck can arrive at a saved location (GET /v1/pickup-dropoff/time-suggestion):
// three slots inside its operating hours, in WIB. With `onPick` each slot is a button (the order
// flow fills a suborder's estimation date with it); without, the slots are shown as they are.
import { useId } from 'react';
import { Box, Chip, Typography } from '@mui/material';
import { useTranslate, type Identifier } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import type { Answer } from '../../api/http.ts';
import { useCall } from '../../api/useCall.ts';

export type Slot = Answer<typeof contract.pickupDropoff.timeSuggestion>['data']['suggestions'][number];

export function TimeSuggestions({ locationId, date, onPick }: { locationId: Identifier; date?: string; onPick?: (slot: Slot) => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const answer = useCall(contract.pickupDropoff.timeSuggestion, { query: { pickup_dropoff_location_point_id: Number(locationId), date } }, { select: (a) => a.data });
  if (answer.isPending) return null;
  return (
    <Box role="group" aria-labelledby={titleId} sx={{ mt: 1 }}>
      <Typography id={titleId} variant="subtitle2" component="p">
        {translate('location.suggestions.title')}
      </Typography>
      {answer.isError ? (
        <Typography variant="body2" color="error">
          {translate('location.suggestions.failed')}
        </Typography>
      ) : (
        <>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 0.5 }}>
            {answer.data.suggestions.map((slot) => {
              const label = translate('location.suggestions.at', { date: slot.date, time: slot.time });
              return onPick ? (
                <Chip key={slot.estimation_date} label={label} color="primary" variant="outlined" clickable onClick={() => onPick(slot)} />
              ) : (
                <Chip key={slot.estimation_date} label={label} variant="outlined" />
              );
            })}
          </Box>
          <Typography variant="caption" color="text.secondary">
            {translate('location.suggestions.hint')}
          </Typography>
        </>
      )}
    </Box>
  );
}
