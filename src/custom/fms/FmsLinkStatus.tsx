// How the vendor's FMS link stands (GET /v1/fms/link): which account it is, and whether its trucks'
// positions are coming in, failing, refused (sign in again) or not pulled by this server.
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import type { FmsLinkRecord } from '../../../contract/fms.ts';
import { useCall } from '../../api/useCall.ts';
import { formatDateTime, formatNumber } from '../../i18n/format.ts';

const SEVERITY = { PULLING: 'success', FAILING: 'warning', REFUSED: 'error', OFF: 'info' } as const;

/** The sentence for a link: the state's, with its figures. */
export function linkSentence(link: FmsLinkRecord, translate: (key: string, options?: object) => string): string {
  const email = link.email;
  if (link.pull === 'PULLING' && link.last_pulled_at) {
    return translate('vendor.fms.link.pulling', { email, count: formatNumber(link.positions_stored), time: formatDateTime(link.last_pulled_at) });
  }
  if (link.pull === 'PULLING') return translate('vendor.fms.link.waiting', { email });
  if (link.pull === 'FAILING') return translate('vendor.fms.link.failing', { email, time: formatDateTime(link.failing_since) });
  return translate(link.pull === 'REFUSED' ? 'vendor.fms.link.refused' : 'vendor.fms.link.off', { email });
}

export function FmsLinkStatus() {
  const translate = useTranslate();
  const { data } = useCall(contract.fms.link);
  const link = data?.data;
  if (!link) return null;
  return (
    <Alert severity={SEVERITY[link.pull]} role="status">
      {linkSentence(link, translate)}
    </Alert>
  );
}
