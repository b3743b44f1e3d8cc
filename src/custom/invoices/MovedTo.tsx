// A former address of a screen: sends the browser on to the new one with the same id (replacing
// the history entry, so Back does not return here).
import { Navigate } from 'react-router';
import { useBasename, useParams } from 'react-admin';

export function MovedTo({ slug }: { slug: string }) {
  const basename = useBasename();
  const id = useParams().id ?? '';
  return <Navigate to={`${basename}/${slug}/${encodeURIComponent(id)}`} replace />;
}
