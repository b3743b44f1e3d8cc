// Finds a place by name for the coordinate picker (GET /v1/location/search): the company's own
// locations first, then the map provider's. Asks after a pause in typing and from 3 letters on; a
// newer search cancels the one still running (react-query aborts the request of a dropped query).
import { useState } from 'react';
import { Autocomplete, Box, CircularProgress, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import type { Place } from '../../../contract/location.ts';
import { useCall } from '../../api/useCall.ts';
import { useDebounced } from '../useDebounced.ts';

export const MIN_PLACE_CHARS = 3;
const PAUSE_MS = 350;

const placeKey = (p: Place) => `${p.name}|${p.latitude}|${p.longitude}`;

export function PlaceSearch({ onPick }: { onPick: (place: Place) => void }) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<Place | null>(null);
  const query = useDebounced(text.trim(), PAUSE_MS);
  const enabled = query.length >= MIN_PLACE_CHARS && query !== chosen?.name;
  const places = useCall(contract.location.search, { query: { location: query } }, { select: (answer) => answer.data, enabled, staleTime: 60_000 });

  const waiting = enabled && places.isFetching;
  const noOptionsText =
    text.trim().length < MIN_PLACE_CHARS ? translate('location.place.minChars') : places.isError ? translate('location.place.failed') : waiting ? translate('location.place.searching') : translate('location.place.none');

  return (
    <Autocomplete<Place>
      options={enabled ? (places.data ?? []) : []}
      // The server already matched and ranked the places.
      filterOptions={(options) => options}
      getOptionLabel={(p) => p.name}
      isOptionEqualToValue={(a, b) => placeKey(a) === placeKey(b)}
      value={chosen}
      inputValue={text}
      onInputChange={(_, value) => setText(value)}
      onChange={(_, place) => {
        setChosen(place);
        if (place) onPick(place);
      }}
      loading={waiting}
      loadingText={translate('location.place.searching')}
      noOptionsText={noOptionsText}
      renderOption={({ key: _key, ...props }, p) => (
        <Box component="li" key={placeKey(p)} {...props}>
          <Box>
            <Typography variant="body2">{p.name}</Typography>
            {p.address && (
              <Typography variant="caption" color="text.secondary">
                {p.address}
              </Typography>
            )}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('location.place.search')}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {waiting && <CircularProgress size={18} aria-hidden />}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
