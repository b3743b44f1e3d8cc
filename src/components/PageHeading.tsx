// A custom page's heading: the document title (react-admin's <Title>) and the visible h1, one text.
import { Typography } from '@mui/material';
import { Title } from 'react-admin';

export function PageHeading({ title }: { title: string }) {
  return (
    <>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
    </>
  );
}
