// The vendor performance screen's exports (docs/exports.md): the transporter report and the vendor
// report rows of the filters shown (period, vendor, search), each kept in Export files; the file
// when it is ready in time, else the server's message (it goes on in the background).
import { Button, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { request } from '../../api/http.ts';
import { useExportCall } from '../../components/exportAnswer.ts';
import { vendorsQueryOf, type PerformanceFilters } from './filters.ts';

const EXPORTS = [
  { key: 'vendors', call: contract.vendorPerformance.exportVendors, file: 'performance-vendor.xlsx' },
  { key: 'report', call: contract.vendorPerformance.exportReport, file: 'performance-vendor-report.xlsx' },
] as const;

export function PerformanceExports({ filters }: { filters: PerformanceFilters }) {
  const translate = useTranslate();
  const download = useExportCall();
  // The vendor rows' filters without their page size: every vendor row.
  const { entries: _all, ...query } = vendorsQueryOf(filters);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {EXPORTS.map((x) => (
        <Button key={x.key} startIcon={<DownloadIcon />} disabled={download.busy} onClick={() => download.run(() => request(x.call, { query: query as never }), x.file, translate('performance.exports.exported'))}>
          {translate(`performance.exports.${x.key}`)}
        </Button>
      ))}
    </Stack>
  );
}
