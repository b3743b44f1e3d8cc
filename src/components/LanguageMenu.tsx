// The language switch's menu: a chunk of its own, fetched when the switch is first pointed at or
// opened, so the sign-in page does not carry MUI's Menu, Popover and Modal.
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { translateLite } from '../i18n/lite.ts';
import { LOCALES, type Locale } from '../i18n/types.ts';

export interface LanguageMenuProps {
  id: string;
  anchor: HTMLElement | null;
  current: Locale;
  onClose: () => void;
  onChoose: (locale: Locale) => void;
}

export default function LanguageMenu({ id, anchor, current, onClose, onChoose }: LanguageMenuProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {/* Names from the shown language's catalog, which spells each language in its own words:
          the other language's catalog is not fetched until it is chosen. */}
      {LOCALES.map((locale) => (
        <MenuItem key={locale} lang={locale} selected={locale === current} onClick={() => onChoose(locale)}>
          {translateLite(current, `auth.language.${locale}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
