// The LSP types a paper weighbridge ticket (docs/weighbridge.md): the load ticket at the mill or the
// deliver ticket at the refinery, with its delivery orders; or corrects the ticket in force, saying
// why. Weights go as typed ("29870,5" is read by the server as 29870.5: no float on the way);
// times are typed in WIB. The server's field messages show under their fields.
import { useEffect, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { contract } from '../../../../contract/index.ts';
import { WIB_OFFSET, wibWall } from '../../../../contract/wib.ts';
import type { TicketRecord, WbKind } from '../../../../contract/weighbridge.ts';
import { ApiHttpError, request } from '../../../api/http.ts';
import { formatNumber } from '../../../i18n/format.ts';
import { useShipmentWrite } from '../actions/useShipmentWrite.ts';

type Fields = Record<string, string>;
interface Item {
  do_number: string;
  weight: string;
}

/** "2026-03-11T08:15" (a datetime-local value, WIB) of an instant; now when none. */
const wibInput = (at: string | null | undefined) => wibWall(at ?? Date.now()).toISOString().slice(0, 16);
/** The instant a WIB datetime-local value stands for, with its offset. */
const wibInstant = (value: string) => (value ? `${value}:00${WIB_OFFSET}` : '');

function startFields(kind: WbKind, from: TicketRecord | null): Fields {
  const common = { ticket_number: from?.ticket_number ?? '', driver: from?.driver ?? '', truck_number: from?.truck_number ?? '', note: from?.note ?? '', correction_reason: '' };
  if (kind === 'LOAD') return { ...common, sim_number: from?.sim_number ?? '', vendor: from?.vendor ?? '', out_time: wibInput(from?.out_time), quality: from?.ffa_quality ?? '', dobi_quality: from?.dobi_quality ?? '' };
  return { ...common, in_time: wibInput(from?.in_time), out_time: wibInput(from?.out_time), water_quality: from?.water_quality ?? '', ffa_quality: from?.ffa_quality ?? '', refinery_net_weight: from?.netto ?? '' };
}

interface Props {
  open: boolean;
  kind: WbKind;
  trackId: number;
  truck: string;
  /** The ticket in force when this is a correction. */
  correcting: TicketRecord | null;
  maxWeight: string | null;
  onClose: () => void;
}

export function TicketDialog({ open, kind, trackId, truck, correcting, maxWeight, onClose }: Props) {
  const translate = useTranslate();
  const t = (key: string, values?: Record<string, unknown>) => translate(`weighbridge.dialog.${key}`, values);
  const [fields, setFields] = useState<Fields>(() => startFields(kind, correcting));
  const [items, setItems] = useState<Item[]>([{ do_number: '', weight: '' }]);
  useEffect(() => {
    if (!open) return;
    setFields(startFields(kind, correcting));
    setItems(correcting?.items.length ? correcting.items.map((i) => ({ ...i })) : [{ do_number: '', weight: '' }]);
  }, [open, kind, correcting]);

  const save = useShipmentWrite((body: Record<string, unknown>) =>
    kind === 'LOAD'
      ? request(contract.weighbridge.loadWeights, { params: { id: trackId }, body: body as never })
      : request(contract.weighbridge.deliverWeights, { params: { track_id: trackId }, body: body as never }),
  () => onClose());
  const errors = save.error instanceof ApiHttpError ? (save.error.errors ?? {}) : {};
  const errorOf = (name: string) => errors[name]?.join(' ');

  const submit = () => {
    const optional = (name: string) => (fields[name]?.trim() ? fields[name]!.trim() : undefined);
    const body: Record<string, unknown> = {
      ticket_number: fields.ticket_number ?? '',
      driver: optional('driver'),
      truck_number: optional('truck_number'),
      note: optional('note'),
      correction_reason: correcting ? (fields.correction_reason ?? '') : undefined,
      out_time: wibInstant(fields.out_time ?? ''),
    };
    if (kind === 'LOAD') {
      Object.assign(body, { sim_number: optional('sim_number'), vendor: optional('vendor'), quality: optional('quality'), dobi_quality: optional('dobi_quality') });
      body.items = items.map((i) => ({ do_number: i.do_number, delivery_weight: i.weight.trim() }));
    } else {
      Object.assign(body, { in_time: wibInstant(fields.in_time ?? ''), water_quality: optional('water_quality'), ffa_quality: optional('ffa_quality'), refinery_net_weight: fields.refinery_net_weight?.trim() ?? '' });
      body.items = items.map((i) => ({ do_number: i.do_number, total_deliver: i.weight.trim() }));
    }
    save.mutate(body);
  };

  const field = (name: string, label: string, extra: { type?: string; required?: boolean; multiline?: boolean; inputMode?: 'decimal' } = {}) => (
    <TextField
      key={name}
      label={label}
      value={fields[name] ?? ''}
      onChange={(e) => setFields((f) => ({ ...f, [name]: e.target.value }))}
      type={extra.type ?? 'text'}
      required={extra.required}
      multiline={extra.multiline}
      slotProps={{ htmlInput: extra.inputMode ? { inputMode: extra.inputMode } : undefined, inputLabel: extra.type === 'datetime-local' ? { shrink: true } : undefined }}
      error={!!errorOf(name)}
      helperText={errorOf(name) ?? ' '}
      fullWidth
      size="small"
    />
  );
  const weightLabel = kind === 'LOAD' ? t('deliveryWeight') : t('totalDeliver');
  const kindName = translate(kind === 'LOAD' ? 'weighbridge.load' : 'weighbridge.deliver');
  const title = correcting ? t('correctTitle', { kind: kindName, truck }) : t(kind === 'LOAD' ? 'loadTitle' : 'deliverTitle', { truck });

  return (
    <Dialog open={open} onClose={save.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="wb-dialog-title">
      <DialogTitle id="wb-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Box component="form" id="wb-ticket-form" noValidate onSubmit={(e) => { e.preventDefault(); submit(); }} sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
          {correcting && (
            <Box sx={{ gridColumn: '1 / -1' }}>
              <Alert severity="info" sx={{ mb: 1 }}>{t('correctHint')}</Alert>
              {field('correction_reason', t('correctionReason'), { required: true, multiline: true })}
            </Box>
          )}
          {field('ticket_number', t('ticketNumber'), { required: true })}
          {field('driver', t('driver'))}
          {field('truck_number', t('truckNumber'))}
          {kind === 'LOAD' && field('sim_number', t('simNumber'))}
          {kind === 'LOAD' && field('vendor', t('vendor'))}
          {kind === 'DELIVER' && field('in_time', t('inTime'), { type: 'datetime-local', required: true })}
          {field('out_time', t('outTime'), { type: 'datetime-local', required: true })}
          {kind === 'LOAD' && field('quality', t('quality'), { inputMode: 'decimal' })}
          {kind === 'LOAD' && field('dobi_quality', t('dobiQuality'), { inputMode: 'decimal' })}
          {kind === 'DELIVER' && field('water_quality', t('waterQuality'), { inputMode: 'decimal' })}
          {kind === 'DELIVER' && field('ffa_quality', t('ffaQuality'), { inputMode: 'decimal' })}
          {kind === 'DELIVER' && field('refinery_net_weight', t('refineryNet'), { required: true, inputMode: 'decimal' })}
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {translate('weighbridge.items')}
            </Typography>
            {maxWeight && (
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
                {t('maxWeight', { max: formatNumber(maxWeight) })}
              </Typography>
            )}
            {errorOf('items') && <Alert severity="error" sx={{ mb: 1 }}>{errorOf('items')}</Alert>}
            {items.map((item, i) => {
              const weightName = `items.${i}.${kind === 'LOAD' ? 'delivery_weight' : 'total_deliver'}`;
              return (
                <Box key={i} sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr auto', gap: 1, alignItems: 'start' }}>
                  <TextField
                    label={t('doNumber')}
                    value={item.do_number}
                    onChange={(e) => setItems((list) => list.map((x, j) => (j === i ? { ...x, do_number: e.target.value } : x)))}
                    required
                    error={!!errorOf(`items.${i}.do_number`)}
                    helperText={errorOf(`items.${i}.do_number`) ?? ' '}
                    size="small"
                  />
                  <TextField
                    label={weightLabel}
                    value={item.weight}
                    onChange={(e) => setItems((list) => list.map((x, j) => (j === i ? { ...x, weight: e.target.value } : x)))}
                    required
                    slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                    error={!!errorOf(weightName)}
                    helperText={errorOf(weightName) ?? ' '}
                    size="small"
                  />
                  <IconButton aria-label={t('removeItem', { n: i + 1 })} onClick={() => setItems((list) => list.filter((_, j) => j !== i))} disabled={items.length === 1} sx={{ mt: 0.5 }}>
                    <DeleteIcon />
                  </IconButton>
                </Box>
              );
            })}
            <Button size="small" startIcon={<AddIcon />} onClick={() => setItems((list) => [...list, { do_number: '', weight: '' }])} disabled={items.length >= 20}>
              {t('addItem')}
            </Button>
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>{field('note', t('note'), { multiline: true })}</Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button type="submit" form="wb-ticket-form" variant="contained" disabled={save.isPending}>
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
