// A plate's GPS device, set by its vendor (PUT /v1/vehicle-detail/{id}/gps-device): the id, a long
// random one proposed by the server (the id is the device's only credential, so a short guessable
// one is refused), the server address and a QR code of Traccar Client's configuration link to scan
// with the driver's phone, the last position received, and the unknown devices seen lately.
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, TextField, Typography } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { ApiHttpError, request } from '../../api/http.ts';
import { useCall, useCallWrite } from '../../api/useCall.ts';
import { Busy } from '../../components/Busy.tsx';
import { Fact } from '../../components/Fact.tsx';
import { formatDateTimeWib } from '../../i18n/format.ts';
import { traccarConfigLink } from './traccarLink.ts';
import { UnknownDevices } from './UnknownDevices.tsx';

function Setup({ serverUrl, deviceId }: { serverUrl: string; deviceId: string }) {
  const translate = useTranslate();
  const link = traccarConfigLink(serverUrl, deviceId);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <Box sx={{ p: 1, bgcolor: 'common.white', lineHeight: 0 }}>
        <QRCodeSVG value={link} size={168} role="img" aria-label={translate('tracking.device.qr')} title={translate('tracking.device.qr')} />
      </Box>
      <Box sx={{ display: 'grid', gap: 1, flex: '1 1 14rem', minWidth: 0 }}>
        <Typography variant="body2">{translate('tracking.device.qr')}</Typography>
        <Link href={link} variant="body2">
          {translate('tracking.device.open')}
        </Link>
      </Box>
    </Box>
  );
}

export function GpsDeviceDialog({ plateId, plate, onClose }: { plateId: number; plate: string; onClose: () => void }) {
  const translate = useTranslate();
  const t = (key: string, values?: Record<string, unknown>) => translate(`tracking.device.${key}`, values);
  const device = useCall(contract.tracking.deviceOf, { params: { id: plateId } });
  const current = device.data?.data;
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const value = draft ?? current?.device_id ?? '';
  const save = useCallWrite(contract.tracking.setDevice, {
    input: (deviceId: string | null) => ({ params: { id: plateId }, body: { device_id: deviceId } }),
    invalidates: [contract.tracking.deviceOf, contract.tracking.unknownDevices],
    onSuccess: () => {
      setDraft(null);
      setError(undefined);
    },
    onError: (e: Error) => setError(e instanceof ApiHttpError && e.errors?.device_id ? e.errors.device_id.join(' ') : e.message),
  });
  const propose = async () => {
    const answer = await request(contract.tracking.proposeDeviceId, {});
    setDraft(answer.data.device_id);
    setError(undefined);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(value.trim() || null);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="gps-device-title">
      <DialogTitle id="gps-device-title">{t('title', { plate })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {device.isError ? (
          <Alert severity="error">{t('failed')}</Alert>
        ) : !current ? (
          <Busy size={24} />
        ) : (
          <>
            <Typography variant="body2">{t('intro')}</Typography>
            <Box component="form" id="gps-device-form" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
              <TextField
                size="small"
                label={t('deviceId')}
                value={value}
                onChange={(e) => setDraft(e.target.value)}
                error={!!error}
                helperText={error ?? t('deviceIdHelp')}
                sx={{ flex: '1 1 16rem' }}
                slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off', maxLength: 64 } }}
              />
              <Button onClick={() => void propose()}>{t('propose')}</Button>
            </Box>
            <Fact label={t('server')}>
              <Box component="span" sx={{ fontFamily: 'monospace' }}>
                {current.server_url}
              </Box>
            </Fact>
            <Fact label={t('lastPosition')}>{current.last_position_at ? formatDateTimeWib(current.last_position_at) : t('neverReported')}</Fact>
            {current.device_id && <Setup serverUrl={current.server_url} deviceId={current.device_id} />}
            <UnknownDevices onUse={(id) => setDraft(id)} />
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {current?.device_id && (
          <Button color="error" onClick={() => save.mutate(null)} disabled={save.isPending}>
            {t('remove')}
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
        <Button type="submit" form="gps-device-form" variant="contained" disabled={save.isPending || !current || value.trim() === (current.device_id ?? '')}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
