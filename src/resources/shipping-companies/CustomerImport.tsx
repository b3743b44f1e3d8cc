// /customer/import-data/{sc}: the locations import of one customer, titled with its name.
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useGetOne, useTranslate } from 'react-admin';
import { ImportPage } from '../../imports/ImportPage.tsx';
import { locationImportDefinition } from '../../imports/locations.ts';
import { CUSTOMER_SLUG as SLUG } from './paths.ts';

export default function CustomerImport() {
  const { sc } = useParams<{ sc: string }>();
  const translate = useTranslate();
  const { data: customer } = useGetOne(SLUG, { id: sc! }, { enabled: !!sc });
  const title = customer ? translate('lsp.customer.importTitle', { title: customer.name }) : translate('lsp.customer.importTitleGeneric');
  const definition = useMemo(() => locationImportDefinition({ shipmentCompanyId: Number(sc), title, backTo: SLUG }), [sc, title]);
  return <ImportPage definition={definition} />;
}
