// The LSP's machine tickets that found no truck (docs/weighbridge.md "Machine tickets"), reached
// from the Weighbridge section: each with its plate, delivery orders, netto and why, and "Match to
// truck", which offers the LSP's trucks that can take it (its plate's first) and records it there
// as an automatic ticket.
import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, TextField, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { contract } from '../../../../contract/index.ts';
import type { MachineTicketRecord } from '../../../../contract/weighbridge.ts';
import { request } from '../../../api/http.ts';
import { useCall } from '../../../api/useCall.ts';
import { Busy } from '../../../components/Busy.tsx';
import { Fact } from '../../../components/Fact.tsx';
import { formatDateTime, formatDateTimeWib, formatNumber } from '../../../i18n/format.ts';
import { useShipmentWrite } from '../actions/useShipmentWrite.ts';

const m = (key: string) => `weighbridge.machine.${key}`;

function MatchDialog({ ticket, onClose }: { ticket: MachineTicketRecord; onClose: () => void }) {
  const translate = useTranslate();
  const choices = useCall(contract.weighbridgeMachine.choices, { params: { id: ticket.id } });
  const [trackId, setTrackId] = useState('');
  const match = useShipmentWrite((track: number) => request(contract.weighbridgeMachine.match, { params: { id: ticket.id }, body: { track_id: track } }), onClose);
  const list = choices.data?.data ?? [];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate(m('matchTitle'), { number: ticket.ticket_number })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{translate(m('matchHint'), { plate: ticket.plate_number })}</DialogContentText>
        {choices.isPending ? (
          <Busy size={24} />
        ) : list.length === 0 ? (
          <Alert severity="info">{translate(m('noChoice'))}</Alert>
        ) : (
          <TextField select label={translate(m('truck'))} value={trackId} onChange={(e) => setTrackId(e.target.value)} fullWidth size="small">
            {list.map((c) => (
              <MenuItem key={c.track_id} value={String(c.track_id)}>
                {translate(m('choice'), { plate: c.plate_number ?? '-', shipment: c.shipment, order: c.order ? ` · ${c.order}` : '' })}
              </MenuItem>
            ))}
          </TextField>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(m('cancel'))}</Button>
        <Button variant="contained" disabled={!trackId || match.isPending} onClick={() => match.mutate(Number(trackId))}>
          {translate(m('save'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function TicketCard({ ticket, onMatch }: { ticket: MachineTicketRecord; onMatch: () => void }) {
  const translate = useTranslate();
  const heading = translate(m('ticket'), { kind: translate(m(`kind.${ticket.kind}`)), number: ticket.ticket_number });
  return (
    <Card variant="outlined" component="li" aria-label={heading}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography component="h2" variant="body1" sx={{ fontWeight: 600 }}>
            {heading}
          </Typography>
          <Box sx={{ flex: 1 }} />
          <Button size="small" variant="contained" onClick={onMatch} aria-label={translate(m('matchFor'), { number: ticket.ticket_number })}>
            {translate(m('match'))}
          </Button>
        </Box>
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))' }}>
          <Fact label={translate(m('plate'))}>{ticket.plate_number}</Fact>
          <Fact label={translate(m('dos'))}>{ticket.do_numbers.join(', ')}</Fact>
          <Fact label={translate(m('netto'))}>{formatNumber(ticket.netto)}</Fact>
          <Fact label={translate(m('outTime'))}>{formatDateTimeWib(ticket.out_time)}</Fact>
          <Fact label={translate(m('received'))}>{formatDateTime(ticket.created_at)}</Fact>
        </Box>
        {ticket.problem && <Alert severity="warning">{ticket.problem}</Alert>}
      </CardContent>
    </Card>
  );
}

export function UnmatchedTickets() {
  const translate = useTranslate();
  const answer = useCall(contract.weighbridgeMachine.unmatched);
  const [matching, setMatching] = useState<MachineTicketRecord | null>(null);
  const list = answer.data?.data;
  return (
    <Box sx={{ maxWidth: 900, py: 2, display: 'grid', gap: 2 }}>
      <Title title={translate(m('title'))} />
      <Typography variant="h5" component="h1">
        {translate(m('title'))}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(m('intro'))}
      </Typography>
      {answer.isPending ? (
        <Busy size={24} />
      ) : !list ? (
        <Alert severity="error">{translate(m('failed'))}</Alert>
      ) : list.length === 0 ? (
        <Alert severity="success">{translate(m('empty'))}</Alert>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {list.map((ticket) => (
            <TicketCard key={ticket.id} ticket={ticket} onMatch={() => setMatching(ticket)} />
          ))}
        </Box>
      )}
      {matching && <MatchDialog ticket={matching} onClose={() => setMatching(null)} />}
    </Box>
  );
}
