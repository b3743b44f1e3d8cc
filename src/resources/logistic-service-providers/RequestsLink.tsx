// From the partner list to the requests screen, where a collaboration is proposed.
import HandshakeIcon from '@mui/icons-material/Handshake';
import { Button, LinkBase, useBasename } from 'react-admin';
import { PARTNERS_SLUG, REQUESTS_PATH } from './paths.ts';

export function RequestsLink() {
  const basename = useBasename();
  return (
    <Button component={LinkBase} to={`${basename}/${PARTNERS_SLUG}/${REQUESTS_PATH}`} label="vendor.lsp.requests">
      <HandshakeIcon />
    </Button>
  );
}
