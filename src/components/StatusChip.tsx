// A translated status chip; colours follow spec 1 §4 and the palette: green done or collaborating,
// red stopped, orange proposed, yellow waiting, blue under way. Text keeps 4.5:1 on every fill.
import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { COLORS, textOn } from '../layout/palette.ts';

type Tone = NonNullable<ChipProps['color']> | 'orange';

const TONE: Record<string, Tone> = {
  DELIVERED: 'success',
  ACCEPTED: 'success',
  COLLABORATE: 'success',
  ACTIVE: 'success',
  CANCELLED: 'error',
  REJECTED: 'error',
  BLOCK: 'error',
  PROPOSED: 'orange',
  REQUESTED: 'warning',
  WAITING: 'warning',
  PUBLISHED: 'info',
  ON_SHIPMENT: 'info',
  ON_PROGRESS: 'info',
};

export const statusTone = (status: string): Tone => TONE[status] ?? 'default';

/** The chip's props for a status: a palette colour, or the orange fill with its readable text. */
export function statusChipColor(status: string): Pick<ChipProps, 'color' | 'sx'> {
  const tone = statusTone(status);
  if (tone === 'orange') return { sx: { bgcolor: COLORS.orange, color: textOn(COLORS.orange) } };
  return { color: tone };
}

/** `prefix`: where the labels live (default `shell.status`; an area may bring its own). */
export function StatusChip({ status, prefix = 'shell.status' }: { status: string | null | undefined; prefix?: string }) {
  const translate = useTranslate();
  if (!status) return null;
  return <Chip size="small" {...statusChipColor(status)} label={translate(`${prefix}.${status}`, { _: status })} />;
}
