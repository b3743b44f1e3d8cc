// A list's toolbar. On a phone its buttons would be bare icons (react-admin drops their labels
// below `sm`), so they collapse into one labelled "Actions" button whose menu lists every action
// with its label; the filter button stays in sight. Wider screens show the buttons in a row.
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Box, Button, Popover, useMediaQuery, type Theme } from '@mui/material';
import MoreIcon from '@mui/icons-material/MoreVert';
import { TopToolbar, useTranslate } from 'react-admin';
import { KeepLabels } from '../KeepLabels.tsx';

export function ListToolbar({ filter, children }: { filter?: ReactNode; children?: ReactNode }) {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  if (!small) {
    return (
      <TopToolbar>
        {filter}
        {children}
      </TopToolbar>
    );
  }
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, minHeight: 'auto', py: 1 }}>
      {filter && <KeepLabels>{filter}</KeepLabels>}
      <ActionsMenu>{children}</ActionsMenu>
    </TopToolbar>
  );
}

/**
 * One labelled button opening the actions, each with its label. The actions stay mounted while the
 * menu is closed, so a dialog an action opened (vehicle types, fleet sync) stays open; the button
 * is left out when no action is shown to this user.
 */
export function ActionsMenu({ children, labelKey = 'shell.crud.actions' }: { children?: ReactNode; labelKey?: string }) {
  const translate = useTranslate();
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [content, setContent] = useState<HTMLElement | null>(null);
  const [empty, setEmpty] = useState(false);

  useEffect(() => {
    if (!content) return;
    const update = () => setEmpty(content.childElementCount === 0);
    update();
    const observer = new MutationObserver(update);
    observer.observe(content, { childList: true });
    return () => observer.disconnect();
  }, [content]);

  return (
    <>
      {!empty && (
        <Button
          size="small"
          startIcon={<MoreIcon />}
          aria-haspopup="true"
          aria-expanded={anchor ? 'true' : 'false'}
          aria-controls={id}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          {translate(labelKey)}
        </Button>
      )}
      <Popover
        id={id}
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        keepMounted
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <KeepLabels>
          <Box
            ref={setContent}
            role="group"
            aria-label={translate(labelKey)}
            // Any choice closes the menu; what it opened (a dialog, a page) takes over.
            onClick={() => setAnchor(null)}
            sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', p: 1, gap: 0.5, '& .MuiButton-root': { justifyContent: 'flex-start' } }}
          >
            {children}
          </Box>
        </KeepLabels>
      </Popover>
    </>
  );
}
