// The area layout: fixed 300px side drawer on desktop, head bar + menu drawer on mobile (<md),
// header, 2px loading bar, network-error overlay, the notification-permission question, the live
// data (src/realtime: what others write shows without a reload), and an error boundary around the page.
import { useState, type ReactNode } from 'react';
import { Box, Drawer, useMediaQuery, type Theme } from '@mui/material';
import { useLocation } from 'react-router';
import { useLoading, useTranslate } from 'react-admin';
import { AreaErrorBoundary } from '../components/AreaErrorBoundary.tsx';
import { AppHeader } from './AppHeader.tsx';
import { useArea } from './AreaContext.ts';
import { DocumentTitle } from './DocumentTitle.tsx';
import { LoadingBar } from './LoadingBar.tsx';
import { NetworkErrorOverlay } from './NetworkErrorOverlay.tsx';
import { NotificationPermission } from './NotificationPermission.tsx';
import { SideNav } from './SideNav.tsx';
import { LiveData } from '../realtime/LiveData.tsx';
import { SIDE_DRAWER_WIDTH } from './theme.ts';

const drawerPaper = { '& .MuiDrawer-paper': { width: SIDE_DRAWER_WIDTH, boxSizing: 'border-box' } } as const;

/**
 * The desktop side drawer: its column runs the full height of the page (background and border
 * included, however long the page), and its content stays in view while the page scrolls.
 */
const sideColumn = {
  width: SIDE_DRAWER_WIDTH,
  flexShrink: 0,
  alignSelf: 'stretch',
  boxSizing: 'border-box',
  bgcolor: 'background.paper',
  borderRight: 1,
  borderColor: 'divider',
  '& .MuiDrawer-paper': { position: 'sticky', top: 0, height: '100vh', width: '100%', border: 0, boxSizing: 'border-box' },
} as const;

/** The bar also while react-admin is busy (a query it has not sent yet, a mutation it undoes). */
function AreaLoadingBar() {
  return <LoadingBar busy={useLoading()} />;
}

export function Layout({ children }: { children?: ReactNode }) {
  const isDesktop = useMediaQuery<Theme>((theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const { locale } = useArea();
  const translate = useTranslate();

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AreaLoadingBar />
      <DocumentTitle />
      {isDesktop ? (
        <Drawer variant="permanent" sx={sideColumn} data-testid="side-column">
          <SideNav />
        </Drawer>
      ) : (
        <Drawer variant="temporary" open={menuOpen} onClose={() => setMenuOpen(false)} sx={drawerPaper} slotProps={{ paper: { 'aria-label': translate('shell.menuTitle') } }}>
          <SideNav onNavigate={() => setMenuOpen(false)} />
        </Drawer>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppHeader isDesktop={isDesktop} onOpenMenu={() => setMenuOpen(true)} />
        <Box component="main" sx={{ flex: 1, p: { xs: 1.5, md: 3 } }}>
          {/* keyed by path so a broken page does not stick after navigating away */}
          <AreaErrorBoundary key={pathname} locale={locale}>
            {children}
          </AreaErrorBoundary>
        </Box>
      </Box>
      <NetworkErrorOverlay />
      <NotificationPermission />
      <LiveData />
    </Box>
  );
}
