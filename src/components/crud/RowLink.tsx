// A row's link to a screen of its own under the resource (e.g. a provider's shipping companies):
// a labelled button whose accessible name starts with its visible text and names the row.
import type { ReactElement } from 'react';
import { Button } from '@mui/material';
import { LinkBase, useBasename, useRecordContext, useResourceContext, useTranslate } from 'react-admin';

/** `path`: after `<area>/<resource>/<id>/`; `labelKey` and `labelKey + 'Of'` (with %{title}). */
export function RowLink({ path, labelKey, icon, titleSource = 'name' }: { path: string; labelKey: string; icon: ReactElement; titleSource?: string }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const basename = useBasename();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button
      size="small"
      component={LinkBase}
      to={`${basename}/${resource}/${record.id}/${path}`}
      startIcon={icon}
      aria-label={translate(`${labelKey}Of`, { title: String(record[titleSource] ?? record.id) })}
    >
      {translate(labelKey)}
    </Button>
  );
}
