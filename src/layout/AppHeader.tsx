// The header: page title, greeting ("View only" beside it for a READ_ONLY account), language
// switch, bell with dot badge, initials avatar and sign-out. On mobile it is the head bar with the
// menu button.
import { useState } from 'react';
import { AppBar, Badge, Box, Chip, IconButton, Menu, MenuItem, Toolbar, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import NotificationsIcon from '@mui/icons-material/NotificationsNone';
import MoreIcon from '@mui/icons-material/ExpandMore';
import { TitlePortal, useLogout, useTranslate } from 'react-admin';
import { LanguageSwitch } from '../components/LanguageSwitch.tsx';
import { useCall } from '../api/useCall.ts';
import { localizedPath } from '../i18n/locale.ts';
import { useArea } from './AreaContext.ts';
import { onDemand } from '../components/onDemand.tsx';
import { notificationCalls } from './notifications.ts';
import { UserAvatar } from './UserAvatar.tsx';
import { useProfile } from './useProfile.ts';

// The drawer carries DOMPurify, tabs and tooltips: fetched when the bell is first pointed at or opened.
const { Component: NotificationDrawer, prefetch: prefetchDrawer } = onDemand(() => import('./NotificationDrawer.tsx'));

export function AppHeader({ isDesktop, onOpenMenu }: { isDesktop: boolean; onOpenMenu: () => void }) {
  const translate = useTranslate();
  const logout = useLogout();
  const { locale } = useArea();
  const { data: profile } = useProfile();
  const [bellOpen, setBellOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps the drawer's transition.
  const [drawerMounted, setDrawerMounted] = useState(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  // The dot shows only when something is unread. Read again when a notification of the user changes
  // (src/realtime); the drawer puts the count answered by marking read in this query's place.
  const { data: unreadAnswer } = useCall(notificationCalls.unread);
  const unread = unreadAnswer?.data.unread ?? 0;

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1 }}>
        {!isDesktop && (
          <IconButton edge="start" onClick={onOpenMenu} aria-label={translate('shell.openMenu')}>
            <MenuIcon />
          </IconButton>
        )}
        <Box sx={{ flex: 1, minWidth: 0, '& #react-admin-title': { fontSize: 18, fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }, '& #react-admin-title *': { display: 'inline' } }}>
          <TitlePortal variant="h6" />
        </Box>
        {isDesktop && profile && (
          <Typography sx={{ whiteSpace: 'nowrap' }}>{translate('shell.greeting', { name: profile.name })}</Typography>
        )}
        {profile?.permission === 'READ_ONLY' && <Chip size="small" variant="outlined" label={translate('shell.readOnly')} />}
        {isDesktop && <LanguageSwitch />}
        <IconButton
          onPointerEnter={prefetchDrawer}
          onFocus={prefetchDrawer}
          onClick={() => {
            setDrawerMounted(true);
            setBellOpen(true);
          }}
          aria-label={unread > 0 ? translate('shell.notifications.openUnread', { smart_count: unread }) : translate('shell.notifications.open')}
        >
          <Badge variant="dot" color="primary" invisible={unread === 0} data-testid="bell-dot" data-unread={unread}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
        <UserAvatar name={profile?.name} locale={locale} label={translate('shell.accountSetting')} />
        <IconButton size="small" onClick={(e) => setMenuAnchor(e.currentTarget)} aria-label={translate('ra.auth.user_menu')} aria-haspopup="menu">
          <MoreIcon />
        </IconButton>
        <Menu anchorEl={menuAnchor} open={!!menuAnchor} onClose={() => setMenuAnchor(null)}>
          {!isDesktop && (
            <Box sx={{ px: 2, py: 1 }}>
              <LanguageSwitch />
            </Box>
          )}
          <MenuItem
            onClick={() => {
              setMenuAnchor(null);
              void logout({}, localizedPath(locale, '/login'), false);
            }}
          >
            {translate('shell.signOut')}
          </MenuItem>
        </Menu>
      </Toolbar>
      {drawerMounted && <NotificationDrawer open={bellOpen} onClose={() => setBellOpen(false)} />}
    </AppBar>
  );
}
