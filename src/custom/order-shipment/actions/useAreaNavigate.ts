// Navigates to a path inside the current area (its basename carries the role and the language).
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useBasename } from 'react-admin';

export function useAreaNavigate() {
  const navigate = useNavigate();
  const basename = useBasename();
  return useCallback((path: string) => navigate(`${basename}/${path}`), [navigate, basename]);
}
