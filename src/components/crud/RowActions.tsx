// Explicit per-row actions (a row click alone is not announced by screen readers): Edit, and
// Delete after a confirmation. The server's message becomes the toast (dataProvider events), so
// react-admin's own "Element deleted" is not added. Both show only when canAccess allows them
// (EditButton asks by itself; DeleteWithConfirmButton does not).
import { Box } from '@mui/material';
import type { ComponentType } from 'react';
import { DeleteWithConfirmButton, EditButton, ShowButton, useRecordContext, useResourceContext, useTranslate, useUnselect } from 'react-admin';
import { useAllowed } from '../useAllowed.ts';

export function RowActions({ titleSource, canEdit, canDelete, canShow = false, extra: Extra }: { titleSource: string; canEdit: boolean; canDelete: boolean; canShow?: boolean; extra?: ComponentType }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const unselect = useUnselect(resource);
  const mayDelete = useAllowed('delete');
  if (!record) return null;
  const title = String(record[titleSource] ?? record.id);
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', flexWrap: 'wrap' }} onClick={(e) => e.stopPropagation()}>
      {Extra && <Extra />}
      {canShow && <ShowButton label="forms.view" aria-label={translate('forms.viewOne', { title })} />}
      {canEdit && <EditButton aria-label={translate('shell.crud.editOne', { title })} />}
      {canDelete && mayDelete && (
        <DeleteWithConfirmButton
          aria-label={translate('shell.crud.deleteOne', { title })}
          confirmTitle="shell.crud.deleteTitle"
          confirmContent="shell.crud.deleteContent"
          titleTranslateOptions={{ title }}
          contentTranslateOptions={{ title }}
          redirect={false}
          mutationOptions={{ onSuccess: () => unselect([record.id]) }}
        />
      )}
    </Box>
  );
}
