// The bell's right-hand drawer (spec 1 §2): 400 wide (the whole width of a phone), tabs All and
// WB (weighbridge, explained by its label and tooltip), grouped by DD/MM/YY, HH:mm WIB, titles and
// HTML bodies (sanitized) in the reader's language. Loads when opened; what was unread is marked
// as such, then read. An item opens a screen only when the area has that screen: no link to a
// page that does not exist.
import { useEffect, useState } from 'react';
import DOMPurify from 'dompurify';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Drawer, IconButton, List, ListItem, ListItemButton, ListItemText, ListSubheader, Tab, Tabs, Tooltip, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useNavigate } from 'react-router';
import { useTranslate } from 'react-admin';
import { callKey, useCall, useCallWrite } from '../api/useCall.ts';
import { formatTimeWib } from '../i18n/format.ts';
import { Busy } from '../components/Busy.tsx';
import { visuallyHidden } from '../components/visuallyHidden.ts';
import { NOTIFICATION_DRAWER_WIDTH } from './theme.ts';
import { hasScreen, useArea } from './AreaContext.ts';
import { groupByDay, notificationCalls, notificationTarget, type NotificationRow } from './notifications.ts';

const TITLE_ID = 'notification-drawer-title';

function Item({ row, onOpen }: { row: NotificationRow; onOpen?: () => void }) {
  const translate = useTranslate();
  const unread = !row.read_at;
  const text = (
    <ListItemText
      primary={
        <>
          {unread && (
            <Box component="span" sx={{ display: 'inline-block', width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main', mr: 1, verticalAlign: 'middle' }}>
              <Box component="span" sx={visuallyHidden}>
                {translate('shell.notifications.unread')}
              </Box>
            </Box>
          )}
          <Box component="span" sx={{ fontWeight: unread ? 700 : 500 }}>
            {row.title}
          </Box>
        </>
      }
      secondary={
        <>
          <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(row.body) }} />
          <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
            {formatTimeWib(row.created_at)}
          </Box>
        </>
      }
    />
  );
  return onOpen ? (
    // In an <li>: a list holds list items only (axe), the button inside it.
    <ListItem disablePadding>
      <ListItemButton onClick={onOpen} alignItems="flex-start">
        {text}
      </ListItemButton>
    </ListItem>
  ) : (
    <ListItem alignItems="flex-start">{text}</ListItem>
  );
}

export function NotificationDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const area = useArea();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<'all' | 'wb'>('all');
  // The texts come in the page's language: the call's key has one cache entry per language.
  const { data, isError, isPending } = useCall(notificationCalls.list, { query: { page: 1, entries: 50, sort_column: 'created_at', sort_type: 'desc' } }, { enabled: open });
  // Quietly: the answer is the new unread count, put in the bell's query.
  const markRead = useCallWrite(notificationCalls.markRead, {
    input: (_: void) => ({ body: {} }),
    notify: false,
    refresh: false,
    onSuccess: (answer) => queryClient.setQueriesData({ queryKey: callKey(notificationCalls.unread) }, answer),
    onError: () => undefined,
  });

  // Seen now: read from here on (this opening still marks which ones were new).
  const rows = data?.data;
  const hasUnread = !!rows?.some((row) => !row.read_at);
  const { mutate } = markRead;
  useEffect(() => {
    if (open && hasUnread) mutate();
  }, [open, hasUnread, mutate]);

  const openerOf = (row: NotificationRow) => {
    const target = notificationTarget(row);
    if (!target || !hasScreen(area, target)) return undefined;
    return () => {
      onClose();
      navigate(`${area.basename}/${target}`);
    };
  };
  const groups = groupByDay(rows ?? [], tab);

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-labelledby': TITLE_ID, sx: { width: { xs: '100%', sm: NOTIFICATION_DRAWER_WIDTH }, maxWidth: '100%' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
        <Typography id={TITLE_ID} variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate('shell.notifications.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={translate('shell.notifications.close')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Tabs value={tab} onChange={(_, value) => setTab(value)} variant="fullWidth">
        <Tab value="all" label={translate('shell.notifications.all')} />
        <Tab
          value="wb"
          label={
            // describeChild: the tooltip describes the tab, its name stays the visible label.
            <Tooltip title={translate('shell.notifications.wbHint')} describeChild>
              <span>{translate('shell.notifications.wb')}</span>
            </Tooltip>
          }
        />
      </Tabs>
      {tab === 'wb' && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5 }}>
          {translate('shell.notifications.wbHint')}
        </Typography>
      )}
      {isPending && open && <Busy sx={{ m: 3, alignSelf: 'center' }} />}
      {isError && (
        <Alert severity="error" sx={{ m: 2 }}>
          {translate('shell.notifications.failed')}
        </Alert>
      )}
      {data && groups.length === 0 && (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {translate('shell.notifications.empty')}
        </Typography>
      )}
      <List sx={{ overflowY: 'auto' }}>
        {groups.map((group) => (
          <li key={group.day}>
            <List disablePadding>
              <ListSubheader>{group.day}</ListSubheader>
              {group.items.map((row) => (
                <Item key={row.id} row={row} onOpen={openerOf(row)} />
              ))}
            </List>
          </li>
        ))}
      </List>
    </Drawer>
  );
}

export default NotificationDrawer;
