// create-shipment/create-order/import-data: the LSP imports a customer's orders from a sheet with
// the shared import page; the server reads and checks it (POST /v1/request-order/preview, every
// row's errors in the user's language), then imports all rows or none (POST /v1/request-order/import)
// and the LSP goes back to create-shipment, where the orders now wait.
import { useMemo } from 'react';
import { Box, Stack } from '@mui/material';
import { useSearchParams, useNavigate } from 'react-router';
import { useBasename, useNotify } from 'react-admin';
import { contract } from '../../../../contract/index.ts';
import type { OrderImportRow } from '../../../../contract/order.ts';
import { orderImports } from '../../../../contract/request-order.ts';
import { ApiHttpError, request } from '../../../api/http.ts';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { importDefinition } from '../../../imports/family.ts';
import { ImportPage, type ImportDefinition } from '../../../imports/ImportPage.tsx';
import { ImportFileError, type ParseResult } from '../../../imports/types.ts';
import { useT } from '../../../i18n/useT.ts';
import { useCustomers } from './calls.ts';
import { CustomerPicker } from './CustomerPicker.tsx';
import { CREATE_SHIPMENT_SLUG } from '../create-shipment/paths.ts';

/** The server's preview as the shared page's rows: a row with errors sends nothing. */
export async function previewOrders(file: File, shipmentCompanyId: number, signal: AbortSignal): Promise<ParseResult> {
  try {
    const answer = await request(contract.requestOrder.preview, { body: { file, type: 'PUBLISHED', shipment_company_id: shipmentCompanyId }, signal });
    const rows = answer.data.rows.map((r) => {
      const errors = Object.fromEntries(Object.entries(r.errors).map(([k, v]) => [k, v.join(' ')]));
      return { line: r.index + 2, cells: r.values, errors, data: Object.keys(errors).length ? undefined : r.values };
    });
    return { rows, problems: [], ignoredHeaders: [], errorRows: rows.filter((r) => !r.data).length };
  } catch (e) {
    if (e instanceof ApiHttpError && e.status !== 0) {
      const details = e.errors ? Object.values(e.errors).flat().join(' ') : '';
      throw new ImportFileError({ key: 'imports.errors.failed', vars: { message: [e.message, details].filter(Boolean).join(' ') } });
    }
    throw e;
  }
}

export function ImportOrdersPage() {
  const t = useT();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const [params, setParams] = useSearchParams();
  const customerId = Number(params.get('customer')) || undefined;
  const customer = useCustomers(true).data?.find((c) => c.id === customerId);
  const title = customer ? t('orders.import.title', { customer: customer.name }) : t('orders.import.titleGeneric');

  const definition = useMemo<ImportDefinition | undefined>(
    () =>
      customerId
        ? importDefinition(orderImports, {
            titleKey: 'orders.import.titleGeneric',
            title,
            introKey: 'orders.import.intro',
            // The family has no template call: the server reads the sheet (preview) by these columns.
            templateCall: async () => ({ data: { keys: [...orderImports.columns.keys] } }),
            preview: (file, signal) => previewOrders(file, customerId, signal),
            commit: async (rows) => {
              const answer = await request(contract.requestOrder.import, { body: { orders: rows as OrderImportRow[], type: 'PUBLISHED', shipment_company_id: customerId } });
              return { data: { created: answer.data.orders, updated: 0 }, message: answer.message };
            },
            onDone: (answer) => {
              notify(t('orders.import.done', { count: answer.data.created }), { type: 'success' });
              navigate(`${basename}/${CREATE_SHIPMENT_SLUG}`);
            },
            backTo: CREATE_SHIPMENT_SLUG,
          })
        : undefined,
    [customerId, title, basename, navigate, notify, t],
  );

  return (
    <Stack spacing={2}>
      {!definition && <PageHeading title={title} />}
      <Box>
        <CustomerPicker value={customerId} onChange={(id) => setParams({ customer: String(id) }, { replace: true })} />
      </Box>
      {definition && <ImportPage key={customerId} definition={definition} />}
    </Stack>
  );
}
