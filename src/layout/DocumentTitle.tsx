// document.title follows the page title react-admin renders: "%s - LSI", or the default title.
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';

export function DocumentTitle() {
  const translate = useTranslate();
  useEffect(() => {
    const update = () => {
      const text = document.getElementById('react-admin-title')?.textContent?.trim();
      document.title = text ? translate('shell.titleTemplate', { title: text }) : translate('shell.title');
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = translate('shell.title');
    };
  }, [translate]);
  return null;
}
