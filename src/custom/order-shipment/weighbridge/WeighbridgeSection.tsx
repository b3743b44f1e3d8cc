// The weighbridge of a shipment (GET /v1/weight-bridge/shipment/{id}; docs/weighbridge.md): per
// truck its load and deliver tickets (weights, quality, times in WIB, delivery orders, scan), the
// netto and the loss with its flag against the customer's tolerance, and the netto per order. The
// LSP enters, corrects and uploads (the states table says which, per truck); the vendor and the
// shipping company read their own trucks' weights.
import { useRef, useState } from 'react';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Chip, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useBasename, useTranslate } from 'react-admin';
import { contract } from '../../../../contract/index.ts';
import type { Role } from '../../../../contract/lib.ts';
import { actionsFor, trackMachine } from '../../../../contract/states.ts';
import type { ShipmentWeights, TicketRecord, TrackWeights, WbKind } from '../../../../contract/weighbridge.ts';
import { request } from '../../../api/http.ts';
import { useCall } from '../../../api/useCall.ts';
import { Busy } from '../../../components/Busy.tsx';
import { LossFlag } from '../../../components/LossFlag.tsx';
import { Fact } from '../../../components/Fact.tsx';
import { saveFile } from '../../../components/saveFile.ts';
import { BeyondToleranceChip } from '../../../components/BeyondToleranceChip.tsx';
import { StatusChip } from '../../../components/StatusChip.tsx';
import { useFileDownload } from '../../../components/useFileDownload.ts';
import { formatDateTimeWib, formatNumber } from '../../../i18n/format.ts';
import { useMayRework } from '../actions/allowed.ts';
import { UNMATCHED_TICKETS_PATH } from '../actions/paths.ts';
import { useShipmentWrite } from '../actions/useShipmentWrite.ts';
import { Section } from '../history/Section.tsx';
import { TicketDialog } from './TicketDialog.tsx';

const LSP = 'LOGISTIC_SERVICE_PROVIDER';

function ScanLink({ ticket }: { ticket: TicketRecord }) {
  const translate = useTranslate();
  const { busy, run } = useFileDownload();
  if (!ticket.file_url) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('weighbridge.noScan')}
      </Typography>
    );
  }
  const download = () =>
    run(async () => {
      const file = await request(contract.weighbridge.file, { params: { id: ticket.id } });
      const ext = file.type === 'application/pdf' ? 'pdf' : (file.type.split('/')[1] ?? 'bin');
      saveFile(file, `wb-ticket-${ticket.ticket_number}.${ext}`);
    }, () => 'weighbridge.scanFailed');
  return (
    <Button size="small" variant="text" startIcon={<AttachFileIcon />} onClick={() => void download()} disabled={busy} sx={{ px: 0, justifySelf: 'start' }}>
      {translate('weighbridge.scan')}
    </Button>
  );
}

function UploadScan({ ticket }: { ticket: TicketRecord }) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const upload = useShipmentWrite((file: File) => request(contract.weighbridge.uploadFile, { params: { id: ticket.id }, body: { upload_file: file } }));
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*,application/pdf"
        hidden
        aria-label={translate('weighbridge.uploadFor', { number: ticket.ticket_number })}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) upload.mutate(file);
          e.target.value = '';
        }}
      />
      <Button size="small" variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()} disabled={upload.isPending} aria-label={translate('weighbridge.uploadFor', { number: ticket.ticket_number })}>
        {translate('weighbridge.upload')}
      </Button>
    </>
  );
}

function TicketBlock({ kind, ticket, corrected, editable, onCorrect }: { kind: WbKind; ticket: TicketRecord | null; corrected: TicketRecord[]; editable: boolean; onCorrect: () => void }) {
  const translate = useTranslate();
  const t = (key: string, values?: Record<string, unknown>) => translate(`weighbridge.${key}`, values);
  const heading = t(kind === 'LOAD' ? 'load' : 'deliver');
  return (
    <Box sx={{ display: 'grid', gap: 0.75, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h4">
        {heading}
      </Typography>
      {!ticket ? (
        <Typography variant="body2" color="text.secondary">
          {t('none')}
        </Typography>
      ) : (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('ticket', { number: ticket.ticket_number })}
            </Typography>
            {ticket.source === 'AUTO' && <Chip size="small" variant="outlined" label={t('automatic')} />}
          </Box>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fit, minmax(110px, 1fr))' }}>
            <Fact label={t('netto')}>{formatNumber(ticket.netto)}</Fact>
            {kind === 'DELIVER' && <Fact label={t('inTime')}>{formatDateTimeWib(ticket.in_time)}</Fact>}
            <Fact label={t('outTime')}>{formatDateTimeWib(ticket.out_time)}</Fact>
            <Fact label={t('ffa')}>{formatNumber(ticket.ffa_quality)}</Fact>
            {kind === 'LOAD' ? <Fact label={t('dobi')}>{formatNumber(ticket.dobi_quality)}</Fact> : <Fact label={t('water')}>{formatNumber(ticket.water_quality)}</Fact>}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {`${t('items')}: ${ticket.items.map((i) => t('item', { do: i.do_number, weight: formatNumber(i.weight) })).join(', ')}`}
          </Typography>
          {ticket.note && <Typography variant="body2">{ticket.note}</Typography>}
          {ticket.created_by && (
            <Typography variant="caption" color="text.secondary">
              {t('by', { name: ticket.created_by })}
            </Typography>
          )}
          {ticket.replaces_id !== null &&
            corrected
              .filter((c) => c.id === ticket.replaces_id)
              .map((c) => (
                <Typography key={c.id} variant="caption" color="text.secondary">
                  {t('corrected', { number: c.ticket_number, netto: formatNumber(c.netto), reason: ticket.correction_reason ?? '' })}
                </Typography>
              ))}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <ScanLink ticket={ticket} />
            {editable && <UploadScan ticket={ticket} />}
            {editable && (
              <Button size="small" onClick={onCorrect}>
                {t('correct')}
              </Button>
            )}
          </Box>
        </>
      )}
    </Box>
  );
}

interface Editing {
  kind: WbKind;
  track: TrackWeights;
  correcting: TicketRecord | null;
}

function TruckWeights({ track, lsp, onEdit }: { track: TrackWeights; lsp: boolean; onEdit: (e: Editing) => void }) {
  const translate = useTranslate();
  const t = (key: string, values?: Record<string, unknown>) => translate(`weighbridge.${key}`, values);
  const allowed = lsp ? actionsFor(trackMachine, track.status, LSP) : [];
  const correctable = lsp && track.status !== 'REMOVED';
  return (
    <Box component="li" sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5, display: 'grid', gap: 1.5 }} aria-label={t('truck', { plate: track.plate_number ?? '-', driver: track.driver ?? '-' })}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="body1" component="h3" sx={{ fontWeight: 600 }}>
          {t('truck', { plate: track.plate_number ?? '-', driver: track.driver ?? '-' })}
        </Typography>
        <StatusChip status={track.status} />
        {track.netto.beyond && <BeyondToleranceChip />}
        <Box sx={{ flex: 1 }} />
        {allowed.includes('load') && (
          <Button size="small" variant="contained" onClick={() => onEdit({ kind: 'LOAD', track, correcting: null })}>
            {t('enterLoad')}
          </Button>
        )}
        {allowed.includes('deliver') && (
          <Button size="small" variant="contained" onClick={() => onEdit({ kind: 'DELIVER', track, correcting: null })}>
            {t('enterDeliver')}
          </Button>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))' }}>
        {track.vendor && <Fact label={t('vendor')}>{track.vendor.name}</Fact>}
        {track.order && <Fact label={t('order')}>{track.order.identity}</Fact>}
        <Fact label={t('pickup')}>{formatNumber(track.netto.pickup)}</Fact>
        <Fact label={t('dropoff')}>{formatNumber(track.netto.dropoff)}</Fact>
        <Fact label={t('loss')}>
          <LossFlag netto={track.netto} />
        </Fact>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <TicketBlock kind="LOAD" ticket={track.load} corrected={track.corrected} editable={correctable} onCorrect={() => onEdit({ kind: 'LOAD', track, correcting: track.load })} />
        <TicketBlock kind="DELIVER" ticket={track.deliver} corrected={track.corrected} editable={correctable} onCorrect={() => onEdit({ kind: 'DELIVER', track, correcting: track.deliver })} />
      </Box>
    </Box>
  );
}

function Tolerance({ weights }: { weights: ShipmentWeights }) {
  const translate = useTranslate();
  const tol = weights.tolerance;
  const text = !tol
    ? translate('weighbridge.noTolerance')
    : translate(tol.type === 'PERCENT' ? 'weighbridge.tolerancePercent' : 'weighbridge.toleranceKg', { value: formatNumber(tol.value) });
  return <Fact label={translate('weighbridge.tolerance')}>{text}</Fact>;
}

export function WeighbridgeSection({ shipmentId, role }: { shipmentId: number; role: Role }) {
  const translate = useTranslate();
  const lsp = useMayRework(role);
  const basename = useBasename();
  const answer = useCall(contract.weighbridge.shipment, { params: { id: shipmentId } });
  const [editing, setEditing] = useState<Editing | null>(null);
  const weights = answer.data?.data;
  return (
    <Section id="shipment-weighbridge" title={translate('weighbridge.title')} action={weights?.beyond_tolerance ? <BeyondToleranceChip size="medium" /> : undefined}>
      {answer.isPending ? (
        <Busy size={24} />
      ) : !weights ? (
        <Alert severity="error">{translate('weighbridge.failed')}</Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' }}>
            <Tolerance weights={weights} />
            {weights.orders.map((o) => (
              <Fact key={o.order_id} label={`${translate('weighbridge.orderNetto')}: ${o.identity}`}>
                {`${formatNumber(o.netto.pickup)} → ${formatNumber(o.netto.dropoff)} kg`}
                <Box>
                  <LossFlag netto={o.netto} />
                </Box>
              </Fact>
            ))}
          </Box>
          {lsp && (
            <Button component={RouterLink} to={`${basename}/${UNMATCHED_TICKETS_PATH}`} size="small" sx={{ justifySelf: 'start' }}>
              {translate('weighbridge.unmatchedLink')}
            </Button>
          )}
          {role !== LSP && (
            <Typography variant="body2" color="text.secondary">
              {translate('weighbridge.readOnly')}
            </Typography>
          )}
          {weights.tracks.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {translate('weighbridge.empty')}
            </Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
              {weights.tracks.map((track) => (
                <TruckWeights key={track.track_id} track={track} lsp={lsp} onEdit={setEditing} />
              ))}
            </Box>
          )}
        </Box>
      )}
      {editing && (
        <TicketDialog
          open
          kind={editing.kind}
          trackId={editing.track.track_id}
          truck={editing.track.plate_number ?? '-'}
          correcting={editing.correcting}
          maxWeight={editing.track.max_weight}
          onClose={() => setEditing(null)}
        />
      )}
    </Section>
  );
}
