// The category filter: categories are free text (MILL, REFINERY, ...), so the choices are the
// categories the company's locations already use.
import { useMemo } from 'react';
import { SelectInput, useGetList } from 'react-admin';
import { SLUG } from './paths.ts';

export function CategoryFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const { data = [] } = useGetList(SLUG, { pagination: { page: 1, perPage: -1 }, sort: { field: 'name', order: 'ASC' } });
  const choices = useMemo(() => {
    const names = new Set(data.map((r) => r.category as string | null).filter((c): c is string => !!c));
    return [...names].sort((a, b) => a.localeCompare(b)).map((c) => ({ id: c, name: c }));
  }, [data]);
  return <SelectInput source={source} choices={choices} translateChoice={false} />;
}
