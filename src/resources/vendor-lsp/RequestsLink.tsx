// From the partner list to the requests screen, where a collaboration is proposed.
import HandshakeIcon from '@mui/icons-material/Handshake';
import { Button, LinkBase, useBasename } from 'react-admin';

export function RequestsLink() {
  const basename = useBasename();
  return (
    <Button component={LinkBase} to={`${basename}/logistic-service-provider/requests`} label="vendor.lsp.requests">
      <HandshakeIcon />
    </Button>
  );
}
