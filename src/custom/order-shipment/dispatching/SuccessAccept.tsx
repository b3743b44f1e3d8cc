// create-order/success-accept-shipment: what the vendor just accepted (the trucks it assigned, when
// it came from the accept dialog; a general line after a reload) and the way back to its requests.
import { Box, Card, CardContent, List, ListItem, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, LinkBase, useBasename, useLocation, useTranslate } from 'react-admin';
import { KeepLabels } from '../../../components/KeepLabels.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import type { AcceptedState } from './AcceptDialog.tsx';
import { DISPATCHING_SLUG } from './paths.ts';

export function SuccessAccept() {
  const translate = useTranslate();
  const basename = useBasename();
  const accepted = (useLocation().state ?? null) as AcceptedState | null;
  return (
    <Box sx={{ mt: 2, maxWidth: 720 }}>
      <PageHeading title={translate('dispatch.success.title')} />
      <Card variant="outlined">
        <CardContent>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <CheckCircleIcon color="success" sx={{ fontSize: 40 }} />
            <Box sx={{ minWidth: 0 }}>
              <Typography data-testid="accepted-text">{accepted ? translate('dispatch.success.text', { identity: accepted.identity }) : translate('dispatch.success.generic')}</Typography>
              {accepted && (
                <List dense>
                  {accepted.trucks.map((t) => (
                    <ListItem key={t.plate} disableGutters>
                      {translate('dispatch.success.truck', { plate: t.plate, driver: t.driver })}
                    </ListItem>
                  ))}
                </List>
              )}
            </Box>
          </Box>
          <KeepLabels>
            <Button component={LinkBase} to={`${basename}/${DISPATCHING_SLUG}`} label="dispatch.success.back" variant="contained" sx={{ mt: 2 }}>
              <ArrowBackIcon />
            </Button>
          </KeepLabels>
        </CardContent>
      </Card>
    </Box>
  );
}
