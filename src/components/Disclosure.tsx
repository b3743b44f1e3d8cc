// A button that shows and hides a part of an entry (a change's fields, a logged ticket), telling
// assistive technology whether it is open and what it controls; the part is built only when shown.
import { useId, useState, type ReactNode } from 'react';
import { Box, Button } from '@mui/material';

export function Disclosure({ show, hide, initiallyOpen = false, children }: { show: string; hide: string; initiallyOpen?: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(initiallyOpen);
  const id = useId();
  return (
    <>
      <Box>
        <Button size="small" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {open ? hide : show}
        </Button>
      </Box>
      <Box id={id} hidden={!open}>
        {open && children}
      </Box>
    </>
  );
}
