// react-admin's List with the layout setting's page size (9 in table mode, else 3) and a
// pagination whose "Rows per page" always names the current size (react-admin leaves the select
// blank when the size is not among its choices). Put an AdaptiveDataTable inside.
import { List, Pagination, useListContext, type ListProps } from 'react-admin';
import { usePageSize } from '../../layout/tableMode.ts';

export const ROWS_PER_PAGE = [3, 9, 18, 45, 90] as const;

/** The choices with the current page size among them, ascending. */
export const pageSizeChoices = (perPage: number, choices: readonly number[] = ROWS_PER_PAGE) =>
  [...new Set([...choices, perPage])].filter((n) => n > 0).sort((a, b) => a - b);

export function ListPagination({ choices }: { choices?: readonly number[] }) {
  const { perPage } = useListContext();
  return <Pagination rowsPerPageOptions={pageSizeChoices(perPage, choices)} />;
}

export function ModeList({ children, ...props }: Omit<ListProps, 'perPage'>) {
  const perPage = usePageSize();
  return (
    <List
      perPage={perPage}
      pagination={<ListPagination />}
      // No empty toolbar above a list without actions (pass `actions` for a Create or an Import).
      actions={false}
      // A list never widens the page; what cannot shrink scrolls inside its card.
      sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
      {...props}
    >
      {children}
    </List>
  );
}
