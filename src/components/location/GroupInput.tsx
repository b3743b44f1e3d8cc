// A location's group: one of the company's groups (GET /v1/groups, all of them), or a new one made
// from the typed name (POST /v1/groups/bulk-create with one name[]); a name that exists is picked.
import { Box } from '@mui/material';
import { AutocompleteInput, useGetList, useNotify, type RaRecord } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import { request } from '../../api/http.ts';

/** The dataProvider slug of the groups list (each area that has locations maps it). */
export const GROUPS_SLUG = 'groups';

const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

export function GroupInput({ source }: { source: string }) {
  const notify = useNotify();
  const { data = [], refetch } = useGetList(GROUPS_SLUG, { pagination: { page: 1, perPage: -1 }, sort: { field: 'name', order: 'ASC' } });
  const onCreate = async (typed?: string): Promise<RaRecord | undefined> => {
    const name = typed?.trim();
    if (!name) return undefined;
    try {
      const answer = await request(contract.groups.bulkCreate, { body: { name: [name] } });
      const { data: all = [] } = await refetch();
      return answer.data.created[0] ?? all.find((g) => sameName(String(g.name), name));
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
      return undefined;
    }
  };
  return (
    <Box sx={{ maxWidth: { md: 'calc(50% - 8px)' } }}>
      <AutocompleteInput source={source} choices={data} optionText="name" optionValue="id" onCreate={onCreate} />
    </Box>
  );
}
