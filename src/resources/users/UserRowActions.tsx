// Per user row of /admin/setting/manage-user: the permission select, enable/disable (asked first:
// disabling ends the user's sessions) and "End session" (asked first). Calls answering the updated user
// replace its row; the server's message is the toast.
import { useState } from 'react';
import { Box, Button, MenuItem, Select } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import BlockIcon from '@mui/icons-material/Block';
import LogoutIcon from '@mui/icons-material/Logout';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Confirm, useNotify, useRecordContext, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import type { UserRecord } from '../../../contract/users.ts';
import { request } from '../../api/http.ts';
import { useRecordAction } from '../../components/crud/useRecordAction.ts';
import { dataProviderEvents } from '../../dataProvider/index.ts';

const T = 'admin.manageUser';

/** The list the row belongs to: its cached rows take the answered user. */
function useRows() {
  const resource = useResourceContext();
  return resource ? [resource] : [];
}

export function PermissionSelect({ user }: { user: RaRecord }) {
  const translate = useTranslate();
  const permissions = useQuery({ queryKey: ['lsi', 'admin', 'permissions'], queryFn: ({ signal }) => request(contract.users.listPermission, { signal }), staleTime: 60_000 });
  const update = useRecordAction(contract.users.updatePermission, useRows());
  const known = permissions.data?.data.some((p) => p.id === user.permission_id);
  return (
    <Select
      size="small"
      displayEmpty
      value={known ? String(user.permission_id) : ''}
      disabled={update.isPending || !permissions.data}
      onChange={(e) => e.target.value && update.mutate({ id: user.id, body: { permission_id: Number(e.target.value) } })}
      inputProps={{ 'aria-label': translate(`${T}.permissionOf`, { title: user.name }) }}
      sx={{ minWidth: 140 }}
    >
      <MenuItem value="" disabled>
        {translate(`${T}.noPermission`)}
      </MenuItem>
      {permissions.data?.data.map((p) => (
        <MenuItem key={p.id} value={String(p.id)}>
          {translate(`${T}.permissions.${p.name}`, { _: p.name })}
        </MenuItem>
      ))}
    </Select>
  );
}

function EnableButton({ user }: { user: UserRecord }) {
  const translate = useTranslate();
  const toggle = useRecordAction(contract.users.enableUser, useRows());
  const [asking, setAsking] = useState(false);
  const word = user.is_disabled ? 'enable' : 'disable';
  return (
    <>
      <Button
        size="small"
        color={user.is_disabled ? 'primary' : 'error'}
        startIcon={user.is_disabled ? <CheckCircleIcon /> : <BlockIcon />}
        disabled={toggle.isPending}
        aria-label={translate(`${T}.${word}One`, { title: user.name })}
        onClick={() => setAsking(true)}
      >
        {translate(`${T}.${word}`)}
      </Button>
      <Confirm
        isOpen={asking}
        title={`${T}.${word}Title`}
        content={`${T}.${word}Content`}
        titleTranslateOptions={{ title: user.name }}
        contentTranslateOptions={{ title: user.name }}
        onConfirm={() => {
          setAsking(false);
          toggle.mutate({ id: user.id, body: { enabled: user.is_disabled } });
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

function EndSessionButton({ user }: { user: UserRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const end = useMutation({
    mutationFn: (id: number) => request(contract.users.endSession, { params: { id } }),
    onSuccess: (answer) => dataProviderEvents.message(answer.message),
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  return (
    <>
      <Button size="small" startIcon={<LogoutIcon />} disabled={end.isPending} aria-label={translate(`${T}.endSessionOne`, { title: user.name })} onClick={() => setAsking(true)}>
        {translate(`${T}.endSession`)}
      </Button>
      <Confirm
        isOpen={asking}
        title={`${T}.endSessionTitle`}
        content={`${T}.endSessionContent`}
        titleTranslateOptions={{ title: user.name }}
        contentTranslateOptions={{ title: user.name }}
        onConfirm={() => {
          setAsking(false);
          end.mutate(user.id);
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

export function UserRowActions() {
  const user = useRecordContext<UserRecord>();
  if (!user) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      <EnableButton user={user} />
      <EndSessionButton user={user} />
    </Box>
  );
}
