// A row of action buttons; on a phone one "Actions" button opening a menu of the same actions with
// their labels, so every action stays reachable at 360 px without widening the page.
import { useId, useState, type ReactNode } from 'react';
import { Box, Button, ListItemIcon, ListItemText, Menu, MenuItem, useMediaQuery, type Theme } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useTranslate } from 'react-admin';

export interface ActionItem {
  key: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  color?: 'primary' | 'error';
}

/** `menuLabel`: the accessible name of the phone menu button (e.g. "Actions for CV Trans Andalas"). */
export function ActionBar({ items, menuLabel }: { items: ActionItem[]; menuLabel: string }) {
  const translate = useTranslate();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (items.length === 0) return null;
  if (!phone)
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {items.map((item) => (
          <Button key={item.key} size="small" variant="outlined" color={item.color ?? 'primary'} startIcon={item.icon} disabled={item.disabled} onClick={item.onClick}>
            {item.label}
          </Button>
        ))}
      </Box>
    );
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<MoreVertIcon />} aria-label={menuLabel} aria-haspopup="menu" aria-controls={anchor ? menuId : undefined} onClick={(e) => setAnchor(e.currentTarget)}>
        {translate('actions.menu')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {items.map((item) => (
          <MenuItem
            key={item.key}
            disabled={item.disabled}
            onClick={() => {
              setAnchor(null);
              item.onClick();
            }}
          >
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText>{item.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
