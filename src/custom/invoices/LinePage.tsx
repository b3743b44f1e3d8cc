// One invoice line (LSP and vendor: history-order/detail-invoice-order/{id}): its order, plate,
// vehicle, odometer and, for the LSP, its cost, fees and total; its PDF; a link to its invoice.
import { Alert, Box, Button, Link } from '@mui/material';
import { LinkBase, useBasename, useParams } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { invoiceFileName } from '../../../contract/invoice.ts';
import type { Role } from '../../../contract/lib.ts';
import { request } from '../../api/http.ts';
import { useCall } from '../../api/useCall.ts';
import { BusyPage } from '../../components/Busy.tsx';
import { Fact } from '../../components/Fact.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { saveFile } from '../../components/saveFile.ts';
import { StatusChip } from '../../components/StatusChip.tsx';
import { useFileDownload } from '../../components/useFileDownload.ts';
import { formatNumber } from '../../i18n/format.ts';
import { useT } from '../../i18n/useT.ts';
import { LossFacts } from './LossFacts.tsx';
import { rupiah } from './money.ts';
import { invoicePath, listPath } from './paths.ts';

export function LinePage({ role }: { role: Role }) {
  const t = useT();
  const id = Number(useParams().id);
  const basename = useBasename();
  const { busy, run } = useFileDownload();
  const answer = useCall(contract.invoices.detail, { params: { id } }, { enabled: Number.isInteger(id) && id > 0 });
  if (answer.isPending) return <BusyPage />;
  if (!answer.data) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="warning">{t('invoices.detail.notFound')}</Alert>
        <Link component={LinkBase} to={listPath(basename)} sx={{ display: 'inline-block', mt: 2 }}>
          {t('invoices.detail.back')}
        </Link>
      </Box>
    );
  }
  const line = answer.data.data;
  const number = line.invoice_number ?? t('invoices.list.draftNumber');
  const pdf = () => run(async () => saveFile(await request(contract.invoices.printDetail, { params: { id } }), invoiceFileName(line.invoice_number, line.invoice_id, line.id)), () => t('actions.pdfFailed'));
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }}>
      <Link component={LinkBase} to={invoicePath(basename, role, line.invoice_id)} sx={{ display: 'inline-block', mb: 1 }}>
        {t('invoices.lineDetail.back')}
      </Link>
      <PageHeading title={`${t('invoices.detail.line')} ${line.order.identity} · ${line.vehicle_detail?.plate_number ?? '-'}`} />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <span>{t('invoices.lineDetail.of', { number })}</span>
        <StatusChip status={line.invoice_status} />
        <Button size="small" variant="outlined" onClick={() => void pdf()} disabled={busy}>
          {t('invoices.detail.linePdf')}
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }, gap: 2 }}>
        <Fact label={t('invoices.list.shipment')}>{line.shipment.identity}</Fact>
        <Fact label={t('invoices.detail.order')}>{line.order.identity}</Fact>
        <Fact label={t('invoices.detail.plate')}>{line.vehicle_detail?.plate_number ?? '-'}</Fact>
        <Fact label={t('invoices.detail.vehicle')}>{line.vehicle ?? '-'}</Fact>
        <Fact label={t('invoices.detail.vendor')}>{line.vendor?.name ?? '-'}</Fact>
        <Fact label={t('invoices.detail.odometer')}>{line.total_odometer === null ? '-' : formatNumber(Number(line.total_odometer))}</Fact>
        {line.cost !== null && <Fact label={t('invoices.detail.cost')}>{rupiah(line.cost)}</Fact>}
        <LossFacts line={line} />
        {line.fees_total !== null && <Fact label={t('invoices.detail.feesTotal')}>{rupiah(line.fees_total)}</Fact>}
        {line.total !== null && <Fact label={t('invoices.detail.total')}>{rupiah(line.total)}</Fact>}
      </Box>
    </Box>
  );
}
