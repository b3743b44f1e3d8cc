// The loss flag (docs/weighbridge.md): a truck lost more than its customer's tolerance. Shown on
// the truck, the shipment's weighbridge section and the history lists, the same everywhere.
import { Chip } from '@mui/material';
import WarningIcon from '@mui/icons-material/WarningAmber';
import { useTranslate } from 'react-admin';

export function BeyondToleranceChip({ size = 'small' }: { size?: 'small' | 'medium' }) {
  const translate = useTranslate();
  return <Chip size={size} color="error" icon={<WarningIcon />} label={translate('weighbridge.beyond')} />;
}
