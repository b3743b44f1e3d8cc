// English / Bahasa Indonesia: opens the same page in the other language and remembers the choice.
import { useId, useState, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import TranslateIcon from '@mui/icons-material/Translate';
import { catalogOf, loadCatalog } from '../i18n/catalogs.ts';
import { localeFromPath, rememberLocale, switchLocalePath } from '../i18n/locale.ts';
import { translateLite } from '../i18n/lite.ts';
import type { Locale } from '../i18n/types.ts';

import { onDemand } from './onDemand.tsx';

const { Component: LanguageMenu, prefetch: prefetchMenu } = onDemand(() => import('./LanguageMenu.tsx'));

export function LanguageSwitch({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so closing keeps MUI's transition and focus return.
  const [menuMounted, setMenuMounted] = useState(false);
  const menuId = useId();
  const current = localeFromPath(location.pathname);

  const choose = async (target: Locale) => {
    setAnchor(null);
    rememberLocale(target);
    if (target === current) return;
    // The other language's texts first (and an area's too), so the page never shows untranslated.
    await Promise.all([loadCatalog('lite', target), catalogOf('full', current) && loadCatalog('full', target)]).catch(() => undefined);
    document.documentElement.lang = target;
    navigate(switchLocalePath(location.pathname, location.search, target, location.hash));
  };

  return (
    <>
      <Button
        color={color}
        startIcon={<TranslateIcon />}
        // The visible language name stays part of the accessible name (WCAG 2.5.3).
        aria-label={`${translateLite(current, 'auth.language.label')}: ${translateLite(current, `auth.language.${current}`)}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onPointerEnter={prefetchMenu}
        onFocus={prefetchMenu}
        onClick={(e: MouseEvent<HTMLElement>) => {
          setMenuMounted(true);
          setAnchor(e.currentTarget);
        }}
      >
        {translateLite(current, `auth.language.${current}`)}
      </Button>
      {menuMounted && <LanguageMenu id={menuId} anchor={anchor} current={current} onClose={() => setAnchor(null)} onChoose={choose} />}
    </>
  );
}

export default LanguageSwitch;
