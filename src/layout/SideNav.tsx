// The side drawer's content: the organisation's logo and name, then the area's menu.
import { Avatar, Badge, Box, List, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { NavLink } from 'react-router';
import { visuallyHidden } from '../components/visuallyHidden.ts';
import { useTranslate } from 'react-admin';
import { accessOptionsOf, canAccess } from '../authProvider/access.ts';
import { useArea, type MenuEntry } from './AreaContext.ts';
import { organisationOf, useProfile, initialsOf } from './useProfile.ts';

export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const translate = useTranslate();
  const { role, basename, menu } = useArea();
  const { data: profile } = useProfile();
  const org = organisationOf(profile);
  const name = role === 'ADMIN' || !org ? translate('shell.adminOrg') : org.name;
  const title = role === 'ADMIN' ? translate('shell.adminOrg') : name;
  // Only the screens this account may open (e.g. shipping company management: main admin only).
  const entries = menu.filter((entry) => !profile || canAccess(profile.role, 'list', entry.to, accessOptionsOf(profile)));

  return (
    <Box component="nav" aria-label={title} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2, minHeight: 64 }}>
        <Avatar src={org?.logo_url ?? undefined} alt="" variant="rounded" sx={{ bgcolor: 'primary.main' }}>
          {initialsOf(title)}
        </Avatar>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
          {title}
        </Typography>
      </Box>
      <List component="div">
        {entries.map((entry) => (
          <ListItemButton
            key={entry.to}
            component={NavLink}
            to={`${basename}/${entry.to}`}
            onClick={onNavigate}
            sx={{ mx: 1, borderRadius: 1, '&.active': { bgcolor: 'action.selected', color: 'primary.main', '& .MuiListItemIcon-root': { color: 'primary.main' } } }}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>
              {entry.badge && entry.useBadge ? (
                <LiveDot useBadge={entry.useBadge} icon={entry.icon} />
              ) : (
                <Badge variant="dot" color="primary" invisible>
                  <entry.icon />
                </Badge>
              )}
            </ListItemIcon>
            <ListItemText primary={translate(entry.labelKey)} />
          </ListItemButton>
        ))}
      </List>
    </Box>
  );
}

/** The menu entry's dot, fed by its flow's hook (stable per entry, so the hook order never changes). */
function LiveDot({ useBadge, icon: Icon }: { useBadge: NonNullable<MenuEntry['useBadge']>; icon: MenuEntry['icon'] }) {
  const translate = useTranslate();
  const on = useBadge();
  return (
    <Badge variant="dot" color="primary" invisible={!on} data-testid={on ? 'menu-dot' : undefined}>
      <Icon />
      {on && <Box component="span" sx={visuallyHidden}>{translate('dispatch.badge')}</Box>}
    </Badge>
  );
}
