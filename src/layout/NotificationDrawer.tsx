// The bell's right-hand drawer (spec 1 §2): 400 wide, tabs All and WB, grouped by DD/MM/YY,
// HH:mm WIB, HTML bodies sanitized. Loads when opened.
import { useState } from 'react';
import DOMPurify from 'dompurify';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Drawer, IconButton, List, ListItemButton, ListItemText, ListSubheader, Tab, Tabs, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useNavigate } from 'react-router';
import { useTranslate } from 'react-admin';
import { request } from '../api/http.ts';
import { formatTimeWib } from '../i18n/format.ts';
import { NOTIFICATION_DRAWER_WIDTH } from './theme.ts';
import { useArea } from './AreaContext.ts';
import { groupByDay, notificationCalls, WEIGHTBRIDGE_TAG, type NotificationRow } from './notifications.ts';

/** Areas that have the shipment history detail screen. */
const HISTORY_AREAS = new Set(['LOGISTIC_SERVICE_PROVIDER', 'VENDOR']);

export function NotificationDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { role, basename } = useArea();
  const [tab, setTab] = useState<'all' | 'wb'>('all');
  const { data, isError, isPending } = useQuery({
    queryKey: ['lsi', 'notifications'],
    queryFn: ({ signal }) => request(notificationCalls.list, { query: { page: 1, entries: 50, sort_column: 'created_at', sort_type: 'desc' } as never, signal }),
    enabled: open,
  });

  const openShipment = (row: NotificationRow) => {
    if (row.tag !== WEIGHTBRIDGE_TAG || !row.shipment_id || !HISTORY_AREAS.has(role)) return;
    onClose();
    navigate(`${basename}/order-shipment/history-order/detail-history-order/${row.shipment_id}`);
  };
  const groups = groupByDay(data?.data ?? [], tab);

  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: NOTIFICATION_DRAWER_WIDTH } } } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate('shell.notifications.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={translate('shell.notifications.close')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Tabs value={tab} onChange={(_, value) => setTab(value)} variant="fullWidth">
        <Tab value="all" label={translate('shell.notifications.all')} />
        <Tab value="wb" label={translate('shell.notifications.wb')} />
      </Tabs>
      {isError && <Alert severity="warning" sx={{ m: 2 }}>{translate('shell.notifications.failed')}</Alert>}
      {!isPending && !isError && groups.length === 0 && (
        <Alert severity="info" sx={{ m: 2 }}>{translate('shell.notifications.empty')}</Alert>
      )}
      <List sx={{ overflowY: 'auto' }}>
        {groups.map((group) => (
          <li key={group.day}>
            <List disablePadding>
              <ListSubheader>{group.day}</ListSubheader>
              {group.items.map((row) => (
                <ListItemButton key={row.id} onClick={() => openShipment(row)} alignItems="flex-start">
                  <ListItemText
                    primary={row.title}
                    secondary={
                      <>
                        <Box component="span" sx={{ display: 'block' }} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(row.body) }} />
                        <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
                          {formatTimeWib(row.created_at)}
                        </Box>
                      </>
                    }
                  />
                </ListItemButton>
              ))}
            </List>
          </li>
        ))}
      </List>
    </Drawer>
  );
}
