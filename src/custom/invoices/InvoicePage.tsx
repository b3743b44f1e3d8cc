// One invoice (LSP: invoice-order/detail/{id} and history-order/detail-history-invoice/{id};
// shipping company and vendor: invoice-order/{id}): who bills whom, its lines (one per order and
// plate), fees, totals in rupiah, the PDF. On a draft the LSP edits a line's cost and odometer,
// adds, changes and removes fees, and publishes (then the page reads the invoice again). A vendor
// reads its own trucks' lines, without amounts (docs/invoices.md).
import { useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Divider, Link, Stack, TextField, Typography } from '@mui/material';
import { LinkBase, useBasename, useParams } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { invoiceFileName, type InvoiceDetailRow, type InvoiceFee, type InvoiceRecord } from '../../../contract/invoice.ts';
import type { Role } from '../../../contract/lib.ts';
import { ApiHttpError, request } from '../../api/http.ts';
import { useCall, useCallWrite } from '../../api/useCall.ts';
import { BusyPage } from '../../components/Busy.tsx';
import { DateCell } from '../../components/DateCell.tsx';
import { Fact } from '../../components/Fact.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { RecordCard } from '../../components/RecordCard.tsx';
import { saveFile } from '../../components/saveFile.ts';
import { StatusChip } from '../../components/StatusChip.tsx';
import { useAllowed } from '../../components/useAllowed.ts';
import { useFileDownload } from '../../components/useFileDownload.ts';
import { formatNumber } from '../../i18n/format.ts';
import { useT } from '../../i18n/useT.ts';
import { LossFacts } from './LossFacts.tsx';
import { rupiah } from './money.ts';
import { INVOICE_SLUG, linePath, listPath } from './paths.ts';

const km = (v: string | null) => (v === null ? '-' : formatNumber(Number(v)));

export function InvoicePage({ role }: { role: Role }) {
  const t = useT();
  const id = Number(useParams().id);
  const basename = useBasename();
  const answer = useCall(contract.invoices.get, { params: { id } }, { enabled: Number.isInteger(id) && id > 0 });
  if (answer.isPending) return <BusyPage />;
  if (answer.isError || !answer.data) {
    const missing = answer.error instanceof ApiHttpError && answer.error.status === 404;
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity={missing ? 'warning' : 'error'}>{t(missing ? 'invoices.detail.notFound' : 'invoices.detail.failed')}</Alert>
        <Link component={LinkBase} to={listPath(basename)} sx={{ display: 'inline-block', mt: 2 }}>
          {t('invoices.detail.back')}
        </Link>
      </Box>
    );
  }
  return <InvoiceView invoice={answer.data.data} role={role} />;
}

type Editing = { kind: 'line'; line: InvoiceDetailRow; n: number } | { kind: 'fee'; fee?: InvoiceFee; line?: InvoiceDetailRow; n?: number } | null;

function InvoiceView({ invoice, role }: { invoice: InvoiceRecord; role: Role }) {
  const t = useT();
  const basename = useBasename();
  // The server's actions are the role's; a READ_ONLY user of the LSP keeps only reading.
  const mayWrite = useAllowed('edit', INVOICE_SLUG);
  const editable = mayWrite && invoice.actions.includes('edit');
  const [editing, setEditing] = useState<Editing>(null);
  const [publishing, setPublishing] = useState(false);
  const { busy, run } = useFileDownload();
  const removeFee = useCallWrite(contract.invoices.removeFee, { invalidates: [contract.invoices.get] });
  const publish = useCallWrite(contract.invoices.publish, { invalidates: [contract.invoices.get, contract.invoices.list], onSuccess: () => setPublishing(false) });
  const pdf = () => run(async () => saveFile(await request(contract.invoices.print, { params: { id: invoice.id } }), invoiceFileName(invoice.number, invoice.id)), () => t('actions.pdfFailed'));
  const linePdf = (line: InvoiceDetailRow, n: number) =>
    run(async () => saveFile(await request(contract.invoices.printDetail, { params: { id: line.id } }), invoiceFileName(invoice.number, invoice.id, n)), () => t('actions.pdfFailed'));
  const title = invoice.number ? t('invoices.detail.title', { number: invoice.number }) : t('invoices.detail.draftTitle', { identity: invoice.shipment.identity });
  const invoiceFees = invoice.fees.filter((f) => f.invoice_detail_id === null);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0, maxWidth: 1100 }}>
      <Link component={LinkBase} to={listPath(basename)} sx={{ display: 'inline-block', mb: 1 }}>
        {t('invoices.detail.back')}
      </Link>
      <PageHeading title={title} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <StatusChip status={invoice.status} />
        <Button variant="outlined" size="small" onClick={() => void pdf()} disabled={busy}>
          {t('invoices.detail.pdf')}
        </Button>
        {mayWrite && invoice.actions.includes('publish') && (
          <Button variant="contained" size="small" onClick={() => setPublishing(true)}>
            {t('invoices.detail.publish')}
          </Button>
        )}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, gap: 2, mb: 2 }}>
        <Fact label={t('invoices.list.shipment')}>{invoice.shipment.identity}</Fact>
        <Fact label={t('invoices.list.provider')}>{invoice.logistics_service_provider.name}</Fact>
        <Fact label={t('invoices.list.company')}>{invoice.shipment_company?.name ?? '-'}</Fact>
        <Fact label={invoice.published_at ? t('invoices.list.published') : t('invoices.list.created')}>
          <DateCell value={invoice.published_at ?? invoice.created_at} />
        </Fact>
      </Box>
      {role === 'VENDOR' && <Alert severity="info" sx={{ mb: 2 }}>{t('invoices.detail.vendorNote')}</Alert>}
      {invoice.status === 'PUBLISHED' && role === 'LOGISTIC_SERVICE_PROVIDER' && <Alert severity="info" sx={{ mb: 2 }}>{t('invoices.detail.readOnly')}</Alert>}

      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('invoices.detail.lines')}
      </Typography>
      <Stack spacing={1} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('invoices.detail.lines')}>
        {invoice.details.map((line, i) => {
          const n = i + 1;
          const page = linePath(basename, role, line.id);
          const lineFees = invoice.fees.filter((f) => f.invoice_detail_id === line.id);
          return (
            <Box component="li" key={line.id}>
              <RecordCard
                id={`line-${line.id}`}
                title={page ? <Link component={LinkBase} to={page} aria-label={t('invoices.detail.openLine', { n })}>{`${t('invoices.detail.line')} ${n}`}</Link> : `${t('invoices.detail.line')} ${n}`}
                actions={
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                    {editable && (
                      <>
                        <Button size="small" variant="outlined" onClick={() => setEditing({ kind: 'line', line, n })} aria-label={t('invoices.detail.editLine', { n })}>
                          {t('actions.edit')}
                        </Button>
                        <Button size="small" onClick={() => setEditing({ kind: 'fee', line, n })} aria-label={t('invoices.detail.addLineFee', { n })}>
                          {t('invoices.detail.addFee')}
                        </Button>
                      </>
                    )}
                    <Button size="small" onClick={() => void linePdf(line, n)} disabled={busy}>
                      {t('invoices.detail.linePdf')}
                    </Button>
                  </Box>
                }
              >
                <Fact label={t('invoices.detail.order')}>{line.order.identity}</Fact>
                <Fact label={t('invoices.detail.plate')}>{line.vehicle_detail?.plate_number ?? '-'}</Fact>
                <Fact label={t('invoices.detail.vehicle')}>{line.vehicle ?? '-'}</Fact>
                {role !== 'VENDOR' && <Fact label={t('invoices.detail.vendor')}>{line.vendor?.name ?? '-'}</Fact>}
                <Fact label={t('invoices.detail.odometer')}>{km(line.total_odometer)}</Fact>
                {line.cost !== null && <Fact label={t('invoices.detail.cost')}>{rupiah(line.cost)}</Fact>}
                <LossFacts line={line} />
                {line.total !== null && <Fact label={t('invoices.detail.total')}>{rupiah(line.total)}</Fact>}
                {lineFees.length > 0 && (
                  <Box sx={{ gridColumn: '1 / -1' }}>
                    <Fact label={t('invoices.detail.fees')}>
                      <FeeList fees={lineFees} editable={editable} onEdit={(fee) => setEditing({ kind: 'fee', fee })} onRemove={(fee) => removeFee.mutate({ params: { id: fee.id } })} />
                    </Fact>
                  </Box>
                )}
              </RecordCard>
            </Box>
          );
        })}
      </Stack>

      {role !== 'VENDOR' && (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 3, mb: 1, flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2">
              {t('invoices.detail.feesOnInvoice')}
            </Typography>
            {editable && (
              <Button size="small" variant="outlined" onClick={() => setEditing({ kind: 'fee' })}>
                {t('invoices.detail.addFee')}
              </Button>
            )}
          </Box>
          {invoiceFees.length ? (
            <FeeList fees={invoiceFees} editable={editable} onEdit={(fee) => setEditing({ kind: 'fee', fee })} onRemove={(fee) => removeFee.mutate({ params: { id: fee.id } })} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('invoices.detail.noFees')}
            </Typography>
          )}
          <Divider sx={{ my: 2 }} />
          <Box sx={{ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'end', columnGap: 2, rowGap: 0.5 }} data-testid="invoice-totals">
            <Typography variant="body2">{t('invoices.detail.linesTotal')}</Typography>
            <Typography variant="body2" sx={{ textAlign: 'right' }}>
              {rupiah(invoice.lines_total)}
            </Typography>
            <Typography variant="body2">{t('invoices.detail.feesTotal')}</Typography>
            <Typography variant="body2" sx={{ textAlign: 'right' }}>
              {rupiah(invoice.fees_total)}
            </Typography>
            <Typography variant="body2">
              {t('invoices.detail.claimsTotal')}
              {invoice.claim_price !== null && ` (${t('invoices.detail.claimPrice')} ${rupiah(invoice.claim_price)})`}
            </Typography>
            <Typography variant="body2" sx={{ textAlign: 'right' }} data-testid="invoice-claims">
              {`-${rupiah(invoice.claims_total)}`}
            </Typography>
            <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
              {t('invoices.detail.total')}
            </Typography>
            <Typography variant="subtitle1" sx={{ fontWeight: 700, textAlign: 'right' }} data-testid="invoice-total">
              {rupiah(invoice.total)}
            </Typography>
          </Box>
        </>
      )}

      {editing?.kind === 'line' && <LineDialog line={editing.line} n={editing.n} onClose={() => setEditing(null)} />}
      {editing?.kind === 'fee' && <FeeDialog invoiceId={invoice.id} fee={editing.fee} line={editing.line} n={editing.n} onClose={() => setEditing(null)} />}
      <Dialog open={publishing} onClose={() => setPublishing(false)} aria-labelledby="publish-title">
        <DialogTitle id="publish-title">{t('invoices.detail.publish')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('invoices.detail.publishConfirm')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPublishing(false)}>{t('invoices.detail.cancel')}</Button>
          <Button variant="contained" disabled={publish.isPending} onClick={() => publish.mutate({ params: { id: invoice.id } })}>
            {t('invoices.detail.publish')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

function FeeList({ fees, editable, onEdit, onRemove }: { fees: InvoiceFee[]; editable: boolean; onEdit: (fee: InvoiceFee) => void; onRemove: (fee: InvoiceFee) => void }) {
  const t = useT();
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {fees.map((fee) => (
        <Box component="li" key={fee.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 0.5 }}>
          <span>{fee.description}</span>
          <strong>{rupiah(fee.cost)}</strong>
          {editable && (
            <>
              <Button size="small" onClick={() => onEdit(fee)} aria-label={t('invoices.detail.editFee', { description: fee.description })}>
                {t('actions.edit')}
              </Button>
              <Button size="small" color="error" onClick={() => onRemove(fee)} aria-label={t('invoices.detail.removeFee', { description: fee.description })}>
                {t('invoices.detail.remove')}
              </Button>
            </>
          )}
        </Box>
      ))}
    </Box>
  );
}

/** The server's field messages (422), shown under their fields. */
const fieldErrors = (e: unknown): Record<string, string> => {
  const errors = e instanceof ApiHttpError ? (e.errors ?? {}) : {};
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v[0] ?? '']));
};

function LineDialog({ line, n, onClose }: { line: InvoiceDetailRow; n: number; onClose: () => void }) {
  const t = useT();
  const [cost, setCost] = useState(line.cost ?? '');
  const [odometer, setOdometer] = useState(line.total_odometer ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useCallWrite(contract.invoices.updateDetail, { invalidates: [contract.invoices.get], onSuccess: onClose, onError: (e) => setErrors({ _: e.message, ...fieldErrors(e) }) });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="line-title">
      <DialogTitle id="line-title">{t('invoices.detail.editLine', { n })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {errors._ && <Alert severity="error">{errors._}</Alert>}
          <TextField label={t('invoices.detail.cost')} value={cost} onChange={(e) => setCost(e.target.value)} slotProps={{ htmlInput: { inputMode: 'decimal' } }} error={!!errors.cost} helperText={errors.cost} />
          <TextField label={t('invoices.detail.odometer')} value={odometer} onChange={(e) => setOdometer(e.target.value)} slotProps={{ htmlInput: { inputMode: 'decimal' } }} error={!!errors.total_odometer} helperText={errors.total_odometer} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('invoices.detail.cancel')}</Button>
        <Button variant="contained" disabled={save.isPending} onClick={() => save.mutate({ params: { id: line.id }, body: { cost, total_odometer: odometer === '' ? null : odometer } as never })}>
          {t('invoices.detail.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function FeeDialog({ invoiceId, fee, line, n, onClose }: { invoiceId: number; fee?: InvoiceFee; line?: InvoiceDetailRow; n?: number; onClose: () => void }) {
  const t = useT();
  const [description, setDescription] = useState(fee?.description ?? '');
  const [cost, setCost] = useState(fee?.cost ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const options = { invalidates: [contract.invoices.get], onSuccess: onClose, onError: (e: Error) => setErrors({ _: e.message, ...fieldErrors(e) }) };
  const add = useCallWrite(contract.invoices.addFee, options);
  const change = useCallWrite(contract.invoices.updateFee, options);
  const title = fee ? t('invoices.detail.editFee', { description: fee.description }) : line ? t('invoices.detail.addLineFee', { n: n ?? 0 }) : t('invoices.detail.addFee');
  const submit = () =>
    fee
      ? change.mutate({ params: { id: fee.id }, body: { description, cost } as never })
      : add.mutate({ body: { invoice_id: invoiceId, ...(line ? { invoice_detail_id: line.id } : {}), description, cost } as never });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="fee-title">
      <DialogTitle id="fee-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {errors._ && <Alert severity="error">{errors._}</Alert>}
          <TextField label={t('invoices.detail.description')} value={description} onChange={(e) => setDescription(e.target.value)} error={!!errors.description} helperText={errors.description} />
          <TextField label={t('invoices.detail.cost')} value={cost} onChange={(e) => setCost(e.target.value)} slotProps={{ htmlInput: { inputMode: 'decimal' } }} error={!!errors.cost} helperText={errors.cost} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('invoices.detail.cancel')}</Button>
        <Button variant="contained" disabled={add.isPending || change.isPending} onClick={submit}>
          {t('invoices.detail.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
