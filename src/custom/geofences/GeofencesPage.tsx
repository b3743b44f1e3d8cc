// The LSP's Geofences screen (issue 24): its geofences and the alerts its trucks raise, as two tabs
// (the tab kept in the URL).
import { useSearchParams } from 'react-router';
import { Box, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageHeading } from '../../components/PageHeading.tsx';
import { AlertList } from './AlertList.tsx';
import { FenceList } from './FenceList.tsx';

export function GeofencesPage() {
  const translate = useTranslate();
  // The tab is in the URL (?tab=alerts), so the dashboard can open the alerts.
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'alerts' ? 'alerts' : 'fences';
  const setTab = (v: 'fences' | 'alerts') => setParams(v === 'alerts' ? { tab: v } : {}, { replace: true });
  return (
    <Box sx={{ display: 'grid', gap: 2, p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <PageHeading title={translate('geofences.menu')} />
      <Tabs value={tab} onChange={(_, v: 'fences' | 'alerts') => setTab(v)} variant="fullWidth">
        <Tab value="fences" label={translate('geofences.tabs.fences')} />
        <Tab value="alerts" label={translate('geofences.tabs.alerts')} />
      </Tabs>
      {tab === 'fences' ? <FenceList /> : <AlertList />}
    </Box>
  );
}
