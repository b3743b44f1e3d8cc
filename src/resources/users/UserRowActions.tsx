// Per user row of /admin/setting/manage-user: the permission select, enable/disable (asked first:
// disabling ends the user's sessions) and "End session" (asked first). Calls answering the updated user
// replace its row; the server's message is the toast.
import { Box, MenuItem, Select } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import BlockIcon from '@mui/icons-material/Block';
import LogoutIcon from '@mui/icons-material/Logout';
import { useRecordContext, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { contract } from '../../../contract/index.ts';
import type { UserRecord } from '../../../contract/users.ts';
import { useCall, useCallWrite } from '../../api/useCall.ts';
import { ConfirmButton } from '../../components/crud/ConfirmButton.tsx';
import { useRecordAction } from '../../components/crud/useRecordAction.ts';

const T = 'admin.manageUser';

/** The list the row belongs to: its cached rows take the answered user. */
function useRows() {
  const resource = useResourceContext();
  return resource ? [resource] : [];
}

export function PermissionSelect({ user }: { user: RaRecord }) {
  const translate = useTranslate();
  const permissions = useCall(contract.users.listPermission, undefined, { staleTime: 60_000 });
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
  const word = user.is_disabled ? 'enable' : 'disable';
  return (
    <ConfirmButton
      label={translate(`${T}.${word}`)}
      ariaLabel={translate(`${T}.${word}One`, { title: user.name })}
      icon={user.is_disabled ? <CheckCircleIcon /> : <BlockIcon />}
      color={user.is_disabled ? 'primary' : 'error'}
      disabled={toggle.isPending}
      title={`${T}.${word}Title`}
      content={`${T}.${word}Content`}
      titleOptions={{ title: user.name }}
      contentOptions={{ title: user.name }}
      onConfirm={() => toggle.mutate({ id: user.id, body: { enabled: user.is_disabled } })}
    />
  );
}

function EndSessionButton({ user }: { user: UserRecord }) {
  const translate = useTranslate();
  const end = useCallWrite(contract.users.endSession, { input: (id: number) => ({ params: { id } }), refresh: false });
  return (
    <ConfirmButton
      label={translate(`${T}.endSession`)}
      ariaLabel={translate(`${T}.endSessionOne`, { title: user.name })}
      icon={<LogoutIcon />}
      disabled={end.isPending}
      title={`${T}.endSessionTitle`}
      content={`${T}.endSessionContent`}
      titleOptions={{ title: user.name }}
      contentOptions={{ title: user.name }}
      onConfirm={() => end.mutate(user.id)}
    />
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
