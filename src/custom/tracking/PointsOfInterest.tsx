// The LSP's points of interest beside a playback (GET /v1/point_of_interest, search_key: the name):
// listed with a search and drawn on the map; none found says "Data POI tidak ditemukan" (spec 2 §6).
import { Box, TextField, Typography, type Theme } from '@mui/material';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { useCall } from '../../api/useCall.ts';
import { useDebounced } from '../../components/useDebounced.ts';
import type { Pin } from '../../components/map/index.ts';

export type Poi = { id: number; name: string; category: string | null; latitude: number; longitude: number };

/** The points of interest matching `search`, as the list and the map show them. */
export function usePointsOfInterest(search: string) {
  const searched = useDebounced(search.trim(), 300);
  return useCall(contract.tracking.pointsOfInterest, { query: searched ? { search_key: searched } : {} }, { placeholderData: keepPreviousData });
}

/** The colour points of interest are pinned in (the maps and the legend). */
export const poiColor = (theme: Theme): string => theme.palette.warning.dark;

export const poiPins = (pois: readonly Poi[], theme: Theme): Pin[] => pois.map((p) => ({ latitude: p.latitude, longitude: p.longitude, label: p.category ? `${p.name} (${p.category})` : p.name, color: poiColor(theme) }));

export function PointsOfInterest({ search, onSearch, pois, loaded }: { search: string; onSearch: (s: string) => void; pois: readonly Poi[]; loaded: boolean }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`tracking.poi.${key}`);
  return (
    <Box component="section" aria-labelledby="playback-poi" sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle1" component="h2" id="playback-poi">
        {t('title')}
      </Typography>
      <TextField type="search" size="small" label={t('search')} value={search} onChange={(e) => onSearch(e.target.value)} sx={{ maxWidth: 360 }} />
      {loaded && pois.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('empty')}
        </Typography>
      ) : (
        <Box component="ul" aria-label={t('title')} sx={{ m: 0, pl: 2.5 }}>
          {pois.map((p) => (
            <Typography component="li" variant="body2" key={p.id}>
              {p.category ? `${p.name} (${p.category})` : p.name}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
