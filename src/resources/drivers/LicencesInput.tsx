// A driver's licences in the driver form: category (from /v1/license-category) and number per
// row, added and removed in place. Sent as licenses[i][license_category_id|license_number].
import { ArrayInput, AutocompleteInput, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { useCall } from '../../api/useCall.ts';
import { required } from '../../components/crud/index.ts';

export function LicencesInput({ source }: { source: string }) {
  const translate = useTranslate();
  const categories = useCall(contract.licenseCategories.list, undefined, { select: (answer) => answer.data, staleTime: 10 * 60_000 });
  return (
    <ArrayInput source={source}>
      <SimpleFormIterator inline disableReordering disableClear sx={{ '& .RaSimpleFormIterator-line': { alignItems: 'flex-start' } }}>
        <AutocompleteInput source="license_category_id" label={translate('vendor.drivers.licence.category')} choices={categories.data ?? []} validate={required} sx={{ minWidth: 200 }} />
        <TextInput source="license_number" label={translate('vendor.drivers.licence.number')} validate={required} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
