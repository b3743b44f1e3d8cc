// The frame of a rework page: its heading, a back link to the shipment, and what stands in for the
// form while the shipment loads or cannot be used.
import type { ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useBasename, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { Busy } from '../../../components/Busy.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { detailPath } from './paths.ts';

interface Props {
  title: string;
  shipmentId: number | null;
  loading: boolean;
  /** Why the form cannot be shown (not found, not allowed now); null shows the children. */
  problem: string | null;
  children: ReactNode;
}

export function PageFrame({ title, shipmentId, loading, problem, children }: Props) {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Box sx={{ maxWidth: 900, width: '100%', mx: 'auto', p: { xs: 1, sm: 2 } }}>
      {shipmentId !== null && (
        <Button component={Link} to={`${basename}/${detailPath(shipmentId)}`} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
          {translate('actions.backToShipment')}
        </Button>
      )}
      <PageHeading title={title} />
      <Card>
        <CardContent>{loading ? <Busy /> : problem ? <Alert severity="warning">{problem}</Alert> : children}</CardContent>
      </Card>
    </Box>
  );
}
