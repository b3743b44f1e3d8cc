// English / Bahasa Indonesia: opens the same page in the other language and remembers the choice.
import { useId, useState, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TranslateIcon from '@mui/icons-material/Translate';
import { localeFromPath, rememberLocale, switchLocalePath } from '../i18n/locale.ts';
import { translateLite } from '../i18n/lite.ts';
import { LOCALES, type Locale } from '../i18n/types.ts';

export function LanguageSwitch({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = localeFromPath(location.pathname);

  const choose = (target: Locale) => {
    setAnchor(null);
    rememberLocale(target);
    if (target === current) return;
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
        onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
      >
        {translateLite(current, `auth.language.${current}`)}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LOCALES.map((locale) => (
          <MenuItem key={locale} lang={locale} selected={locale === current} onClick={() => choose(locale)}>
            {translateLite(locale, `auth.language.${locale}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

export default LanguageSwitch;
