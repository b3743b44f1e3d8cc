// Around each lazy area: a failed chunk load reloads the page (at most once a minute); any other
// error shows the error page instead of a blank screen.
import { Component, type ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { ErrorPage } from './ErrorPage.tsx';
import { isChunkLoadError, reloadForChunkError } from './chunkReload.ts';
import { shellText, type Locale } from './shellText.ts';

interface Props {
  locale: Locale;
  children: ReactNode;
}
interface State {
  error: unknown;
  chunk: boolean;
}

export class AreaErrorBoundary extends Component<Props, State> {
  state: State = { error: null, chunk: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, chunk: isChunkLoadError(error) };
  }

  componentDidCatch(error: unknown) {
    if (isChunkLoadError(error)) reloadForChunkError();
    else console.error(error);
  }

  render() {
    const { error, chunk } = this.state;
    if (!error) return this.props.children;
    if (!chunk) return <ErrorPage status={500} />;
    return (
      <Box sx={{ p: 4, textAlign: 'center' }}>
        <Typography sx={{ mb: 2 }}>{shellText(this.props.locale, 'error.chunkFailed')}</Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {shellText(this.props.locale, 'error.reload')}
        </Button>
      </Box>
    );
  }
}
