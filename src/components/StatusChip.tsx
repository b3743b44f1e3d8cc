// A translated status chip; colours follow the palette (green done, red stopped, orange waiting).
import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';

const COLOR: Record<string, ChipProps['color']> = {
  DELIVERED: 'success',
  ACCEPTED: 'success',
  COLLABORATE: 'success',
  ACTIVE: 'success',
  CANCELLED: 'error',
  REJECTED: 'error',
  BLOCK: 'error',
  REQUESTED: 'warning',
  PROPOSED: 'warning',
  WAITING: 'warning',
  PUBLISHED: 'info',
  ON_SHIPMENT: 'info',
  ON_PROGRESS: 'info',
};

/** `prefix`: where the labels live (default `shell.status`; an area may bring its own). */
export function StatusChip({ status, prefix = 'shell.status' }: { status: string | null | undefined; prefix?: string }) {
  const translate = useTranslate();
  if (!status) return null;
  return <Chip size="small" color={COLOR[status] ?? 'default'} label={translate(`${prefix}.${status}`, { _: status })} />;
}
